/** Product review screen strings (spec 2 §8). */
export const REVIEW_MESSAGES = {
  somethingWentWrong: "Something went wrong",
  trySubmittingAgain: "Try submitting your review again",
  alreadyReviewed: "You have already reviewed this purchase",
  requestExpired: "Your review request has expired",
  noProductsToReview: "There are no products to review",
  thanks: "Thanks for your feedback",
} as const;
