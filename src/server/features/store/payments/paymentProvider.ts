/** What the buyer's browser sends to pay: card details for the test gateway, a payment method id for Stripe. */
type BuyerPayment = { kind: "card"; cardNumber: string; expMonth: number; expYear: number; cvc: string } | { kind: "paymentMethod"; paymentMethodId: string };

/**
 * A payment method saved with the provider by a subscription checkout; `offSession` when the
 * buyer is not there to confirm anything (renewals).
 */
interface SavedPayment {
  kind: "saved";
  methodReference: string;
  customerReference: string | null;
  offSession: boolean;
  /**
   * The first payment of a method saved with `confirmAtFirstPayment`: the buyer's confirmation of
   * this payment, when the card asks for one, also allows the later charges made without them.
   */
  setsUpLaterCharges?: boolean;
}

/** How a charge is paid: what the buyer sent, or a method saved before. */
export type PaymentDetails = BuyerPayment | SavedPayment;

/** A payment method to save for later charges, asked for by the subscription checkout; the key makes a repeat save nothing new. */
export interface SaveMethodRequest {
  websiteId: string;
  email: string;
  payment: BuyerPayment;
  idempotencyKey: string;
  /**
   * The method's first payment follows at once with the buyer there (a monthly gift's first
   * gift), so a card that asks for an extra confirmation is saved too: that payment's
   * confirmation also allows the later charges (Stripe: the Customer is given the method, and the
   * first PaymentIntent sets it up for off-session use).
   */
  confirmAtFirstPayment?: boolean;
}

/** A method saved (with what buyers and owners see of it, e.g. "Card ending 4242"), or the provider's refusal. */
export type SaveMethodResult =
  { outcome: "saved"; methodReference: string; customerReference: string | null; label: string } | { outcome: "declined"; message: string };

/** One charge for one order. The idempotency key makes a repeated call return the first call's result. */
export interface ChargeRequest {
  orderId: string;
  websiteId: string;
  amountCents: number;
  currency: string;
  email: string;
  payment: PaymentDetails;
  idempotencyKey: string;
  /** Where the buyer returns after an extra confirmation step. */
  returnUrl: string;
}

/** How a charge ended: paid, refused, or waiting for the buyer to confirm at the provider. */
export type ChargeResult =
  | { outcome: "succeeded"; reference: string }
  | { outcome: "declined"; reference: string; message: string }
  | { outcome: "requires_action"; reference: string; actionUrl: string };

/** A provider's confirmation that a payment finished, after its signature was checked. */
export interface PaymentEvent {
  eventId: string;
  reference: string;
  outcome: "succeeded" | "failed";
}

/**
 * What the provider knows of an order's payment, asked when an order was left open (the
 * server stopped between the charge and its answer, or a confirmation never arrived).
 * "none": the provider never took a charge for the order.
 */
export type PaymentState =
  { state: "succeeded"; reference: string } | { state: "failed"; reference: string | null } | { state: "pending"; reference: string } | { state: "none" };

/** Refusal of a confirmation whose signature does not match. */
export class PaymentSignatureError extends Error {
  constructor(message = "The payment confirmation's signature is not valid.") {
    super(message);
    this.name = "PaymentSignatureError";
  }
}

/**
 * A payment provider behind one interface: the built-in test gateway (the default) or Stripe
 * (STRIPE_SECRET_KEY). Checkout, confirmation and refunds only ever see this.
 */
export interface PaymentProvider {
  /** "test" or "stripe", stored with each payment. */
  readonly name: string;
  /** What the checkout form asks for: card fields or a payment method id. */
  readonly collects: BuyerPayment["kind"];
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Saves the buyer's payment method for charges made later without them (Stripe: a Customer and a confirmed off-session SetupIntent). */
  saveMethod(request: SaveMethodRequest): Promise<SaveMethodResult>;
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /**
   * Cancels a payment still waiting for the buyer's extra confirmation, so it can no longer be
   * confirmed (Stripe: the PaymentIntent is cancelled); a payment that already ended is left as it
   * is, and a repeat does nothing more.
   */
  cancel(reference: string): Promise<void>;
  /** The state of an order's payment at the provider, by the payment's reference when known, else by the order id. */
  paymentState(orderId: string, reference: string | null): Promise<PaymentState>;
  /**
   * Checks a confirmation's signature against its raw body and reads it; throws
   * PaymentSignatureError. Null for a genuine event that is not a payment outcome (acknowledged, ignored).
   */
  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}
