/**
 * A ticked consent box as the API's schema types it (`terms_accepted: true`, `privacy_consent: true`).
 * The forms never submit an unticked box (their own check shows the message), so this only turns
 * the form's boolean into the literal; a bug that sent `false` would fail here, not claim consent.
 */
export function ticked(checked: boolean): true {
  if (checked !== true) throw new Error("A consent box must be ticked before the form is sent.");
  return checked;
}
