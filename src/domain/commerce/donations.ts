/** Where a donation block's button sends its visitor: the donate page (203), `?donatePageId={block id}`. */
export const DONATE_PATH = "/checkout/donate";

/** The contribution confirmed page (204) of one paid gift, opened with the gift's access token. */
export function contributionConfirmedPath(donationId: string): string {
  return `/commerce/contribution-confirmed/${donationId}`;
}

/** How often a gift is given: once, or every month (signed-in donors only). */
export const DONATION_FREQUENCIES = ["once", "monthly"] as const;

/** The smallest gift a donate page takes, in minor units, unless its block asks for more. */
export const DONATION_MINIMUM_CENTS = 100;

/** The largest gift one checkout takes, in minor units. */
export const DONATION_MAXIMUM_CENTS = 10_000_000;

/** The words donors read when a gift is refused or asked for something. */
export const DONATION_MESSAGES = {
  notFound: "This donation page does not exist.",
  chooseAmount: "Choose an amount or type your own.",
  amountNotOffered: "Choose one of the amounts shown.",
  fund: "Choose one of the funds shown.",
  monthlySignIn: "Sign in to your account to give every month.",
  monthlyNotOffered: "This page takes gifts given once.",
  name: "Enter your name.",
  email: "Enter an email address such as name@example.com.",
  reusedKey: "This gift was already sent with other details. Please reload the page and try again.",
  inProgress: "Your gift is still being processed. Please wait a moment and check your email before trying again.",
  confirmationFailed: "Your card's extra confirmation step did not succeed, so nothing was charged. Please try again or use another card.",
  confirmationTooLate: "This gift waited more than an hour for your card's extra confirmation, so it was cancelled and nothing was charged. Please give again.",
  planNotFound: "This monthly gift is not in your account.",
} as const;

/** The refusal of a gift below the page's smallest amount, in the site's currency's words. */
export function amountTooSmallMessage(minimum: string): string {
  return `The smallest gift is ${minimum}.`;
}

/** The refusal of a gift above what one checkout takes. */
export function amountTooLargeMessage(maximum: string): string {
  return `The largest gift is ${maximum}.`;
}

/** How the processing fee a donor may cover is estimated: a share of the charge (basis points) and a fixed part. */
export interface DonationFeeRule {
  feePercentBasisPoints: number;
  feeFixedCents: number;
}

/**
 * What a donor adds to cover the processing fee, so the cause receives the whole gift: the
 * charge is grossed up, (gift + fixed) / (1 - share), rounded up to the minor unit, in whole
 * numbers only.
 */
export function coverFeeCents(amountCents: number, rule: DonationFeeRule): number {
  const keep = 10_000 - rule.feePercentBasisPoints;
  const total = Math.ceil(((amountCents + rule.feeFixedCents) * 10_000) / keep);
  return total - amountCents;
}
