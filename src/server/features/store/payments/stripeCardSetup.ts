import type { PaymentOrigins } from "../../../responses/sitePagePolicy";
import type { StoreConfig } from "../storeConfig";
import type { PaymentProvider } from "./paymentProvider";
import { StripeProvider } from "./stripeProvider";

/** What a payment page hands the browser to take the card in Stripe's card element: the publishable key in use and where Stripe.js loads from; never a secret. */
export interface StripeCardSetup {
  publishableKey: string;
  scriptUrl: string;
}

/**
 * Stripe's card element for a page whose payments go through `provider`: the site's own
 * publishable key or the server's, as the provider holds it. Null for the test gateway (its own
 * card fields) and for Stripe without a publishable key, where the page asks for a payment
 * method id instead.
 */
export function stripeCardSetup(provider: PaymentProvider, config: Pick<StoreConfig, "stripeJsUrl">): StripeCardSetup | null {
  if (!(provider instanceof StripeProvider) || !provider.publishableKey) return null;
  return { publishableKey: provider.publishableKey, scriptUrl: config.stripeJsUrl };
}

/** Whether payments go through Stripe without a publishable key, so no page can take a card (the owner's payments settings warn of it). */
export function publishableKeyMissing(provider: PaymentProvider): boolean {
  return provider instanceof StripeProvider && !provider.publishableKey;
}

/** Stripe's own origins: Stripe.js, its card and confirmation frames, and its API the card is sent to. */
const STRIPE_ORIGINS: PaymentOrigins = {
  scripts: ["https://js.stripe.com"],
  frames: ["https://hooks.stripe.com", "https://js.stripe.com"],
  connects: ["https://api.stripe.com"],
};

/** The origins a page loading Stripe.js from `scriptUrl` admits: Stripe's own, or only the stand-in's that STRIPE_JS_URL names. */
export function stripeOrigins(scriptUrl: string): PaymentOrigins {
  const origin = new URL(scriptUrl).origin;
  if (origin === "https://js.stripe.com") return STRIPE_ORIGINS;
  return { scripts: [origin], frames: [origin], connects: [origin] };
}

/** The part of a payment page's body that admits Stripe.js's origins when the page mounts Stripe's card element; nothing otherwise. */
export function stripePageOrigins(stripe: StripeCardSetup | null): { paymentOrigins?: PaymentOrigins } {
  return stripe ? { paymentOrigins: stripeOrigins(stripe.scriptUrl) } : {};
}
