import { createRequire } from "node:module";
import type Stripe from "stripe";
import { CARD_PAYMENTS_UNAVAILABLE } from "../../../../domain/commerce/paymentKeys";
import type { StoreConfig } from "../storeConfig";
import {
  PaymentSignatureError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type SaveMethodRequest,
  type SaveMethodResult,
} from "./paymentProvider";

const requireModule = createRequire(import.meta.url);

/** The Stripe SDK, a large module, loaded when a Stripe client is first used rather than at start-up. */
function stripeSdk(): typeof Stripe {
  return requireModule("stripe") as typeof Stripe;
}

/** Answer for a payment a buyer could not complete at Stripe without more detail from Stripe. */
const GENERIC_DECLINE = "Your payment was not completed. Please try another payment method.";

function clientOptions(config: StoreConfig): Stripe.StripeConfig {
  if (!config.stripeApiUrl) return {};
  const url = new URL(config.stripeApiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

/**
 * Payments through Stripe with its official SDK: one PaymentIntent per order, confirmed at
 * once with the buyer's payment method, using the order's idempotency key. Card refusals come
 * back as declines with Stripe's message; a required authentication step returns Stripe's
 * redirect. Confirmations arrive as webhooks checked with the endpoint's signing secret. Without
 * a publishable key no page can take a card, and a buyer's payment method sent anyway is refused
 * in the words the pages show (CARD_PAYMENTS_UNAVAILABLE); saved methods are still charged.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe";
  readonly collects = "paymentMethod" as const;
  private client: Stripe | null = null;

  constructor(private readonly config: StoreConfig & { stripeSecretKey: string }) {}

  /** The publishable key that goes with the secret key, which the payment pages give Stripe.js; null when none was set. */
  get publishableKey(): string | null {
    return this.config.stripePublishableKey;
  }

  private get stripe(): Stripe {
    const Sdk = stripeSdk();
    this.client ??= new Sdk(this.config.stripeSecretKey, { ...clientOptions(this.config), maxNetworkRetries: 2, telemetry: false });
    return this.client;
  }

  /** The intent's payment part: the buyer's method, or a saved one with its customer (off session for renewals, when no one can be asked to confirm). */
  private static paymentPart(payment: ChargeRequest["payment"], returnUrl: string): Omit<Stripe.PaymentIntentCreateParams, "amount" | "currency"> | null {
    if (payment.kind === "paymentMethod") return { payment_method: payment.paymentMethodId, return_url: returnUrl };
    if (payment.kind !== "saved") return null;
    const customer = payment.customerReference ? { customer: payment.customerReference } : {};
    if (payment.offSession) return { payment_method: payment.methodReference, off_session: true, ...customer };
    const setUp = payment.setsUpLaterCharges ? { setup_future_usage: "off_session" as const } : {};
    return { payment_method: payment.methodReference, return_url: returnUrl, ...customer, ...setUp };
  }

  /** Refuses a buyer's own payment method while there is no publishable key: the pages show no card, so none should come. */
  private refusesBuyerPayment(payment: ChargeRequest["payment"]): boolean {
    return payment.kind === "paymentMethod" && !this.config.stripePublishableKey;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.refusesBuyerPayment(request.payment)) return { outcome: "declined", reference: `declined_${request.orderId}`, message: CARD_PAYMENTS_UNAVAILABLE };
    const part = StripeProvider.paymentPart(request.payment, request.returnUrl);
    if (!part) return { outcome: "declined", reference: `declined_${request.orderId}`, message: GENERIC_DECLINE };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          ...part,
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          confirm: true,
          receipt_email: request.email,
          metadata: { orderId: request.orderId, websiteId: request.websiteId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === "succeeded") return { outcome: "succeeded", reference: intent.id };
      if (intent.status === "requires_action") {
        const redirect = intent.next_action?.redirect_to_url?.url;
        if (redirect) return { outcome: "requires_action", reference: intent.id, actionUrl: redirect };
      }
      if (intent.status === "processing") return { outcome: "requires_action", reference: intent.id, actionUrl: request.returnUrl };
      return { outcome: "declined", reference: intent.id, message: intent.last_payment_error?.message ?? GENERIC_DECLINE };
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeCardError) {
        const intentId = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id;
        return { outcome: "declined", reference: intentId ?? `declined_${request.orderId}`, message: error.message };
      }
      throw error;
    }
  }

  /**
   * Saves the buyer's PaymentMethod for later charges: a Customer for the buyer, then a
   * SetupIntent confirmed at once for off-session use, each with a key of its own derived from
   * the checkout's key, so a repeat makes no second customer. A card Stripe refuses, or one
   * that asks for a step the checkout cannot show, is declined. When the first payment follows
   * with the buyer there (`confirmAtFirstPayment`), the method is only given to the Customer: that
   * payment sets it up for off-session use (`setsUpLaterCharges`) and asks any confirmation itself.
   */
  async saveMethod(request: SaveMethodRequest): Promise<SaveMethodResult> {
    if (request.payment.kind !== "paymentMethod") return { outcome: "declined", message: GENERIC_DECLINE };
    if (this.refusesBuyerPayment(request.payment)) return { outcome: "declined", message: CARD_PAYMENTS_UNAVAILABLE };
    try {
      const customer = await this.stripe.customers.create(
        { email: request.email, metadata: { websiteId: request.websiteId } },
        { idempotencyKey: `${request.idempotencyKey}-customer` },
      );
      if (request.confirmAtFirstPayment) {
        const attached = await this.stripe.paymentMethods.attach(
          request.payment.paymentMethodId,
          { customer: customer.id },
          { idempotencyKey: `${request.idempotencyKey}-attach` },
        );
        const label = attached.card ? `Card ending ${attached.card.last4}` : "Saved payment method";
        return { outcome: "saved", methodReference: attached.id, customerReference: customer.id, label };
      }
      const setup = await this.stripe.setupIntents.create(
        {
          customer: customer.id,
          payment_method: request.payment.paymentMethodId,
          confirm: true,
          usage: "off_session",
          metadata: { websiteId: request.websiteId },
        },
        { idempotencyKey: `${request.idempotencyKey}-setup` },
      );
      const method = typeof setup.payment_method === "string" ? setup.payment_method : setup.payment_method?.id;
      if (setup.status !== "succeeded" || !method) return { outcome: "declined", message: setup.last_setup_error?.message ?? GENERIC_DECLINE };
      const card = (await this.stripe.paymentMethods.retrieve(method)).card;
      return { outcome: "saved", methodReference: method, customerReference: customer.id, label: card ? `Card ending ${card.last4}` : "Saved payment method" };
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeCardError) return { outcome: "declined", message: error.message };
      throw error;
    }
  }

  async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey });
  }

  /** Cancels the PaymentIntent; one that already succeeded or was cancelled ("payment_intent_unexpected_state") is left as it is. */
  async cancel(reference: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(reference);
    } catch (error) {
      if (error instanceof stripeSdk().errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state") return;
      throw error;
    }
  }

  /**
   * Reads the order's PaymentIntent: by its id when the charge answered, else by the order id
   * Tessera puts in every intent's metadata (Stripe's search, which can lag by about a minute,
   * so the recovery sweep only asks about orders older than that).
   */
  async paymentState(orderId: string, reference: string | null): Promise<PaymentState> {
    const intent = reference?.startsWith("pi_")
      ? await this.stripe.paymentIntents.retrieve(reference)
      : (await this.stripe.paymentIntents.search({ query: `metadata['orderId']:'${orderId.replace(/[^0-9a-f]/g, "")}'`, limit: 1 })).data[0];
    if (!intent) return { state: "none" };
    if (intent.status === "succeeded") return { state: "succeeded", reference: intent.id };
    if (intent.status === "canceled" || intent.status === "requires_payment_method") return { state: "failed", reference: intent.id };
    return { state: "pending", reference: intent.id };
  }

  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null {
    const signature = headers["stripe-signature"];
    if (!this.config.stripeWebhookSecret || typeof signature !== "string") throw new PaymentSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret);
    } catch {
      throw new PaymentSignatureError();
    }
    if (event.type === "payment_intent.succeeded") return { eventId: event.id, reference: event.data.object.id, outcome: "succeeded" };
    if (event.type === "payment_intent.payment_failed") return { eventId: event.id, reference: event.data.object.id, outcome: "failed" };
    return null;
  }
}
