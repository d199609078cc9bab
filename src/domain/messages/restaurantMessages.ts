/** Restaurant booking and scheduling block messages (spec 1 §6, spec 2 §6). */
export const RESTAURANT_MESSAGES = {
  /** Alert for a signed-in account, which sees the booking block as preview only. */
  openTablePreviewOnly: "Preview Only: Please log out of your account in order to use the OpenTable Block.",
  /** The same alert on the Tock block, which books through a provider's widget just the same. */
  tockPreviewOnly: "Preview Only: Please log out of your account in order to use the Tock Block.",
  /** The same alert on the Acuity scheduling block. */
  acuityPreviewOnly: "Preview Only: Please log out of your account in order to use the Acuity Scheduling Block.",
  /** What a booking block says while its provider's widget loads. */
  widgetLoading: "Loading the booking widget…",
} as const;
