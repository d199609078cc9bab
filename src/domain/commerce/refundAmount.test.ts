import { describe, expect, it } from "vitest";
import { REFUND_MESSAGES, refundAmount } from "./refundAmount";

const order = {
  grandTotalCents: 5000,
  refundedCents: 1000,
  currency: "USD" as const,
  lines: [
    { variantId: "a", lineTotalCents: 3600 },
    { variantId: "b", lineTotalCents: 2400 },
  ],
};

describe("a refund's amount", () => {
  it("is what remains when nothing is chosen, or the amount typed up to what remains", () => {
    expect(refundAmount({}, order)).toEqual({ amountCents: 4000 });
    expect(refundAmount({ amountCents: 250 }, order)).toEqual({ amountCents: 250 });
    expect(refundAmount({ amountCents: 4001 }, order)).toEqual({ error: "At most $40.00 can still be refunded." });
  });

  it("is the chosen lines' totals, never more than remains", () => {
    expect(refundAmount({ lineVariantIds: ["b"] }, order)).toEqual({ amountCents: 2400 });
    expect(refundAmount({ lineVariantIds: ["a", "b"] }, order)).toEqual({ amountCents: 4000 });
    expect(refundAmount({ lineVariantIds: ["z"] }, order)).toEqual({ error: REFUND_MESSAGES.unknownLine });
  });

  it("is refused once the order is refunded in full", () => {
    expect(refundAmount({}, { ...order, refundedCents: 5000 })).toEqual({ error: REFUND_MESSAGES.nothingLeft });
  });
});
