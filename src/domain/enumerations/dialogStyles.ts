/** Button layouts of confirmation, alert and information dialogs (spec 2 §4). */
export const DIALOG_STYLE = {
  CONFIRM_OR_REJECT: "confirm-or-reject",
  CONFIRM_OR_CANCEL: "confirm-or-cancel",
  CONFIRM_ONLY: "confirm-only",
  NO_BUTTONS: "no-buttons",
} as const;

/** A dialog style. */
export type DialogStyle = (typeof DIALOG_STYLE)[keyof typeof DIALOG_STYLE];
