// The member areas' limits and messages, apart from their schemas so pages' scripts that show
// the messages (through the store's words) load no schema library.

/** Most plans one member area offers, and most sections a preview shows (Tessera's limits). */
export const MEMBER_AREA_LIMITS = { maxPlans: 6, maxPreviewSections: 20, maxPages: 200, maxPriceCents: 100_000_000 } as const;

/** What the member area editor and the server say of a member area's fields, and the visitor's refusals. */
export const MEMBER_AREA_RULES = {
  name: "Give the member area a name of 1 to 120 characters.",
  planName: "Give each plan a name of 1 to 80 characters.",
  noPlans: `Offer 1 to ${MEMBER_AREA_LIMITS.maxPlans} plans.`,
  freePrice: "A free plan has no price.",
  paidPrice: "A paid plan needs a price above 0.",
  recurringPeriod: "A recurring plan needs a billing period.",
  notRecurringPeriod: "Only a recurring plan has a billing period.",
  notRecurringPayments: "Only a recurring plan has a number of payments.",
  previewSections: `Show 0 to ${MEMBER_AREA_LIMITS.maxPreviewSections} sections as the preview.`,
  pages: "Choose pages of this site other than its home page.",
  pageTaken: "A page belongs to one member area only.",
  notFound: "This member area does not exist.",
  planNotFound: "This plan is not offered any more.",
  signInFirst: "Sign in or create an account to join.",
  alreadyMember: "You are already a member of this area.",
  joining: "Your joining is being processed. Please wait a moment and reload the page.",
  cardNotTaken: "This site takes card payments through Stripe, so card numbers cannot be sent here. Please enter your card in Stripe's payment form.",
  cardDetails: "Please enter your card details.",
  awaitingConfirmation: "Your joining waits for your card's extra confirmation. Reload this page in a moment to see your membership.",
  confirmationRefused: "Your card's extra confirmation was not completed, so nothing was charged and you have not joined.",
} as const;
