/** What the shop grid's quick view dialog says, in the primary language: the shop page hands it its own language's in `data-texts`. */
export const QUICK_VIEW_WORDS = {
  quickView: "Quick view",
  close: "Close",
} as const;
