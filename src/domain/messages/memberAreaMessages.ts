/** Member-area block messages (spec 2 §5). */
export const MEMBER_AREA_MESSAGES = {
  /** Refuses a pricing toggle option marked free that has no label to show in place of an amount. */
  freePriceNeedsLabel: "a free price needs a label",
  /** Refuses a free option that says how often it is charged. */
  freePriceHasNoPeriod: "A free price is not charged, so it has no billing period.",
  /** Refuses a number of payments on an option charged once. */
  paymentsNeedPeriod: "Only a price charged every billing period has a number of payments.",
} as const;
