import { z } from "zod";
import { CURRENCY_CODES, CURRENCY_LABELS, type CurrencyCode } from "../../domain/currencies";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MEMBER_AREA_MESSAGES } from "../../domain/messages/memberAreaMessages";
import { BILLING_UNIT_LABELS, subscriptionPlanSchema } from "../../domain/commerce/subscriptionPlan";
import type { BlockSchemaDefinition } from "../types";
import { linkSchema } from "../shared/linkSchema";
import { MemberPricingPreview } from "./MemberPricingPreview";
import { textOf } from "../shared/plainText";

const { billingPeriod, numBillingCycles } = subscriptionPlanSchema.shape;

/** The subscriptions' billing period, every 1 month unless the owner says otherwise. */
const periodOfOption = z
  .strictObject({
    value: billingPeriod.shape.value.default(1).meta({ title: "Bill every" }),
    unit: billingPeriod.shape.unit.default("month").meta({ title: "Period", optionLabels: BILLING_UNIT_LABELS }),
  })
  .nullable()
  .default(null)
  .meta({ title: "Charged every billing period" });

const priceOption = z
  .strictObject({
    label: z.string().trim().max(60).default(""),
    free: z.boolean().default(false),
    amount: z.number().min(0).max(1_000_000).default(0),
    billingPeriod: periodOfOption,
    numBillingCycles: numBillingCycles.default(0).meta({ title: "Number of payments (0 renews until cancelled)" }),
    joinLabel: z.string().trim().min(1, "A join button needs a label.").max(60).default("Join"),
    joinUrl: linkSchema.refine((v) => v.length > 0, { message: "A join button needs a link." }),
  })
  .refine((option) => !option.free || option.label !== "", { message: MEMBER_AREA_MESSAGES.freePriceNeedsLabel, path: ["label"] })
  .refine((option) => !option.free || option.billingPeriod === null, { message: MEMBER_AREA_MESSAGES.freePriceHasNoPeriod, path: ["billingPeriod"] })
  .refine((option) => option.billingPeriod !== null || option.numBillingCycles === 0, {
    message: MEMBER_AREA_MESSAGES.paymentsNeedPeriod,
    path: ["numBillingCycles"],
  });

const settings = z.strictObject({
  heading: z.string().trim().max(200).default(""),
  currency: z
    .enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]])
    .meta({ optionLabels: CURRENCY_LABELS })
    .default("USD"),
  prices: z.array(priceOption).length(2, "A pricing toggle has two price options."),
});

/** Settings of a member pricing toggle: a heading, the currency and its left and right price options. */
export type MemberPricingSettings = z.infer<typeof settings>;
/** One side of the toggle: its label, its price (or free), its billing period when it recurs, and its join button. */
export type PriceOption = MemberPricingSettings["prices"][number];

/** The member-access pricing toggle (spec 2 §2): a left/right button swaps the prices and join buttons shown. */
export const memberPricingSchema: BlockSchemaDefinition<MemberPricingSettings> = {
  type: "member-pricing",
  code: BLOCK_TYPE.memberArea,
  label: "Member pricing",
  description: "Two ways to join, such as monthly and yearly, with a switch between their prices.",
  category: "commerce",
  schema: settings,
  example: {
    heading: "Become a member",
    currency: "USD",
    prices: [
      {
        label: "Monthly",
        free: false,
        amount: 9,
        billingPeriod: { value: 1, unit: "month" },
        numBillingCycles: 0,
        joinLabel: "Join monthly",
        joinUrl: "/join?plan=monthly",
      },
      {
        label: "Yearly",
        free: false,
        amount: 90,
        billingPeriod: { value: 1, unit: "year" },
        numBillingCycles: 0,
        joinLabel: "Join yearly",
        joinUrl: "/join?plan=yearly",
      },
    ],
  },
  Preview: MemberPricingPreview,
  summary: (s) => textOf(s.heading),
  island: "member-pricing",
};
