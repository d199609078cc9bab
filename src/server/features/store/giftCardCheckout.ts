import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import type { giftCardCheckoutRequestSchema } from "../../../domain/api/commerce";
import { GIFT_CARD_MESSAGES } from "../../../domain/commerce/giftCards";
import { PRODUCT_TYPE_NAME } from "../../../domain/enumerations/productTypes";
import { invalid, notFound } from "../../../domain/errors";
import { isValidEmail } from "../../../domain/forms/fieldRules";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import type { Db } from "../../../db/database";
import type { Website } from "../sites/websiteRecord";
import { cartRepository } from "./cartRepository";
import type { Checkout } from "./checkout";
import type { CheckoutAnswer } from "./checkoutsRepository";
import { giftCardsRepository } from "./giftCardsRepository";
import { productsRepository } from "./productsRepository";

/** What a gift card checkout is handed, by name: the database, the clock and the ordinary checkout it ends in. */
export interface GiftCardCheckoutCollaborators {
  db: Db;
  clock: Clock;
  checkout: Checkout;
}

/** A parsed gift card checkout submission. */
export type GiftCardCheckoutRequest = z.infer<typeof giftCardCheckoutRequestSchema>;

/** The gift card product a visitor may buy on this site, or a refusal: it must be a gift card shown in the store. */
async function giftCardProduct(db: Db, website: Website, request: GiftCardCheckoutRequest) {
  const product = request.websiteId === website.id ? await productsRepository.findProduct(db, website.id, request.giftCardProductId) : null;
  if (!product || product.productType !== PRODUCT_TYPE_NAME.GIFT_CARD || !product.visible) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const variant = product.variants.find((v) => v.id === request.variantId);
  if (!variant) throw invalid(GIFT_CARD_MESSAGES.denomination, { variantId: GIFT_CARD_MESSAGES.denomination });
  return variant;
}

/**
 * The cart of one gift card checkout, named by the submission's key and what it asks for: a
 * repeat of the same submission finds the same cart (and so the same answer), while another
 * submission with the key gets another cart and is refused as a reused key.
 */
function cartIdOf(websiteId: string, request: GiftCardCheckoutRequest): string {
  const { idempotencyKey, variantId, recipientName, recipientEmail, senderName, message } = request;
  return createHash("sha256")
    .update(JSON.stringify([websiteId, idempotencyKey, variantId, recipientName, recipientEmail, senderName, message]))
    .digest("hex")
    .slice(0, 24);
}

/**
 * Buys one gift card (`/checkout/giftcard`): checks the card and its recipient, writes a cart
 * holding the chosen amount with what the buyer typed (recipient, sender, message), then runs
 * the ordinary checkout on it, with its idempotency key, stock, order and payment. The card is
 * issued and mailed by the move that pays the order (giftCardIssuing.ts), once. The cart, so the
 * order and the recipient's mail, keep the checkout page's language (`locale`, null for the primary).
 */
export async function runGiftCardCheckout(
  { db, clock, checkout }: GiftCardCheckoutCollaborators,
  website: Website,
  request: GiftCardCheckoutRequest,
  baseUrl: string,
  locale: string | null,
): Promise<CheckoutAnswer> {
  const variant = await giftCardProduct(db, website, request);
  if (!isValidEmail(request.recipientEmail)) throw invalid(GIFT_CARD_MESSAGES.recipientEmail, { recipientEmail: GIFT_CARD_MESSAGES.recipientEmail });
  const cartId = cartIdOf(website.id, request);
  const now = isoNow(clock);
  await db.transaction().execute(async (trx) => {
    const tokenHash = createHash("sha256").update(randomBytes(32)).digest("hex");
    await cartRepository.insertOnce(trx, {
      id: cartId,
      websiteId: website.id,
      tokenHash,
      entries: [{ id: newId(), variantId: variant.id, quantity: 1 }],
      locale,
      now,
    });
    await giftCardsRepository.keepPurchase(trx, {
      cartId,
      websiteId: website.id,
      recipientName: request.recipientName,
      recipientEmail: request.recipientEmail,
      senderName: request.senderName,
      message: request.message,
      createdAt: now,
    });
  });
  const cart = await cartRepository.findById(db, cartId);
  if (!cart) throw notFound(GIFT_CARD_MESSAGES.notFound);
  return checkout.run(
    website,
    cart,
    {
      idempotencyKey: request.idempotencyKey,
      email: request.email,
      shippingAddress: null,
      shippingOptionId: null,
      couponCodes: [],
      giftCardCode: "",
      payment: request.payment,
    },
    baseUrl,
  );
}
