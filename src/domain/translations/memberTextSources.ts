import { MEMBER_AREA_RULES } from "../commerce/memberAreaRules";
import { PAYMENT_REFUSALS } from "../commerce/paymentRefusals";

/**
 * The words of the member areas' pages, in the primary language, each with what the translation
 * screen calls it: the offer to join on a member page and its access denied page, the join page
 * (signed in, signed out and waiting), the membership confirmed page, a free or once-paid plan's price, and the join page's refusals (the very words the server refuses with, so each is found by them) (a recurring plan's is written in the recurring price words, recurringTextSources.ts). They are part of the store's words (storeTexts.ts), so one translation holds them all.
 */
export const MEMBER_TEXT_SOURCES = {
  memberOfferHeading: ["The rest of this page is for members", "Member page: heading of the offer to join"],
  memberOfferJoin: ["Join {area} to see all of it.", "Member page: the offer to join ({area} is the member area's name)"],
  memberAlreadyMember: ["Already a member?", "Member page: before the sign-in link"],
  memberSignIn: ["Sign in", "Member page and join page: the sign-in link"],
  memberPlanJoin: ["Join", "Member page: a plan's join button"],
  memberPlanJoinNamed: ["Join {area}: {plan}", "Member page: a plan's join button, spoken ({area} is the member area, {plan} the plan)"],
  memberDeniedHeading: ["This page is for members", "Member page, signed in without a plan: heading"],
  memberDeniedLine: [
    "You are signed in as {email}, which is not a member of {area} yet. Choose a plan to join.",
    "Member page, signed in without a plan ({email} is the customer's email, {area} the member area)",
  ],
  memberJoinHeading: ["Join {area}", "Join page: heading, title and form name ({area} is the member area)"],
  memberJoinPlan: ["{plan}:", "Join page: before the plan's price ({plan} is the plan)"],
  memberJoinPay: ["Pay {price} and join", "Join page: a paid plan's button ({price} is the plan's price)"],
  memberJoinFree: ["Join", "Join page: a free plan's button"],
  memberSignInFirst: [MEMBER_AREA_RULES.signInFirst, "Join page, signed out: first line"],
  memberNewHere: ["New here?", "Join page, signed out: before the sign-up link"],
  memberCreateAccount: ["Create an account", "Join page, signed out: the sign-up link"],
  memberAwaitingConfirmation: [MEMBER_AREA_RULES.awaitingConfirmation, "Join page: waiting for the card's extra confirmation"],
  memberConfirmationRefused: [MEMBER_AREA_RULES.confirmationRefused, "Join page: the card's extra confirmation not completed"],
  memberTryAgain: ["Try again", "Join page: the link to join again after a refused confirmation"],
  memberConfirmed: ["Membership confirmed", "Membership confirmed page: heading and title"],
  memberWelcome: [
    "Welcome to {area}. You joined on the {plan} plan ({price}) as {email}.",
    "Membership confirmed page: first line ({area} is the member area, {plan} the plan, {price} its price, {email} the member's email)",
  ],
  memberGoTo: ["Go to {area}", "Membership confirmed page: the link to the area's first page ({area} is the member area)"],
  memberListedIn: ["Your memberships are listed in {account}.", "Membership confirmed page: last line ({account} is the link to the account)"],
  memberYourAccount: ["your account", "Membership confirmed page: the account link"],
  memberPriceFree: ["Free", "Member plans: a free plan's price"],
  memberPriceOnce: ["{price} once", "Member plans: a plan paid once ({price} is the amount)"],
  memberAreaGone: [MEMBER_AREA_RULES.notFound, "Join page refusal: the member area is gone"],
  memberPlanGone: [MEMBER_AREA_RULES.planNotFound, "Join page refusal: the plan is not offered any more"],
  memberAlreadyJoined: [MEMBER_AREA_RULES.alreadyMember, "Join page refusal: already a member"],
  memberJoining: [MEMBER_AREA_RULES.joining, "Join page refusal: the joining still being processed"],
  memberCardNotTaken: [MEMBER_AREA_RULES.cardNotTaken, "Join page refusal: card numbers sent to a site paying through Stripe"],
  memberCardDetails: [MEMBER_AREA_RULES.cardDetails, "Join page refusal: no card details"],
  memberCardNumberRefused: [PAYMENT_REFUSALS.cardNumber, "Join page refusal: the card number"],
  memberExpiryMonthRefused: [PAYMENT_REFUSALS.expMonth, "Join page refusal: the expiry month"],
  memberExpiryYearRefused: [PAYMENT_REFUSALS.expYear, "Join page refusal: the expiry year"],
  memberSecurityCodeRefused: [PAYMENT_REFUSALS.cvc, "Join page refusal: the security code"],
  memberPaymentMethodRefused: [PAYMENT_REFUSALS.paymentMethod, "Join page refusal: Stripe's payment method"],
} as const satisfies Record<string, readonly [string, string]>;
