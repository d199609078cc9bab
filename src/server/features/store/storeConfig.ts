import type { ConfigVariable } from "../../configVariable";

/** The store part of the server's configuration: which payment provider takes payments. */
export interface StoreConfig {
  /** Stripe's secret key; null keeps the built-in test gateway. */
  stripeSecretKey: string | null;
  /** Stripe's publishable key, given to the checkout page. */
  stripePublishableKey: string | null;
  /** The signing secret of Stripe's webhook endpoint; confirmations are refused without it. */
  stripeWebhookSecret: string | null;
  /** Where Stripe's API answers (a stand-in or proxy); null for Stripe itself. */
  stripeApiUrl: string | null;
  /** Where the payment pages load Stripe.js from (Stripe's own address, or a stand-in in tests). */
  stripeJsUrl: string;
  /** How long an order must have been left open before the recovery sweep asks its provider about it. */
  orderRecoveryAfterMs: number;
}

/** Stripe.js at Stripe, which the payment pages load unless STRIPE_JS_URL names another address. */
const DEFAULT_STRIPE_JS_URL = "https://js.stripe.com/v3/";

/** The store variables, as the README's configuration table lists them. */
export const STORE_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: "STRIPE_SECRET_KEY",
    defaultValue: "(unset)",
    description: "A Stripe secret key (sk_...). When set, checkouts are paid through Stripe; when unset, through the built-in test gateway and its test cards.",
  },
  { name: "STRIPE_PUBLISHABLE_KEY", defaultValue: "(unset)", description: "The Stripe publishable key (pk_...) shown to the checkout page." },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    defaultValue: "(unset)",
    description:
      "The signing secret (whsec_...) of the webhook endpoint /api/commerce/payments/stripe/webhook; confirmations with another signature are refused.",
  },
  {
    name: "STRIPE_API_URL",
    defaultValue: "https://api.stripe.com",
    description: "Where the Stripe SDK sends its requests (protocol, host and port); change it only to point at a stand-in or a proxy.",
  },
  {
    name: "STRIPE_JS_URL",
    defaultValue: DEFAULT_STRIPE_JS_URL,
    description: "Where the payment pages load Stripe.js from to take the card in Stripe's card element; change it only to point at a stand-in.",
  },
  {
    name: "ORDER_RECOVERY_AFTER_SECONDS",
    defaultValue: "120",
    description:
      "Orders still waiting for their payment this many seconds after their last change (a crash, a lost confirmation) are checked with the payment provider at start-up and every minute, then completed or failed (1-3600).",
  },
];

/** Reads the store variables, adding any problem to the list. */
export function parseStoreConfig(env: Record<string, string | undefined>, problems: string[]): StoreConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || null;
  if (stripeSecretKey && !/^(sk|rk)_[A-Za-z0-9_]+$/.test(stripeSecretKey))
    problems.push("STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_ or rk_.");
  const stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  if (stripePublishableKey && !/^pk_[A-Za-z0-9_]+$/.test(stripePublishableKey)) problems.push("STRIPE_PUBLISHABLE_KEY must start with pk_.");
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  if (stripeWebhookSecret && !/^whsec_[A-Za-z0-9_]+$/.test(stripeWebhookSecret)) problems.push("STRIPE_WEBHOOK_SECRET must start with whsec_.");
  const stripeApiUrl = env.STRIPE_API_URL?.trim() || null;
  if (stripeApiUrl && !/^https?:\/\/[^/\s]+\/?$/.test(stripeApiUrl))
    problems.push(`STRIPE_API_URL must be an http:// or https:// URL with no path (got "${stripeApiUrl}").`);
  const stripeJsUrl = env.STRIPE_JS_URL?.trim() || DEFAULT_STRIPE_JS_URL;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(stripeJsUrl)) problems.push(`STRIPE_JS_URL must be an http:// or https:// URL (got "${stripeJsUrl}").`);
  const recoveryText = env.ORDER_RECOVERY_AFTER_SECONDS?.trim() || "120";
  const recoverySeconds = /^\d{1,4}$/.test(recoveryText) ? Number(recoveryText) : NaN;
  if (!(recoverySeconds >= 1 && recoverySeconds <= 3600))
    problems.push(`ORDER_RECOVERY_AFTER_SECONDS must be a whole number of seconds from 1 to 3600 (got "${recoveryText}").`);
  return { stripeSecretKey, stripePublishableKey, stripeWebhookSecret, stripeApiUrl, stripeJsUrl, orderRecoveryAfterMs: (recoverySeconds || 120) * 1000 };
}
