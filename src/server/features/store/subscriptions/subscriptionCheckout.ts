import type { z } from "zod";
import type { subscribeCheckoutRequestSchema } from "../../../../domain/api/subscriptions";
import { invalid } from "../../../../domain/errors";
import { isoNow, type Clock } from "../../../clock";
import type { Db } from "../../../../db/database";
import type { Website } from "../../sites/websiteRecord";
import type { StoredCart } from "../cartRepository";
import { priceCart } from "../cartPricing";
import type { Checkout } from "../checkout";
import type { CheckoutAnswer } from "../checkoutsRepository";
import type { StoreService } from "../storeService";
import { readStoreSettings } from "../../../../domain/commerce/storeSettings";
import { STORE_PATHS } from "../storePaths";
import { subscriptionsRepository } from "./subscriptionsRepository";

/** Words of the subscription checkout's own refusals. */
const SUBSCRIBE_MESSAGES = {
  noSubscription: "This cart holds no subscription. Please use the ordinary checkout.",
} as const;

/** Where a paid subscription checkout sends its buyer: the subscription confirmed page (206). */
const SUBSCRIPTION_CONFIRMED_PATH = (orderId: string) => `/commerce/subscription-confirmed/${orderId}`;

/** What a subscription checkout is handed, by name. */
export interface SubscriptionCheckoutCollaborators {
  db: Db;
  clock: Clock;
  checkout: Checkout;
  /** The provider that takes the site's payments. */
  store: Pick<StoreService, "paymentsOfSite">;
}

/** A parsed subscription checkout submission. */
export type SubscribeRequest = z.infer<typeof subscribeCheckoutRequestSchema>;

/** A paid checkout's answer sends the buyer to the subscription confirmed page rather than the order confirmed one. */
function toConfirmedPage(answer: CheckoutAnswer): CheckoutAnswer {
  const { redirect, orderId } = answer.body as { redirect?: unknown; orderId?: unknown };
  if (answer.body.status !== "paid" || typeof redirect !== "string" || typeof orderId !== "string") return answer;
  return { ...answer, body: { ...answer.body, redirect: redirect.replace(STORE_PATHS.orderConfirmed(orderId), SUBSCRIPTION_CONFIRMED_PATH(orderId)) } };
}

/**
 * The subscription checkout (`/checkout/subscribe?cartToken=`): checks the cart holds a
 * subscription, saves the buyer's card with the site's provider for the renewals (keyed by the
 * submission's idempotency key, so a repeat saves nothing new and gets the same method), keeps
 * the saved method by that key, then runs the ordinary checkout charging the first period with
 * it. The move that pays the order starts the subscriptions (subscriptionStart.ts). Every
 * subscription line of the cart becomes a subscription of its own, and items bought once may
 * share the cart.
 */
export async function runSubscriptionCheckout(
  { db, clock, checkout, store }: SubscriptionCheckoutCollaborators,
  website: Website,
  cart: StoredCart,
  request: SubscribeRequest,
  baseUrl: string,
  siteUserId: string | null,
): Promise<CheckoutAnswer> {
  const priced = await priceCart(db, cart, readStoreSettings(website.storeSettings), clock.now());
  if (!cart.isPurchased && !priced.lines.some((line) => line.found.product.subscriptionPlan)) throw invalid(SUBSCRIBE_MESSAGES.noSubscription);
  const payments = await store.paymentsOfSite(website);
  const saved = await payments.saveMethod({
    websiteId: website.id,
    email: request.email,
    payment: request.payment,
    idempotencyKey: `subscribe-${website.id}-${request.idempotencyKey}`,
  });
  if (saved.outcome === "declined") return { status: 402, body: { error: saved.message, code: "payment_declined" } };
  await subscriptionsRepository.keepSetup(db, {
    websiteId: website.id,
    idempotencyKey: request.idempotencyKey,
    provider: payments.name,
    methodReference: saved.methodReference,
    customerReference: saved.customerReference,
    methodLabel: saved.label,
    createdAt: isoNow(clock),
  });
  const { cartToken: _token, crumb: _crumb, payment: _payment, ...rest } = request;
  const answer = await checkout.run(
    website,
    cart,
    {
      ...rest,
      giftCardCode: "",
      payment: { kind: "saved", methodReference: saved.methodReference, customerReference: saved.customerReference, offSession: false },
    },
    baseUrl,
    siteUserId,
  );
  return toConfirmedPage(answer);
}
