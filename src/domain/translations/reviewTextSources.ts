import { MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_NAME_LENGTH, MAX_REVIEW_TITLE_LENGTH } from "../commerce/productReviews";
import { FORM_BUILDER_MESSAGES } from "../messages/formBuilderMessages";
import { REVIEW_MESSAGES } from "../messages/reviewMessages";

/**
 * The words of product reviews, in the primary language, each with what the translation screen
 * calls it: a product page's reviews section, the review request page (its form, notices and the
 * form's refusals, the very words the server refuses with, so each is found by them) and the
 * review request mail. They are part of the store's words (storeTexts.ts), so one translation
 * holds them all.
 */
export const REVIEW_TEXT_SOURCES = {
  reviewsHeading: ["Reviews", "Product page: reviews heading"],
  reviewsAverage: ["{average} out of {max}", "Product page: average rating ({average} is the mean, {max} the most stars)"],
  reviewsOne: ["1 review", "Product page: one review"],
  reviewsMany: ["{count} reviews", "Product page: number of reviews ({count} is the number)"],
  reviewStarsSpoken: ["{rating} out of {max} stars", "Product page: a rating, spoken ({rating} is the stars, {max} the most)"],
  reviewReply: ["Reply from the shop:", "Product page: before the shop's reply to a review"],
  reviewPageHeading: ["Review your purchase", "Review request page: heading and title"],
  reviewYourRating: ["Your rating", "Review request page: stars field"],
  reviewOneStar: ["1 star", "Review request page: one star, spoken"],
  reviewStars: ["{count} stars", "Review request page: a number of stars, spoken ({count} is the number)"],
  reviewAuthorName: ["Your name, as shown with the review", "Review request page: name field"],
  reviewTitle: ["Title (optional)", "Review request page: title field"],
  reviewBody: ["Your review", "Review request page: review field"],
  reviewSend: ["Send review", "Review request page: button"],
  reviewThanks: [REVIEW_MESSAGES.thanks, "Review request page: a review sent"],
  reviewOthersBelow: ["You can review the other products of your order below.", "Review request page: a review sent, more products left"],
  reviewAppearsOnceRead: ["Your review appears on the product's page once the shop has read it.", "Review request page: a review sent, none left"],
  reviewWentWrong: [REVIEW_MESSAGES.somethingWentWrong, "Review request page: a review not sent"],
  reviewTryAgain: [REVIEW_MESSAGES.trySubmittingAgain, "Review request page: a review not sent, what to do"],
  reviewAlreadyReviewed: [REVIEW_MESSAGES.alreadyReviewed, "Review request page: every product reviewed"],
  reviewRequestExpired: [REVIEW_MESSAGES.requestExpired, "Review request page: link expired"],
  reviewNothingToReview: [REVIEW_MESSAGES.noProductsToReview, "Review request page: no products left in the shop"],
  reviewSelectRating: [FORM_BUILDER_MESSAGES.selectStarRating, "Review request page error: no stars"],
  reviewNameRequired: ["Please enter the name to show with your review.", "Review request page error: no name"],
  reviewNameTooLong: [`Please keep your name to ${MAX_REVIEW_NAME_LENGTH} characters.`, "Review request page error: name too long"],
  reviewTitleTooLong: [`Please keep the title to ${MAX_REVIEW_TITLE_LENGTH} characters.`, "Review request page error: title too long"],
  reviewBodyRequired: ["Please write a few words about the product.", "Review request page error: no review"],
  reviewBodyTooLong: [`Please keep your review to ${MAX_REVIEW_BODY_LENGTH} characters.`, "Review request page error: review too long"],
  reviewMailSubject: ["How was your order from {site}?", "Review request mail: subject"],
  reviewMailThanks: ["Thank you again for your order {number} from {site}.", "Review request mail: first line"],
  reviewMailAsk: ["How do you like what you bought? Your review helps other shoppers choose:", "Review request mail: before the products"],
  reviewMailLink: ["Write your review: {link}", "Review request mail: the link ({link} is the address)"],
  reviewMailDays: ["The link works for {days} days.", "Review request mail: last line ({days} is the number of days)"],
} as const satisfies Record<string, readonly [string, string]>;

const REFUSAL_KEYS = [
  "reviewSelectRating",
  "reviewNameRequired",
  "reviewNameTooLong",
  "reviewTitleTooLong",
  "reviewBodyRequired",
  "reviewBodyTooLong",
] as const satisfies readonly (keyof typeof REVIEW_TEXT_SOURCES)[];

/** A refusal of the review form in the page's language, found by its primary words; one not known is shown as given. */
export function reviewRefusalIn(message: string, texts: { readonly [K in (typeof REFUSAL_KEYS)[number]]: string }): string {
  const key = REFUSAL_KEYS.find((name) => REVIEW_TEXT_SOURCES[name][0] === message);
  return key ? texts[key] : message;
}
