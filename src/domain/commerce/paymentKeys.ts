/** The Stripe keys a site may set for itself, by their names in the API. */
export const PAYMENT_KEY_NAMES = ["publishableKey", "secretKey", "webhookSecret"] as const;
/** One of a site's Stripe keys. */
export type PaymentKeyName = (typeof PAYMENT_KEY_NAMES)[number];

/**
 * What a buyer reads where the card would be, and the server's refusal of a payment sent anyway,
 * while a site paying through Stripe has no publishable key (Stripe's card element cannot load).
 */
export const CARD_PAYMENTS_UNAVAILABLE = "Card payments are not available yet. Please try again later.";

/** The owner's warning on the payments settings while Stripe takes the payments without a publishable key. */
export const PUBLISHABLE_KEY_MISSING =
  "The publishable key is missing, so buyers cannot pay by card: the checkout, donate, gift card and join pages say card payments are not available yet. Add the publishable key (pk_…) from the same Stripe account.";

/** The longest key accepted (Stripe's keys are far shorter). */
export const PAYMENT_KEY_MAX = 255;

const RULES: Record<PaymentKeyName, { pattern: RegExp; message: string }> = {
  publishableKey: { pattern: /^pk_[A-Za-z0-9_]+$/, message: "A publishable key starts with pk_." },
  secretKey: { pattern: /^(sk|rk)_[A-Za-z0-9_]+$/, message: "A secret key starts with sk_ or rk_." },
  webhookSecret: { pattern: /^whsec_[A-Za-z0-9_]+$/, message: "A webhook signing secret starts with whsec_." },
};

/** What is wrong with a key typed for one of the fields, or null; the server and the screen share it. */
export function paymentKeyProblem(name: PaymentKeyName, value: string): string | null {
  if (value.length > PAYMENT_KEY_MAX) return `A key has at most ${PAYMENT_KEY_MAX} characters.`;
  return RULES[name].pattern.test(value) ? null : RULES[name].message;
}

/**
 * The fixed placeholder of a secret's empty field while the secret is stored (spec 2 §9's
 * masked-password placeholder): the field shows that something is kept without holding it.
 */
export const MASKED_SECRET_PLACEHOLDER = "••••••••••••";

/** How the API shows a stored key: whether it is set and its last 4 characters, never the key. */
interface PaymentKeyState {
  set: boolean;
  last4: string | null;
}

/**
 * The store's payment keys as the API answers them, and whether the site pays through Stripe
 * without a publishable key (its own or the server's), so buyers cannot pay by card.
 */
export type PaymentKeysView = Record<PaymentKeyName, PaymentKeyState> & { publishableKeyMissing: boolean };
