import { z } from "zod";
import { MEMBER_AREA_LIMITS, MEMBER_AREA_RULES } from "./memberAreaRules";
import { filledIn } from "../translations/filledIn";
import { RECURRING_PRICE_WORDS, recurringPriceText, type RecurringPriceWords } from "./recurringPrice";
import { subscriptionPlanSchema, type SubscriptionPlan } from "./subscriptionPlan";

/** How a member pricing plan is paid: nothing, once, or every billing period. */
export const MEMBER_PLAN_KINDS = ["free", "one_time", "recurring"] as const;

/** Whole minor units of a plan's price. */
const priceCents = z.number().int(MEMBER_AREA_RULES.paidPrice).min(0, MEMBER_AREA_RULES.paidPrice).max(MEMBER_AREA_LIMITS.maxPriceCents);

/**
 * One pricing plan of a member area: free, one payment, or a payment every billing period
 * (a real period: a number of weeks, months or years, and how many payments, 0 until cancelled:
 * the subscription plans' own schema).
 */
const memberPlanSchema = z
  .strictObject({
    id: z.string().regex(/^[0-9a-f]{24}$/),
    name: z.string().trim().min(1, MEMBER_AREA_RULES.planName).max(80, MEMBER_AREA_RULES.planName),
    kind: z.enum(MEMBER_PLAN_KINDS),
    priceCents,
    billingPeriod: subscriptionPlanSchema.shape.billingPeriod.nullable().default(null),
    numBillingCycles: subscriptionPlanSchema.shape.numBillingCycles.default(0),
  })
  .superRefine((plan, ctx) => {
    if (plan.kind === "free" && plan.priceCents !== 0) ctx.addIssue({ code: "custom", message: MEMBER_AREA_RULES.freePrice, path: ["priceCents"] });
    if (plan.kind !== "free" && plan.priceCents === 0) ctx.addIssue({ code: "custom", message: MEMBER_AREA_RULES.paidPrice, path: ["priceCents"] });
    if (plan.kind === "recurring" && !plan.billingPeriod) ctx.addIssue({ code: "custom", message: MEMBER_AREA_RULES.recurringPeriod, path: ["billingPeriod"] });
    if (plan.kind !== "recurring" && plan.billingPeriod)
      ctx.addIssue({ code: "custom", message: MEMBER_AREA_RULES.notRecurringPeriod, path: ["billingPeriod"] });
    if (plan.kind !== "recurring" && plan.numBillingCycles !== 0)
      ctx.addIssue({ code: "custom", message: MEMBER_AREA_RULES.notRecurringPayments, path: ["numBillingCycles"] });
  });

/** A member area's pricing plan. */
export type MemberPlan = z.output<typeof memberPlanSchema>;

/**
 * A member area, sold as a paywall product (product type 5): its name, the pages of the
 * `_memberareas` navigation it opens, how many of a page's sections visitors without access see
 * as a preview, and its plans. One schema for the editor, the owner API and the site file.
 */
export const memberAreaInputSchema = z.strictObject({
  name: z.string().trim().min(1, MEMBER_AREA_RULES.name).max(120, MEMBER_AREA_RULES.name),
  pageIds: z
    .array(z.string().regex(/^[0-9a-f]{24}$/, MEMBER_AREA_RULES.pages))
    .max(MEMBER_AREA_LIMITS.maxPages, MEMBER_AREA_RULES.pages)
    .refine((ids) => new Set(ids).size === ids.length, MEMBER_AREA_RULES.pages),
  previewSections: z
    .number()
    .int(MEMBER_AREA_RULES.previewSections)
    .min(0, MEMBER_AREA_RULES.previewSections)
    .max(MEMBER_AREA_LIMITS.maxPreviewSections, MEMBER_AREA_RULES.previewSections),
  plans: z.array(memberPlanSchema).min(1, MEMBER_AREA_RULES.noPlans).max(MEMBER_AREA_LIMITS.maxPlans, MEMBER_AREA_RULES.noPlans),
});

/** A member area as the owner writes it. */
export type MemberAreaInput = z.output<typeof memberAreaInputSchema>;

/** A stored plan list read back; anything unreadable is left out. */
export function memberPlansOfJson(json: string): MemberPlan[] {
  const parsed = z.array(z.unknown()).safeParse(JSON.parse(json));
  if (!parsed.success) return [];
  return parsed.data.flatMap((plan) => {
    const one = memberPlanSchema.safeParse(plan);
    return one.success ? [one.data] : [];
  });
}

/** A recurring plan as the subscription plan the subscriptions' renewals charge. */
export function subscriptionPlanOf(plan: MemberPlan): SubscriptionPlan | null {
  return plan.kind === "recurring" && plan.billingPeriod ? { billingPeriod: plan.billingPeriod, numBillingCycles: plan.numBillingCycles } : null;
}

/** The words of a member plan's price: a free plan's, a plan paid once ("{price} once") and a recurring plan's. */
export interface MemberPriceWords extends RecurringPriceWords {
  free: string;
  once: string;
}

/** The member plans' price words in the primary language. */
const MEMBER_PRICE_WORDS: MemberPriceWords = { free: "Free", once: "{price} once", ...RECURRING_PRICE_WORDS };

/** A plan's price in visitors' words: "Free", "$20.00 once", "$5.00 every month" or "$5.00 every month for 6 months"; a page in another language gives its own words. */
export function memberPlanPriceText(plan: MemberPlan, money: (cents: number) => string, words: MemberPriceWords = MEMBER_PRICE_WORDS): string {
  const recurring = subscriptionPlanOf(plan);
  if (recurring) return recurringPriceText(money(plan.priceCents), recurring, words);
  return plan.kind === "free" ? words.free : filledIn(words.once, { price: money(plan.priceCents) });
}

/** A membership's states: joining (paid, not yet confirmed), active, declined (the payment was refused) or ended. */
export const MEMBERSHIP_STATUS = { PENDING: "pending", ACTIVE: "active", DECLINED: "declined", ENDED: "ended" } as const;
/** A membership's state in the member's and the owner's words. */
export const MEMBERSHIP_STATUS_LABEL: Record<string, string> = { pending: "Joining", active: "Active", declined: "Payment declined", ended: "Ended" };
