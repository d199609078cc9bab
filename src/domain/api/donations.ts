import { z } from "zod";
import { DONATION_FREQUENCIES, DONATION_MESSAGES } from "../commerce/donations";
import { noFieldsSchema } from "./bodies";
import { paymentSchema } from "./commerce";
import { listPageQuerySchema } from "./paging";
import type { ApiRoute } from "./route";

/** What `POST /api/commerce/donate` takes from the donate page: the gift, the donor and the payment, once per idempotency key. */
export const donateRequestSchema = z.strictObject({
  donatePageId: z.string().max(24),
  amountCents: z.number(DONATION_MESSAGES.chooseAmount).int(DONATION_MESSAGES.chooseAmount).min(1, DONATION_MESSAGES.chooseAmount),
  fund: z.string().max(100).default(""),
  coverFees: z.boolean().default(false),
  frequency: z.enum(DONATION_FREQUENCIES).default("once"),
  name: z.string().trim().min(1, DONATION_MESSAGES.name).max(200),
  email: z.string().trim().max(320),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "must be 16 to 100 letters, digits, - or _."),
  payment: paymentSchema,
  /** The language of the page the gift was sent from (its `lang`), which its refusals and next page are in. */
  locale: z.string().max(40).optional(),
  crumb: z.string().optional(),
});

/** The answer of a paid gift, or of one waiting for the card's extra confirmation: where the donor goes next (the contribution confirmed page, or the provider's confirmation step). */
export const donateAnswerSchema = z.object({ donationId: z.string(), status: z.enum(["paid", "awaiting_confirmation"]), redirect: z.string() });

/** A gift as the owner's list, its CSV file and the donor's account show it. */
export const donationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  amountCents: z.number(),
  feeCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  fund: z.string(),
  frequency: z.enum(DONATION_FREQUENCIES),
  status: z.string(),
  donatePageId: z.string(),
});

/** A page of a site's gifts, newest first. */
export const donationListSchema = z.object({ total: z.number(), donations: z.array(donationSchema) });

/** The columns of the donations CSV file, in order. */
export const DONATION_CSV_COLUMNS = [
  ["id", "Donation"],
  ["createdAt", "Given"],
  ["name", "Name"],
  ["email", "Email"],
  ["amountCents", "Gift (minor units)"],
  ["feeCents", "Fees covered (minor units)"],
  ["totalCents", "Charged (minor units)"],
  ["currency", "Currency"],
  ["fund", "Fund"],
  ["frequency", "Frequency"],
  ["status", "State"],
  ["donatePageId", "Donation block"],
] as const satisfies readonly (readonly [keyof z.output<typeof donationSchema>, string])[];

/** Where every paid gift of the site downloads as a CSV file (a link, not a call: the answer is the file). */
export const DONATIONS_CSV_PATH = "/api/config/store/donations/export/csv";

/** Who stopped a monthly gift, as the owner's list shows it. */
export const MONTHLY_GIFT_STOPPED_BY = ["donor", "owner", "payment"] as const;

/** A donor's monthly gift as the owner's list shows it. */
export const monthlyGiftSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  amountCents: z.number(),
  feeCents: z.number(),
  currency: z.string(),
  fund: z.string(),
  methodLabel: z.string(),
  status: z.enum(["active", "cancelled"]),
  /** Who stopped it; null while it is active. */
  stoppedBy: z.enum(MONTHLY_GIFT_STOPPED_BY).nullable(),
  /** When the next month is charged; null once stopped. */
  nextChargeAt: z.string().nullable(),
});

/** A page of a site's monthly gifts, active ones first. */
export const monthlyGiftListSchema = z.object({ total: z.number(), monthlyGifts: z.array(monthlyGiftSchema) });

/** The owner's refusal of stopping a monthly gift that is stopped already. */
export const MONTHLY_GIFT_MESSAGES = {
  notFound: "This monthly gift does not exist.",
  stoppedBefore: "This monthly gift is already stopped.",
} as const;

const pageQuery = z.strictObject({ limit: listPageQuerySchema.shape.limit, offset: listPageQuerySchema.shape.offset });

/** The owner's routes of donations (orders permission 1410: read to list, write to stop a monthly gift). */
export const donationRoutes = {
  list: {
    method: "GET",
    url: "/api/config/store/donations",
    schema: { querystring: pageQuery, response: { 200: donationListSchema } },
  },
  monthlyGifts: {
    method: "GET",
    url: "/api/config/store/donations/monthly",
    schema: { querystring: pageQuery, response: { 200: monthlyGiftListSchema } },
  },
  stopMonthlyGift: {
    method: "POST",
    url: "/api/config/store/donations/monthly/:id/stop",
    schema: { params: z.object({ id: z.string().max(24) }), body: noFieldsSchema, response: { 200: monthlyGiftSchema } },
  },
} satisfies Record<string, ApiRoute>;
