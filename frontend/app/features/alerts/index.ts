// Job alerts as routes use them: the alert button and dialog, the account's alerts, and the
// confirm and unsubscribe links' screens.
export { AccountAlerts } from "./components/account-alerts";
export { AlertButton, AlertDialogHost } from "./components/alert-button";
export { ConfirmAlertScreen } from "./components/confirm-alert-screen";
export { UnsubscribeScreen } from "./components/unsubscribe-screen";
export { alertSearchOf } from "./lib/alert-search";
