import { subscriptionPlanSchema } from "../commerce/subscriptionPlan";
import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "../currencies";
import type { ShoppingCart } from "../commerce/cartEntity";
import { PRODUCT_TYPE_NAME, type ProductTypeName } from "../enumerations/productTypes";
import { giftCardPurchaseSchema } from "../commerce/giftCards";
import { CART_CHANGE_MESSAGES } from "../commerce/cartChangeMessages";
import { PAYMENT_REFUSALS } from "../commerce/paymentRefusals";
import { MAX_LINE_QUANTITY } from "../commerce/storeRules";
import { isId } from "../ids";

/** The path of the cart routes that name one cart line. */
export const cartEntryParamsSchema = z.strictObject({ entryId: z.string().max(24) });

/** A product variant a visitor adds: a record id; anything else names no product, refused in the cart's words. */
const cartVariantIdSchema = z.string({ message: CART_CHANGE_MESSAGES.unknownVariant }).refine(isId, CART_CHANGE_MESSAGES.unknownVariant);

/** A cart line's quantity: a whole number from 1 to the most a line holds, refused in the cart's words. */
const cartQuantitySchema = z
  .number({ message: CART_CHANGE_MESSAGES.quantity })
  .int(CART_CHANGE_MESSAGES.quantity)
  .min(1, CART_CHANGE_MESSAGES.quantity)
  .max(MAX_LINE_QUANTITY, CART_CHANGE_MESSAGES.quantity);

/** What `POST /api/commerce/cart/items` takes: the variant and how many of it. */
export const cartAddBodySchema = z.strictObject({
  variantId: cartVariantIdSchema,
  quantity: cartQuantitySchema,
  /** The language of the page the product was added on (its `<html lang>`), so the cart's checkout and mails speak it. */
  locale: z.string().max(40).optional(),
  crumb: z.string().optional(),
});

/** What `PUT /api/commerce/cart/items/:entryId` takes: the line's new quantity. */
export const cartQuantityBodySchema = z.strictObject({ quantity: cartQuantitySchema, crumb: z.string().optional() });

/** What `PUT /api/commerce/cart/details` takes: the coupons, where the order ships and the chosen shipping option. */
export const cartDetailsBodySchema = z.strictObject({
  coupons: z.array(z.string().trim().max(40)).max(5).default([]),
  shippingLocation: z
    .strictObject({
      country: z.string().regex(/^[A-Z]{2}$/),
      region: z.string().max(100).nullable().default(null),
      postalCode: z.string().max(20).nullable().default(null),
    })
    .nullable()
    .default(null),
  shippingOptionId: z.string().max(40).nullable().default(null),
  /** A gift card code to show applied in the totals; it is only read, never kept on the cart. */
  giftCardCode: z.string().trim().max(40).default(""),
  crumb: z.string().optional(),
});

/** What a delivery needs beyond the schema: a pick-up asks for no street, so these are checked once the chosen option is known. */
export const DELIVERY_ADDRESS_REFUSALS = {
  line1: "Enter the street address.",
  city: "Enter the city.",
} as const;

const addressSchema = z.strictObject({
  name: z.string().trim().min(1, "Enter the recipient's name.").max(200),
  line1: z.string().trim().max(200).default(""),
  line2: z.string().trim().max(200).default(""),
  city: z.string().trim().max(100).default(""),
  region: z.string().trim().max(100).default(""),
  postalCode: z.string().trim().max(20).default(""),
  country: z.string().regex(/^[A-Z]{2}$/, "Choose a country."),
  /** For the carrier; optional. */
  phone: z
    .string()
    .trim()
    .max(40, "Enter a phone number of at most 40 characters.")
    .regex(/^[0-9+()./ -]*$/, "Enter the phone number with digits, spaces and + ( ) - only.")
    .default(""),
});

/** What the buyer sends to pay: card fields for the test gateway, a payment method id for Stripe. */
export const paymentSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("card"),
    cardNumber: z.string().regex(/^[0-9 ]{12,23}$/, PAYMENT_REFUSALS.cardNumber),
    expMonth: z.number().int().min(1, PAYMENT_REFUSALS.expMonth).max(12, PAYMENT_REFUSALS.expMonth),
    expYear: z.number().int().min(2000, PAYMENT_REFUSALS.expYear).max(2100, PAYMENT_REFUSALS.expYear),
    cvc: z.string().regex(/^\d{3,4}$/, PAYMENT_REFUSALS.cvc),
  }),
  z.strictObject({ kind: z.literal("paymentMethod"), paymentMethodId: z.string().regex(/^[A-Za-z0-9_]{3,100}$/, PAYMENT_REFUSALS.paymentMethod) }),
]);

/** One checkout submission from the checkout page (`POST /api/commerce/checkout`). */
export const checkoutRequestSchema = z.strictObject({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "must be 16 to 100 letters, digits, - or _."),
  email: z.string().trim().max(256),
  shippingAddress: addressSchema.nullable().default(null),
  shippingOptionId: z.string().max(40).nullable().default(null),
  couponCodes: z.array(z.string().max(40)).max(5).default([]),
  /** A gift card that pays what it can of the grand total; the card payment covers the rest. */
  giftCardCode: z.string().trim().max(40).default(""),
  /** The card payment; null only when a gift card pays the whole order. */
  payment: paymentSchema.nullable().default(null),
  /** The total the buyer saw; when it differs from the server's, the checkout is refused rather than charged. */
  expectedGrandTotalCents: z.number().int().min(0).optional(),
  crumb: z.string().optional(),
});

