import type { Flag } from "./flag";

/**
 * Row types of the store tables (products, variants, carts, checkouts, orders, holds and
 * payments), kept apart from schema.ts so each area's rows stay in a file of their own.
 */

/** A product of a products collection (type 13); its purchasable units are its variants. */
export interface StoreProductRow {
  id: string;
  websiteId: string;
  collectionId: string;
  /** Product type code: physical 1, digital 2, service 3, gift card 4. */
  productType: number;
  name: string;
  urlSlug: string;
  description: string;
  imageUrl: string;
  /** JSON list of { url, alt }, the main picture (imageUrl) first. */
  picturesJson: string;
  visible: Flag;
  position: number;
  /** The file a digital product delivers, a path on the site; empty for other types. */
  downloadPath: string;
  /** JSON list of the product's category names (migration 1140). */
  categoriesJson: string;
  /** The product's SEO fields as JSON, "{}" until set (migration 1180). */
  seoJson: string;
  /** The product's subscription plan as JSON (migration 1300); null (or absent on insert) for a product bought once. */
  subscriptionPlanJson?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A purchasable variant; qtyInStock only changes through conditional updates. */
export interface StoreVariantRow {
  id: string;
  websiteId: string;
  productId: string;
  /** Unique per site, at most 60 characters. */
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: Flag;
  qtyInStock: number;
  unlimited: Flag;
  /** JSON list of { name, value }. */
  optionsJson: string;
  /** JSON { weight, length, width, height } in the store's measurement standard. */
  measuresJson: string;
  position: number;
}

/** A visitor's cart, found by the SHA-256 of its cookie token. */
export interface StoreCartRow {
  id: string;
  websiteId: string;
  tokenHash: string;
  /** JSON list of { id, variantId, quantity }. */
  entriesJson: string;
  /** JSON list of coupon codes as typed. */
  couponsJson: string;
  shippingLocationJson: string | null;
  shippingOptionId: string | null;
  orderId: string | null;
  /** The open or paid order checking this cart out; claimed once, cleared when its payment fails. */
  checkoutOrderId: string | null;
  /** The additional language the cart was filled in (migration 1340), null for the primary one. */
  locale: string | null;
  isPurchased: Flag;
  createdAt: string;
  updatedAt: string;
}

/** One checkout submission per idempotency key: its request's hash and, once done, its answer. */
export interface StoreCheckoutRow {
  websiteId: string;
  idempotencyKey: string;
  requestHash: string;
  /** "processing" or "done". */
  state: string;
  responseStatus: number | null;
  responseJson: string | null;
  createdAt: string;
}

/** An order: what was bought, for how much, where it goes and how it was paid. */
export interface StoreOrderRow {
  id: string;
  websiteId: string;
  cartId: string;
  /** pending_payment, awaiting_confirmation, paid, payment_failed, fulfilled, refunded. */
  status: string;
  email: string;
  shippingAddressJson: string | null;
  linesJson: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  couponsJson: string;
  shippingOptionJson: string | null;
  paymentProvider: string;
  paymentReference: string | null;
  /** Lowercased email, name and line names, for the owner's search. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  fulfilledAt: string | null;
  refundedAt: string | null;
  /** Set when a refund is claimed, before the provider is asked; cleared if the provider refuses. */
  refundStartedAt: string | null;
  /** The address the buyer checked out on (links in mails sent later). */
  baseUrl: string | null;
  /** The additional language the buyer shopped in, from the cart (migration 1340); null for the primary one. */
  locale: string | null;
  /** The checkout submission's idempotency key (null for orders from before it was kept). */
  idempotencyKey: string | null;
  /** What a gift card paid of the grand total (0 without one); the provider is charged the rest. */
  giftCardCents: number;
  /** The gift card that paid part of the order, if any. */
  giftCardId: string | null;
  /** The customer account the order was placed from (migration 1230); null for a guest, and optional on insert. */
  siteUserId?: string | null;
}

/** An issued gift card: its code kept only as a hash, its balance never below 0 (migration 1050). */
export interface StoreGiftCardRow {
  id: string;
  websiteId: string;
  productId: string;
  /** The paid order that issued it; unique, so an order issues one card. */
  orderId: string;
  /** SHA-256 of the normalised code. */
  codeHash: string;
  codeLast4: string;
  currency: string;
  initialCents: number;
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  createdAt: string;
}

/** One change of a gift card's balance; the sum of a card's rows is its balance. */
export interface StoreGiftCardLedgerRow {
  id: string;
  giftCardId: string;
  orderId: string;
  /** Positive when money goes onto the card, negative when an order spends it. */
  amountCents: number;
  /** "issued", "spent", "released" (the order's payment failed) or "refunded". */
  reason: string;
  createdAt: string;
}

/** What the buyer of a gift card typed, kept by the gift card checkout's cart until its order is paid. */
export interface StoreGiftCardPurchaseRow {
  cartId: string;
  websiteId: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  createdAt: string;
}

/** How many times a site's coupon was used, by its code in capitals (migration 1100). */
export interface StoreCouponUseRow {
  websiteId: string;
  code: string;
  uses: number;
}

/** How many times one customer (by email, in lower case) used a site's coupon. */
export interface StoreCouponCustomerUseRow {
  websiteId: string;
  code: string;
  email: string;
  uses: number;
}

/** A coupon an order used, so a failed payment gives that use back. */
export interface StoreCouponRedemptionRow {
  orderId: string;
  code: string;
  websiteId: string;
  email: string;
  createdAt: string;
}

/** What an order was paid and how much of it has been refunded; the database refuses refunds beyond the paid amount (migration 0990). */
export interface StoreOrderRefundTotalRow {
  orderId: string;
  paidCents: number;
  refundedCents: number;
}

/** One refund of an order: its amount, the lines the owner chose (empty for an amount), and whether the provider has made it ("pending", "done"). */
export interface StoreRefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  linesJson: string;
  state: string;
  createdAt: string;
}

