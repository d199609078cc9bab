/** Restaurant booking block messages (spec 1 §6, spec 2 §6). */
export const RESTAURANT_MESSAGES = {
  /** Alert for a signed-in account, which sees the booking block as preview only. */
  openTablePreviewOnly: "Preview Only: Please log out of your account in order to use the OpenTable Block.",
} as const;
