/**
 * Any element with this attribute opens the cookie dialog when clicked: the footer's 'Cookie
 * settings'. The footer is plain HTML on content pages (not an island), so it asks through the
 * document and the dialog listens there (features/consent/hooks/use-cookie-consent.ts).
 */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";
