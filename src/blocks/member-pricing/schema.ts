import { z } from "zod";
import { CURRENCY_CODES, CURRENCY_LABELS, type CurrencyCode } from "../../domain/currencies";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MEMBER_AREA_MESSAGES } from "../../domain/messages/memberAreaMessages";
import type { BlockSchemaDefinition } from "../types";
import { linkSchema } from "../shared/linkSchema";
import { MemberPricingPreview } from "./MemberPricingPreview";
import { textOf } from "../shared/plainText";

const priceOption = z
  .strictObject({
    label: z.string().trim().max(60).default(""),
    free: z.boolean().default(false),
    amount: z.number().min(0).max(1_000_000).default(0),
    period: z.string().trim().max(60).default(""),
    joinLabel: z.string().trim().min(1, "A join button needs a label.").max(60).default("Join"),
    joinUrl: linkSchema.refine((v) => v.length > 0, { message: "A join button needs a link." }),
  })
  .refine((option) => !option.free || option.label !== "", { message: MEMBER_AREA_MESSAGES.freePriceNeedsLabel, path: ["label"] });

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
/** One side of the toggle: its label, its price (or free) and its join button. */
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
      { label: "Monthly", free: false, amount: 9, period: "per month", joinLabel: "Join monthly", joinUrl: "/join?plan=monthly" },
      { label: "Yearly", free: false, amount: 90, period: "per year", joinLabel: "Join yearly", joinUrl: "/join?plan=yearly" },
    ],
  },
  Preview: MemberPricingPreview,
  summary: (s) => textOf(s.heading),
  island: "member-pricing",
};
