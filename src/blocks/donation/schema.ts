import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { DONATION_MAXIMUM_CENTS, DONATION_MINIMUM_CENTS } from "../../domain/commerce/donations";
import type { BlockSchemaDefinition } from "../types";
import { DonationPreview } from "./DonationPreview";

/** Most suggested amounts and funds one donate page offers. */
const MOST_AMOUNTS = 6;
const MOST_FUNDS = 10;

const amount = z
  .number("Each amount must be a whole number of cents.")
  .int("Each amount must be a whole number of cents.")
  .min(DONATION_MINIMUM_CENTS, `Each amount must be at least ${DONATION_MINIMUM_CENTS} cents.`)
  .max(DONATION_MAXIMUM_CENTS, `Each amount must be at most ${DONATION_MAXIMUM_CENTS} cents.`);

const settings = z
  .strictObject({
    title: z.string().trim().max(120, "A title holds at most 120 characters.").default("Support our work"),
    description: z.string().trim().max(600, "A description holds at most 600 characters.").default(""),
    buttonLabel: z.string().trim().min(1, "The button needs a label.").max(60, "A label holds at most 60 characters.").default("Donate"),
    /** The amounts offered on the donate page, in cents (minor units). */
    suggestedAmountsCents: z.array(amount).max(MOST_AMOUNTS, `Offer at most ${MOST_AMOUNTS} amounts.`).default([1000, 2500, 5000]),
    allowCustomAmount: z.boolean().default(true),
    /** The smallest amount a donor may type, in cents. */
    minimumCents: amount.default(DONATION_MINIMUM_CENTS),
    /** The funds (designations) a donor may give to; none means one general fund. */
    funds: z
      .array(z.string().trim().min(1, "Each fund needs a name.").max(100, "A fund's name holds at most 100 characters."))
      .max(MOST_FUNDS, `Offer at most ${MOST_FUNDS} funds.`)
      .default([]),
    /** Offers the donor to add the processing fee to the gift. */
    offerCoverFees: z.boolean().default(true),
    /** The fee's share of a charge in basis points (290 is 2.9%). */
    feePercentBasisPoints: z.number().int().min(0).max(2000).default(290),
    /** The fee's fixed part per charge, in cents. */
    feeFixedCents: z.number().int().min(0).max(1000).default(30),
    /** Offers signed-in donors to give every month. */
    offerMonthly: z.boolean().default(true),
  })
  .refine((s) => s.allowCustomAmount || s.suggestedAmountsCents.length > 0, {
    message: "Offer at least one amount, or let donors type their own.",
    path: ["suggestedAmountsCents"],
  });

/** Settings of a donation block and of the donate page its button opens. */
export type DonationSettings = z.infer<typeof settings>;

/** Parses stored donation settings, filling defaults; the donate page reads its block's settings with it. */
export const donationSettingsSchema = settings;

/** A call to give: a title, a few words and a button opening the donate page (spec 2 §3, donation 51). */
export const donationSchema: BlockSchemaDefinition<DonationSettings> = {
  type: "donation",
  code: BLOCK_TYPE.donation,
  label: "Donation",
  description: "A button that opens a page where visitors give.",
  category: "commerce",
  schema: settings,
  example: {
    title: "Support our work",
    description: "Every gift helps us keep going.",
    buttonLabel: "Donate",
    suggestedAmountsCents: [1000, 2500, 5000],
    allowCustomAmount: true,
    minimumCents: DONATION_MINIMUM_CENTS,
    funds: [],
    offerCoverFees: true,
    feePercentBasisPoints: 290,
    feeFixedCents: 30,
    offerMonthly: true,
  },
  Preview: DonationPreview,
  summary: (s) => (typeof s.title === "string" ? s.title : ""),
};
