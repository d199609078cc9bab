import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "./reviewMessages";

describe("REVIEW_MESSAGES", () => {
  it("pins the strings of spec 2 §8", () => {
    expect(REVIEW_MESSAGES).toEqual({
      somethingWentWrong: "Something went wrong",
      trySubmittingAgain: "Try submitting your review again",
      alreadyReviewed: "You have already reviewed this purchase",
      requestExpired: "Your review request has expired",
      noProductsToReview: "There are no products to review",
      thanks: "Thanks for your feedback",
    });
  });
});
