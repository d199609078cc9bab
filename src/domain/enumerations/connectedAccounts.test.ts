import { describe, expect, it } from "vitest";
import { CONNECTED_ACCOUNT_SERVICE } from "./connectedAccounts";

describe("CONNECTED_ACCOUNT_SERVICE", () => {
  it("pins the ids of spec 2 §3, and MailChimp's past the spec's range", () => {
    expect(CONNECTED_ACCOUNT_SERVICE).toEqual({ FACEBOOK: 2, STRIPE: 15, SQUARE: 76, WEGLOT: 80, MAILCHIMP: 1000 });
  });
});
