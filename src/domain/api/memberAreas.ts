import { z } from "zod";
import { MEMBER_AREA_RULES } from "../commerce/memberAreaRules";
import { memberAreaInputSchema } from "../commerce/memberAreas";
import { paymentSchema } from "./commerce";
import { PRODUCT_TYPE } from "../enumerations/productTypes";
import { noContentSchema } from "./siteSettings";
import type { ApiRoute } from "./route";

/** A member area as the owner's screen reads it: what the owner wrote, its product type (paywall, 5) and how many members it has. */
export const memberAreaSchema = memberAreaInputSchema.extend({
  id: z.string(),
  productType: z.literal(PRODUCT_TYPE.PAYWALL),
  members: z.number(),
});

/** A member of an area as the owner's screen lists it. */
export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  planName: z.string(),
  /** The plan's price as joined, "$5.00 every month". */
  price: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  joinedAt: z.string().nullable(),
});

const idParams = z.object({ id: z.string() });

/** The owner's routes of member areas (store permission 14 to read and write them, orders 1410 to see their members). */
export const memberAreaRoutes = {
  list: {
    method: "GET",
    url: "/api/config/member-areas",
    schema: {
      response: {
        200: z.object({
          memberAreas: z.array(memberAreaSchema),
          /** The pages an area may open; `isMemberPage` when already in the member areas navigation. */
          pages: z.array(z.object({ id: z.string(), title: z.string(), urlSlug: z.string(), isMemberPage: z.boolean() })),
        }),
      },
    },
  },
  create: { method: "POST", url: "/api/config/member-areas", schema: { body: memberAreaInputSchema, response: { 201: memberAreaSchema } } },
  update: {
    method: "PUT",
    url: "/api/config/member-areas/:id",
    schema: { params: idParams, body: memberAreaInputSchema, response: { 200: memberAreaSchema } },
  },
  remove: { method: "DELETE", url: "/api/config/member-areas/:id", schema: { params: idParams, response: { 204: noContentSchema } } },
  members: {
    method: "GET",
    url: "/api/config/member-areas/:id/members",
    schema: { params: idParams, response: { 200: z.object({ members: z.array(memberSchema) }) } },
  },
} satisfies Record<string, ApiRoute>;

/**
 * What the join form posts: the crumb, and for a paid plan the card in the test gateway's fields
 * or the payment method Stripe's element made (the checkout's payment schema checks either).
 */
export const joinFormSchema = z.object({
  crumb: z.string().max(200).optional(),
  cardNumber: z.string().max(30).default(""),
  expMonth: z.coerce.number().int().default(0),
  expYear: z.coerce.number().int().default(0),
  cvc: z.string().max(6).default(""),
  /** The payment method Stripe's element made, on a site paying through Stripe. */
  paymentMethodId: z.string().max(120).default(""),
});

/**
 * The payment a join form sent, checked with the checkout's payment schema, for a site whose
 * provider collects `collects`: a site paying through Stripe never takes card numbers, so a form
 * sending them is refused in plain words rather than passed on. Answers the refusal's words.
 */
export function joinPaymentOf(
  form: z.output<typeof joinFormSchema>,
  collects: "card" | "paymentMethod",
): { payment: z.output<typeof paymentSchema> } | { refusal: string } {
  if (collects === "paymentMethod" && (form.cardNumber || form.cvc)) return { refusal: MEMBER_AREA_RULES.cardNotTaken };
  const sent =
    collects === "paymentMethod"
      ? { kind: "paymentMethod", paymentMethodId: form.paymentMethodId }
      : { kind: "card", cardNumber: form.cardNumber, expMonth: form.expMonth, expYear: form.expYear, cvc: form.cvc };
  const payment = paymentSchema.safeParse(sent);
  return payment.success ? { payment: payment.data } : { refusal: payment.error.issues[0]?.message ?? MEMBER_AREA_RULES.cardDetails };
}