/** How an order was fulfilled: its tracking number, carrier, tracking address and note for the buyer (each "" when not given). */
export interface StoreFulfilmentRow {
  orderId: string;
  trackingNumber: string;
  carrier: string;
  trackingUrl: string;
  note: string;
  createdAt: string;
}

/** Stock taken from a variant for an order: held while paying, then committed or released. */
export interface StoreHoldRow {
  id: string;
  websiteId: string;
  orderId: string;
  variantId: string;
  quantity: number;
  /** held, committed or released. */
  status: string;
  expiresAt: string;
}

/** A payment at a provider for an order. */
export interface StorePaymentRow {
  id: string;
  websiteId: string;
  orderId: string;
  /** "test" or "stripe". */
  provider: string;
  reference: string;
  amountCents: number;
  /** requires_action, captured, declined or refunded. */
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** A provider's payment confirmation already handled, so a replay fulfils nothing twice. */
export interface StorePaymentEventRow {
  provider: string;
  eventId: string;
  receivedAt: string;
}

/** A site's own Stripe keys (null where not set); never sent back nor exported. */
export interface StorePaymentKeyRow {
  websiteId: string;
  publishableKey: string | null;
  secretKey: string | null;
  webhookSecret: string | null;
  updatedAt: string;
}

/** A fulfilled order's review request (migration 1220): one per order, its mail sent once by the node that claims it. */
export interface StoreReviewRequestRow {
  id: string;
  websiteId: string;
  /** Unique: an order gets one request. */
  orderId: string;
  /** scheduled, sent, reviewed or expired. */
  state: string;
  /** When its mail is due: the order's fulfilment plus the site's review request days. */
  dueAt: string;
  /** When a node claimed it to send its mail; null while scheduled. */
  claimedAt: string | null;
  createdAt: string;
}

/** A verified buyer's review of a product they ordered (migration 1220): one per product per order. */
export interface StoreReviewRow {
  id: string;
  websiteId: string;
  productId: string;
  orderId: string;
  authorName: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** pending, published or rejected. */
  state: string;
  /** The owner's public reply ("" for none). */
  reply: string;
  createdAt: string;
  updatedAt: string;
}
