/** How long Stripe.js may take to load before the page says the card form could not load and offers Try again. */
export const STRIPE_JS_LOAD_TIMEOUT_MS = 15_000;

/** Stripe's answer to a card element's change, or an error of createPaymentMethod: its own words. */
interface StripeError {
  message?: string;
}

/** The part of Stripe's card element the page uses. */
interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: "change", handler: (change: { error?: StripeError }) => void): void;
}

/** The part of Stripe.js the page uses: the card element and createPaymentMethod. */
interface StripeJs {
  elements(): { create(type: "card", options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(data: { type: "card"; card: StripeCardElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeJs;
  }
}

/** Loads Stripe.js from `url` once more (a script element; the page's policy admits its origin), failing on an error or after the time limit. */
function loadStripeJs(url: string): Promise<NonNullable<Window["Stripe"]>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  document.querySelectorAll(`script[data-stripe-js]`).forEach((old) => old.remove());
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const timer = window.setTimeout(() => reject(new Error("Stripe.js took too long to load.")), STRIPE_JS_LOAD_TIMEOUT_MS);
    script.src = url;
    script.dataset.stripeJs = "";
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error("Stripe.js loaded without Stripe."));
    });
    script.addEventListener("error", () => {
      window.clearTimeout(timer);
      reject(new Error("Stripe.js did not load."));
    });
    document.head.append(script);
  });
}

/** The card a payment page takes in Stripe's card element. */
export interface StripeCard {
  /** The PaymentMethod Stripe made of the card, or null after showing why not (Stripe's words, or the card form not loading) in the field. */
  paymentMethodId(): Promise<string | null>;
}

/**
 * Mounts Stripe's card element in the form's `[data-stripe-card]` box, with the publishable key
 * and Stripe.js address the page gives and Stripe's words in the page's language. While
 * Stripe.js loads the box is empty; if it fails or takes longer than the time limit, the box says
 * so and Try again loads it again. Stripe's refusals as the card is typed (and when it is sent)
 * show in the field's alert slot. Null when the form takes no card through Stripe.
 */
export function stripeCardIn(form: HTMLFormElement): StripeCard | null {
  const box = form.querySelector<HTMLElement>("[data-stripe-card]");
  const mountPoint = box?.querySelector<HTMLElement>(".tsr-checkout__card-element");
  const unavailable = box?.querySelector<HTMLElement>(".tsr-checkout__card-unavailable");
  const slot = box?.querySelector<HTMLElement>(".tsr-checkout__field-error");
  if (!box || !mountPoint || !unavailable || !slot) return null;
  const say = (message: string | undefined) => {
    slot.textContent = message ?? "";
    slot.hidden = !message;
  };
  let ready: Promise<{ stripe: StripeJs; card: StripeCardElement } | null>;
  const load = () => {
    unavailable.hidden = true;
    mountPoint.hidden = false;
    ready = loadStripeJs(box.dataset.stripeJs ?? "").then(
      (Stripe) => {
        const stripe = Stripe(box.dataset.stripeKey ?? "", { locale: box.dataset.locale || "auto" });
        const card = stripe.elements().create("card");
        card.mount(mountPoint);
        card.on("change", (change) => say(change.error?.message));
        return { stripe, card };
      },
      () => {
        mountPoint.hidden = true;
        unavailable.hidden = false;
        return null;
      },
    );
  };
  unavailable.querySelector("button")?.addEventListener("click", load);
  load();
  return {
    async paymentMethodId() {
      const loaded = await ready;
      if (!loaded) {
        unavailable.querySelector("button")?.focus();
        return null;
      }
      const made = await loaded.stripe.createPaymentMethod({ type: "card", card: loaded.card });
      if (made.paymentMethod) return made.paymentMethod.id;
      say(made.error?.message);
      return null;
    },
  };
}
