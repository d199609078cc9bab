/** Row types of the donation tables (migration 1310). */

/** One gift given through a donate page, or one month of a monthly gift. */
export interface StoreDonationRow {
  id: string;
  websiteId: string;
  /** The checkout's key (unique per site); a monthly gift's later charges use "plan-{planId}-{month}". */
  idempotencyKey: string;
  /** SHA-256 of what the submission asked for, so a key reused for another gift is refused. */
  requestHash: string;
  /** The donation block whose donate page took the gift. */
  donatePageId: string;
  /** The monthly gift it belongs to; null for a gift given once. */
  planId: string | null;
  /** The gift itself, in minor units. */
  amountCents: number | bigint;
  /** What the donor added to cover the processing fee (0 when not chosen). */
  feeCents: number | bigint;
  /** What was charged: the gift and the fee. */
  totalCents: number | bigint;
  currency: string;
  /** The fund (designation) the donor chose; "" for the general fund. */
  fund: string;
  /** "once" or "monthly". */
  frequency: string;
  email: string;
  name: string;
  siteUserId: string | null;
  /** "pending" (being charged), "awaiting_confirmation" (the donor's extra confirmation at the provider), "paid", "retry" (refused, tried again at `nextAttemptAt`), "declined", "cancelled" (its monthly gift stopped before it was tried again) or "abandoned" (never confirmed: swept after an hour). */
  status: string;
  provider: string;
  paymentReference: string | null;
  /** The answer the checkout gave, kept for a repeat of the same key. */
  answerJson: string | null;
  /** The site address the donor used, for links in the receipt. */
  baseUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Tries of its charge so far (migration 1371); a monthly gift's month is tried up to 4 times. */
  attempts: number;
  /** When a refused month is tried again. */
  nextAttemptAt: string | null;
  /** When a monthly gift's running try was claimed; null for a gift given through the donate page. */
  claimedAt: string | null;
  /** The card's last refusal. */
  declineMessage: string | null;
  /**
   * The card a monthly gift's first payment saved while that payment waits for the donor's extra
   * confirmation (migration 1392); the confirmation starts the monthly gift with it. Null otherwise.
   */
  savedMethodReference?: string | null;
  savedCustomerReference?: string | null;
  /** What the donor sees of that card, e.g. "Card ending 3155". */
  savedMethodLabel?: string | null;
  /** The language the gift was made in: one of the site's additional languages, null for the primary (migration 1398). */
  locale: string | null;
}

/** A signed-in donor's monthly gift, charged each month with the method saved at its first gift. */
export interface StoreDonationPlanRow {
  id: string;
  websiteId: string;
  donatePageId: string;
  amountCents: number | bigint;
  feeCents: number | bigint;
  currency: string;
  fund: string;
  email: string;
  name: string;
  siteUserId: string;
  provider: string;
  methodReference: string;
  customerReference: string | null;
  /** What the donor sees of the method, e.g. "Card ending 4242". */
  methodLabel: string;
  /** "active" or "cancelled". */
  status: string;
  /** Who stopped it: "donor", "owner" or "payment" (its last try was refused); null while active. */
  stoppedBy: string | null;
  /** The number of the next month to charge (the first gift is month 1). */
  nextMonth: number;
  nextChargeAt: string;
  createdAt: string;
  cancelledAt: string | null;
  /** The language the monthly gift was made in, for its mails: one of the site's additional languages, null for the primary (migration 1398). */
  locale: string | null;
}
