/** Order statuses, in the order an order usually moves through them. */
export const ORDER_STATUS = {
  PENDING_PAYMENT: "pending_payment",
  AWAITING_CONFIRMATION: "awaiting_confirmation",
  PAID: "paid",
  PAYMENT_FAILED: "payment_failed",
  FULFILLED: "fulfilled",
  REFUNDED: "refunded",
} as const;

/** Orders whose payment has not ended yet. */
export const OPEN_ORDER_STATUSES = [ORDER_STATUS.PENDING_PAYMENT, ORDER_STATUS.AWAITING_CONFIRMATION];

/** An order's status in the buyer's words, on their order pages and in their account. */
export const ORDER_STATUS_LABEL: Record<string, string> = {
  pending_payment: "Waiting for payment",
  awaiting_confirmation: "Waiting for your payment confirmation",
  paid: "Paid",
  payment_failed: "Payment failed",
  fulfilled: "Fulfilled",
  refunded: "Refunded",
};
