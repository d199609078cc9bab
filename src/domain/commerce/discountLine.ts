/**
 * The words of a cart's or an order's discount line, the same on the checkout's summary, the
 * order pages and the mails: the coupons that made it, and the amount taken off.
 */
export function discountLabel(couponCodes: readonly string[]): string {
  return couponCodes.length > 0 ? `Discount (${couponCodes.join(", ")})` : "Discount";
}

/** A discount's amount as a line shows it: taken off, so with a minus sign when there is one. */
export function discountAmount(cents: number, money: (cents: number) => string): string {
  return cents > 0 ? `−${money(cents)}` : money(0);
}
