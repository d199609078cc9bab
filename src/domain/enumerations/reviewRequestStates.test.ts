import { describe, expect, it } from "vitest";
import { REVIEW_REQUEST_STATE } from "./reviewRequestStates";

describe("REVIEW_REQUEST_STATE", () => {
  it("names the three states of spec 2 §4", () => {
    expect(REVIEW_REQUEST_STATE).toEqual({
      EXPIRED: "expired",
      ALREADY_REVIEWED: "already-reviewed",
      NO_PRODUCTS_TO_REVIEW: "no-products-to-review",
    });
  });
});
