import { describe, expect, it } from "vitest";
import { donationStateWords } from "./donationStateWords";

describe("a gift's state in the owner's Donations tab", () => {
  it("reads in plain words, a gift left unconfirmed included, and never as a stored code", () => {
    expect(["paid", "awaiting_confirmation", "abandoned", "declined", "retry", "cancelled", "pending"].map((status) => donationStateWords(status))).toEqual([
      "Paid",
      "Waiting for the donor's card confirmation",
      "Not confirmed: nothing charged",
      "Card declined",
      "Card declined, trying again",
      "Not charged: stopped",
      "Being charged",
    ]);
  });
});
