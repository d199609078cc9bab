import { z } from "zod";
import { withoutCrumb } from "./bodies";
import { listPageQuerySchema } from "./paging";
import { CURRENCY_CODES, type CurrencyCode } from "../currencies";
import { PAYMENT_KEY_MAX } from "../commerce/paymentKeys";
import { MAX_STOCK, productFieldsSchema, productInputSchema, variantInputSchema } from "../commerce/productModel";
import { ORDER_STATUS } from "../commerce/orderStatus";
import { shippingOptionSchema, storeSettingsSchema } from "../commerce/storeSettings";

/** An amount as it crosses the API edge beside its cents: the currency and the value in major units. */
const moneySchema = z.object({ currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]), value: z.number() });

/** The path of the store routes that name one product, variant or order. */
export const storeIdParamsSchema = z.object({ id: z.string() });

/** The store settings as `GET`/`PUT /api/config/store/settings` answer them. */
export const storeSettingsAnswerSchema = storeSettingsSchema;

/** What `PUT /api/config/store/settings` takes. */
export const storeSettingsBodySchema = withoutCrumb(storeSettingsSchema);

/** The answer of `GET /api/config/store/coupon-uses`: how many orders used each coupon, by its code in capitals (coupons never used are left out). */
export const couponUsesAnswerSchema = z.object({ uses: z.record(z.string(), z.number()) });

/** The answer of `GET /api/config/store/shop`: the site's shop page, or null before it has one. */
export const storeShopSchema = z.object({ shop: z.object({ id: z.string(), title: z.string(), urlSlug: z.string() }).nullable() });

/** A variant as the owner API shows it: the variant as written, with its id, SKU and both prices as Money. */
const storeVariantSchema = z.object(variantInputSchema.shape).extend({
  id: z.string(),
  sku: z.string(),
  price: moneySchema,
  salePrice: moneySchema,
});

/** A product as the owner API shows it: the product as written, with the store's units; a digital product's price is on the product. */
export const storeProductSchema = z
  .object(productFieldsSchema.shape)
  .omit({ downloadPath: true })
  .extend({
    id: z.string(),
    weightUnit: z.string(),
    dimensionUnit: z.string(),
    variants: z.array(storeVariantSchema),
    downloadPath: z.string().optional(),
  });

/** The answer of `GET /api/config/store/products`: a page of the site's products, in shop order, and how many match. */
export const storeProductListSchema = z.object({ total: z.number(), products: z.array(storeProductSchema) });

/** What `POST /api/config/store/products` and `PUT /api/config/store/products/:id` take. */
export const storeProductBodySchema = withoutCrumb(productInputSchema);

/** What `PUT /api/config/store/variants/:id/stock` takes: a new count, or a difference so units sold meanwhile are not written over. */
export const stockBodySchema = z.preprocess(
  (value) => value ?? {},
  z.union([
    z.strictObject({ qtyInStock: z.number().int("must be a whole number.").min(0, "must not be negative.").max(MAX_STOCK), crumb: z.string().optional() }),
    z.strictObject({ adjustBy: z.number().int("must be a whole number.").min(-MAX_STOCK).max(MAX_STOCK), crumb: z.string().optional() }),
  ]),
);

/** The answer of `PUT /api/config/store/variants/:id/stock`. */
export const stockAnswerSchema = z.object({ variantId: z.string(), qtyInStock: z.number() });

const day = z.iso.date().or(z.iso.datetime());

/** The filters and page of `GET /api/config/store/orders`. */
export const ordersQuerySchema = z.strictObject({
  q: z.string().max(200).optional(),
  status: z.enum(Object.values(ORDER_STATUS) as [string, ...string[]]).optional(),
  from: day.optional(),
  to: day.optional(),
  limit: listPageQuerySchema.shape.limit,
  offset: listPageQuerySchema.shape.offset,
});

const optionValueSchema = z.object({ name: z.string(), value: z.string() });

/** A line of an order, frozen at checkout. */
export const orderLineSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productType: z.string(),
  name: z.string(),
  sku: z.string(),
  optionValues: z.array(optionValueSchema),
  quantity: z.number(),
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
});

/** Where a physical order ships. */
export const shippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** One refund of an order: its amount and the lines chosen (none for an amount typed). */
const refundSchema = z.object({
  id: z.string(),
  amountCents: z.number(),
  lineVariantIds: z.array(z.string()),
  state: z.enum(["pending", "done"]),
  createdAt: z.string(),
});

const trackingText = (most: number, label: string) => z.string().trim().max(most, `${label} can be at most ${most} characters.`).default("");

/**
 * What `POST /api/config/store/orders/:id/fulfil` takes: everything optional; the buyer's mail
 * gives what is filled in. A tracking address is a web address (https:// or http://).
 */
