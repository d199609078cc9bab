/**
 * Row types of the subscription tables (migration 1300), apart from storeRows.ts so the
 * subscriptions' rows stay in a file of their own.
 */

/** The payment method a subscription checkout saved with its provider, kept by the checkout's key until its order is paid. */
export interface StoreSubscriptionSetupRow {
  websiteId: string;
  idempotencyKey: string;
  provider: string;
  /** The provider's saved payment method (a Stripe PaymentMethod, or the test gateway's saved card). */
  methodReference: string;
  /** The provider's customer the method is saved with (Stripe), null for the test gateway. */
  customerReference: string | null;
  /** What the buyer and the owner see of the method, e.g. "Card ending 4242". */
  methodLabel: string;
  createdAt: string;
}

/** One subscription: a line of a paid order charged again every billing period with the saved method. */
export interface StoreSubscriptionRow {
  id: string;
  websiteId: string;
  /** The order that paid its first period; with variantId unique. */
  orderId: string;
  productId: string;
  variantId: string;
  productName: string;
  quantity: number;
  /** What each renewal charges: the line's total when subscribed. */
  amountCents: number;
  currency: string;
  periodValue: number;
  /** "week", "month" or "year". */
  periodUnit: string;
  /** 0: renews until cancelled. */
  numBillingCycles: number;
  /** Periods paid so far, the first order's included. */
  paidPeriods: number;
  /** "active", "paused", "past_due", "cancelled" or "completed". */
  status: string;
  email: string;
  siteUserId: string | null;
  provider: string;
  methodReference: string;
  customerReference: string | null;
  methodLabel: string;
  /** When its first period began (its order was paid); every period starts a whole number of periods after it. */
  startedAt: string;
  /** The number of the next period to charge: periods are counted from 1 (the first order) on the plan's calendar, so periods skipped while paused are never charged. */
  nextPeriod: number;
  /** When the next period begins and is charged; null once nothing more is charged. */
  nextChargeAt: string | null;
  pausedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The charge of one period of a subscription; unique per subscription and period. */
export interface StoreSubscriptionChargeRow {
  id: string;
  subscriptionId: string;
  websiteId: string;
  /** 2 for the first renewal (period 1 is the first order). */
  period: number;
  amountCents: number;
  /** "due", "charging", "retry", "paid", "failed" or "cancelled". */
  state: string;
  /** Attempts made (or begun) so far. */
  attempts: number;
  nextAttemptAt: string;
  /** When the running attempt was claimed. */
  claimedAt: string | null;
  reference: string | null;
  /** The provider's refusal of the last attempt. */
  message: string | null;
  createdAt: string;
  updatedAt: string;
}
