/** Member-area block messages (spec 2 §5). */
export const MEMBER_AREA_MESSAGES = {
  /** Refuses a pricing toggle option marked free that has no label to show in place of an amount. */
  freePriceNeedsLabel: "a free price needs a label",
} as const;