export const fulfilBodySchema = z.strictObject({
  trackingNumber: trackingText(100, "The tracking number"),
  carrier: trackingText(100, "The carrier"),
  trackingUrl: trackingText(500, "The tracking address").refine((url) => url === "" || /^https?:\/\/[^\s]+$/.test(url), {
    message: "The tracking address must be a web address starting with https://.",
  }),
  note: trackingText(2000, "The note"),
});

/** Fulfilment details as stored and shown. */
const fulfilmentSchema = z.object({ trackingNumber: z.string(), carrier: z.string(), trackingUrl: z.string(), note: z.string(), createdAt: z.string() });

/**
 * What `POST /api/config/store/orders/:id/refund` takes: nothing (or an empty body) refunds what
 * remains; `amountCents` refunds that much; `lineVariantIds` refunds those lines' totals.
 */
export const refundBodySchema = z
  .strictObject({
    amountCents: z.number().int("Enter the amount in whole cents.").min(1, "Enter an amount above 0.").optional(),
    lineVariantIds: z.array(z.string().max(40)).min(1, "Choose at least one line.").max(200).optional(),
  })
  .refine((body) => body.amountCents === undefined || body.lineVariantIds === undefined, {
    message: "Refund an amount or chosen lines, not both.",
    path: ["amountCents"],
  });

/** The shipping option an order keeps: as chosen, with the store's pick-up address at the time for a pick-up; orders from before pick-up options have no kind. */
export const orderShippingOptionSchema = z
  .object(shippingOptionSchema.shape)
  .extend({ kind: shippingOptionSchema.shape.kind.removeDefault().optional(), pickupAddress: z.string().optional() });

/** The shipping option an order keeps. */
export type OrderShippingOption = z.infer<typeof orderShippingOptionSchema>;

/** An order as the owner API shows it: cents, with the Money shape beside the subtotal and total, and its payments. */
export const storeOrderSchema = z.object({
  id: z.string(),
  /** The short number customers see in their mail. */
  number: z.string(),
  status: z.string(),
  email: z.string(),
  shippingAddress: shippingAddressSchema.nullable(),
  shippingOption: orderShippingOptionSchema.nullable(),
  /** "Pick-up at …" or "Delivery to …"; null when nothing ships. */
  handover: z.string().nullable(),
  lines: z.array(orderLineSchema),
  coupons: z.array(z.string()),
  currency: z.string(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  grandTotalCents: z.number(),
  subtotal: moneySchema,
  grandTotal: moneySchema,
  paymentProvider: z.string(),
  paymentReference: z.string().nullable(),
  payments: z.array(
    z.object({ id: z.string(), provider: z.string(), reference: z.string(), amountCents: z.number(), status: z.string(), createdAt: z.string() }),
  ),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** How much has been refunded so far (one order's answer only). */
  refundedCents: z.number().optional(),
  /** Each refund, oldest first (one order's answer only). */
  refunds: z.array(refundSchema).optional(),
  /** What the order was fulfilled with (one order's answer only); null before it is fulfilled. */
  fulfilment: fulfilmentSchema.nullable().optional(),
});

/** The answer of `GET /api/config/store/orders`: the page of orders and how many match. */
export const storeOrderListSchema = z.object({ total: z.number(), orders: z.array(storeOrderSchema) });

/** Whether one of the site's Stripe keys is set, with its last 4 characters; never the key. */
const paymentKeyStateSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });

/** The answer of `/api/config/store/payment-keys`. */
export const paymentKeysViewSchema = z.object({
  publishableKey: paymentKeyStateSchema,
  secretKey: paymentKeyStateSchema,
  webhookSecret: paymentKeyStateSchema,
  /** The site pays through Stripe (its own keys or the server's) without a publishable key: its pages take no card. */
  publishableKeyMissing: z.boolean(),
});

const paymentKey = z
  .string()
  .max(PAYMENT_KEY_MAX + 100)
  .optional();

/** What `PUT /api/config/store/payment-keys` takes: the keys to set (absent or empty keeps the stored one). */
export const paymentKeysBodySchema = z.preprocess(
  (value) => value ?? {},
  z.strictObject({ publishableKey: paymentKey, secretKey: paymentKey, webhookSecret: paymentKey }),
);

/** The page of `GET /api/config/store/gift-cards`. */
export const giftCardsQuerySchema = z.strictObject({ limit: listPageQuerySchema.shape.limit, offset: listPageQuerySchema.shape.offset });

/** An issued gift card as the owner sees it: its code masked (only its last 4 characters), its balance, recipient and ledger. */
const giftCardSchema = z.object({
  id: z.string(),
  maskedCode: z.string(),
  orderId: z.string(),
  currency: z.string(),
  initialCents: z.number(),
  balanceCents: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  ledger: z.array(z.object({ orderId: z.string(), amountCents: z.number(), reason: z.string(), createdAt: z.string() })),
});

/** A page of a site's issued gift cards, newest first. */
export const giftCardListSchema = z.object({ total: z.number(), giftCards: z.array(giftCardSchema) });
