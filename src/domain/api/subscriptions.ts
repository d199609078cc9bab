import { z } from "zod";
import { checkoutRequestSchema, paymentSchema } from "./commerce";
import { listPageQuerySchema } from "./paging";
import { noFieldsSchema } from "./bodies";
import type { ApiRoute } from "./route";

/**
 * What `POST /api/commerce/subscribe-checkout` takes: the checkout's fields (no gift card: a
 * card pays every period), the cart's token from the page's address and the card to save.
 */
export const subscribeCheckoutRequestSchema = checkoutRequestSchema.omit({ giftCardCode: true, payment: true }).extend({
  cartToken: z.string().max(100),
  payment: paymentSchema,
});

/** A subscription as the owner, the account page and the site file show it. */
export const subscriptionSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  /** The recurring price words, "$12.00 every month for 6 months". */
  price: z.string(),
  billingPeriod: z.object({ value: z.number(), unit: z.string() }),
  numBillingCycles: z.number(),
  paidPeriods: z.number(),
  status: z.string(),
  statusLabel: z.string(),
  email: z.string(),
  methodLabel: z.string(),
  startedAt: z.string(),
  nextChargeAt: z.string().nullable(),
});

/** A page of a site's subscriptions, newest first. */
export const subscriptionListSchema = z.object({ total: z.number(), subscriptions: z.array(subscriptionSchema) });

/** What an owner does to a subscription. */
export const subscriptionActionSchema = z.enum(["pause", "resume", "cancel"]);

/** The owner's routes of subscriptions (orders permission 1410: read to list, write to pause, resume or cancel). */
export const subscriptionRoutes = {
  list: {
    method: "GET",
    url: "/api/config/store/subscriptions",
    schema: {
      querystring: z.strictObject({ limit: listPageQuerySchema.shape.limit, offset: listPageQuerySchema.shape.offset }),
      response: { 200: subscriptionListSchema },
    },
  },
  act: {
    method: "POST",
    url: "/api/config/store/subscriptions/:id/:action",
    schema: {
      params: z.object({ id: z.string(), action: subscriptionActionSchema }),
      body: noFieldsSchema,
      response: { 200: subscriptionSchema },
    },
  },
} satisfies Record<string, ApiRoute>;