const moneySchema = z.object({ currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]), value: z.number() });
const shippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  costCents: z.number(),
  freeOverCents: z.number().nullable(),
  kind: z.enum(["delivery", "pickup"]),
});
const shippingLocationSchema = z.object({ country: z.string(), region: z.string().nullable(), postalCode: z.string().nullable() });
const nothingChosenSchema = z.strictObject({});

/** The shopping cart entity of spec 2 §3 (`domain/commerce/cartEntity.ts`), as the visitor API sends it. */
const shoppingCartSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string(),
  created: z.number(),
  isPurchased: z.boolean(),
  entries: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      variantId: z.string(),
      productType: z.enum(Object.values(PRODUCT_TYPE_NAME) as [ProductTypeName, ...ProductTypeName[]]),
      productName: z.string(),
      productUrl: z.string(),
      sku: z.string(),
      optionValues: z.array(z.object({ name: z.string(), value: z.string() })),
      quantity: z.number(),
      unitPriceCents: z.number(),
      lineTotalCents: z.number(),
      unitPrice: moneySchema,
      subscriptionPlan: subscriptionPlanSchema.nullable().optional(),
    }),
  ),
  shippingOptions: z.array(shippingOptionSchema),
  applicableTaxRules: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      country: z.string(),
      region: z.string().nullable(),
      rateBasisPoints: z.number(),
      includeShipping: z.boolean(),
    }),
  ),
  coupons: z.array(z.string()),
  validCoupons: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(["percent", "fixed", "freeShipping"]),
      amount: z.number(),
      minimumSubtotalCents: z.number(),
      expiresAt: z.string().nullable(),
      maxUses: z.number().nullable(),
      maxUsesPerCustomer: z.number().nullable(),
    }),
  ),
  invalidCoupons: z.array(z.object({ code: z.string(), reason: z.string() })),
  selectedShippingOption: z.union([shippingOptionSchema, nothingChosenSchema]),
  shippingLocation: z.union([shippingLocationSchema, nothingChosenSchema]),
  subtotalCents: z.number(),
  taxCents: z.number(),
  shippingCostCents: z.number(),
  discountCents: z.number(),
  grandTotalCents: z.number(),
  totalQuantity: z.number(),
  subtotalAmount: moneySchema,
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
}) satisfies z.ZodType<ShoppingCart, ShoppingCart>;

/**
 * The answer of every cart route: the cart entity plus its amounts formatted in the store's
 * currency and the cart icon's count and spoken label, keyed by cart line where per line.
 */
export const cartAnswerSchema = z.object({
  cart: shoppingCartSchema,
  display: z.object({
    currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]),
    subtotal: z.string(),
    discount: z.string(),
    /** The discount line's words, naming the coupons applied. */
    discountLabel: z.string(),
    shipping: z.string(),
    tax: z.string(),
    grandTotal: z.string(),
    count: z.string(),
    label: z.string(),
    entries: z.record(z.string(), z.object({ unitPrice: z.string(), lineTotal: z.string() })),
  }),
  /** The gift card typed at checkout, as it would pay this cart (GET and cart-line answers leave it out). */
  giftCard: z
    .object({
      appliedCents: z.number(),
      remainingCents: z.number(),
      amountDueCents: z.number(),
      applied: z.string(),
      remaining: z.string(),
      amountDue: z.string(),
    })
    .or(z.object({ error: z.string() }))
    .optional(),
});

/** The success answer of `POST /api/commerce/checkout`: the order and where the buyer goes next (its confirmation, or the provider's extra step). */
export const checkoutAnswerSchema = z.object({ orderId: z.string(), status: z.string(), redirect: z.string() });

/** What `POST /api/commerce/giftcard-checkout` takes: the card chosen and who gets it, the buyer's email and payment, and the key that makes it happen once. */
export const giftCardCheckoutRequestSchema = giftCardPurchaseSchema.extend({
  websiteId: z.string().max(24),
  giftCardProductId: z.string().max(24),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "must be 16 to 100 letters, digits, - or _."),
  email: z.string().trim().max(256),
  payment: paymentSchema,
  /** The language of the gift card checkout page (its `<html lang>`), which the order and the recipient's mail keep. */
  locale: z.string().max(40).optional(),
  crumb: z.string().optional(),
});

/** The path of `POST /api/commerce/payments/:provider/webhook`: the payment provider the event comes from. */
export const webhookParamsSchema = z.object({ provider: z.string() });

/** The body of the payment webhook: the provider's event as the raw text its signature covers. */
export const webhookBodySchema = z.string().meta({ description: "The payment provider's signed event, read as raw text and checked by its signature." });

/** The answer of the payment webhook: the event was received, and what it did. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(["handled", "replayed", "unknown", "ignored"]) });
