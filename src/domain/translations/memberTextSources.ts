/**
 * The words of the member areas' pages, in the primary language, each with what the translation
 * screen calls it: the offer to join on a member page and its access denied page, and the plans'
 * prices. They are part of the store's words (storeTexts.ts), so one translation holds them all.
 */
export const MEMBER_TEXT_SOURCES = {
  memberOfferHeading: ["The rest of this page is for members", "Member page: heading of the offer to join"],
  memberOfferJoin: ["Join {area} to see all of it.", "Member page: the offer to join ({area} is the member area's name)"],
  memberAlreadyMember: ["Already a member?", "Member page: before the sign-in link"],
  memberSignIn: ["Sign in", "Member page: the sign-in link"],
  memberPlanJoin: ["Join", "Member page: a plan's join button"],
  memberPlanJoinNamed: ["Join {area}: {plan}", "Member page: a plan's join button, spoken ({area} is the member area, {plan} the plan)"],
  memberDeniedHeading: ["This page is for members", "Member page, signed in without a plan: heading"],
  memberDeniedLine: [
    "You are signed in as {email}, which is not a member of {area} yet. Choose a plan to join.",
    "Member page, signed in without a plan ({email} is the customer's email, {area} the member area)",
  ],
  memberPriceFree: ["Free", "Member plans: a free plan's price"],
  memberPriceOnce: ["{price} once", "Member plans: a plan paid once ({price} is the amount)"],
  memberPriceEvery: ["{price} every {period}", "Member plans: a recurring price ({price} is the amount, {period} how often)"],
  memberPriceEveryFor: [
    "{price} every {period} for {duration}",
    "Member plans: a recurring price for a time ({price} is the amount, {period} how often, {duration} for how long)",
  ],
  memberEveryWeek: ["week", "Member plans: billed every week"],
  memberEveryWeeks: ["{count} weeks", "Member plans: billed every few weeks, and a duration in weeks ({count} is how many)"],
  memberOneWeek: ["1 week", "Member plans: a duration of one week"],
  memberEveryMonth: ["month", "Member plans: billed every month"],
  memberEveryMonths: ["{count} months", "Member plans: billed every few months, and a duration in months ({count} is how many)"],
  memberOneMonth: ["1 month", "Member plans: a duration of one month"],
  memberEveryYear: ["year", "Member plans: billed every year"],
  memberEveryYears: ["{count} years", "Member plans: billed every few years, and a duration in years ({count} is how many)"],
  memberOneYear: ["1 year", "Member plans: a duration of one year"],
} as const satisfies Record<string, readonly [string, string]>;
