import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
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

/** Card numbers the built-in test gateway knows; any other valid-looking number is declined as unknown. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declines: "4000000000000002",
  requiresConfirmation: "4000002500003155",
} as const;

/** Messages the test gateway answers with. */
export const TEST_GATEWAY_MESSAGES = {
  declined: "Your card was declined.",
  unknownCard: "This card number is not a test card. Use 4242 4242 4242 4242.",
  expired: "Your card has expired.",
  confirmationFailed: "The card's extra confirmation step failed.",
  confirmationNotSaved: "This test card asks for a confirmation at every payment, so it cannot pay a subscription. Use 4242 4242 4242 4242.",
} as const;

/** The prefix of a card the gateway saved; its last 4 digits follow, so a saved card is known again after a restart. */
const SAVED_PREFIX = "tgpm_";

/** The start of the reference of a test card the gateway saved. */
function savedPrefixOf(cardNumber: string): string {
  return `${SAVED_PREFIX}${cardNumber.slice(-4)}_`;
}

/** The header carrying a confirmation's signature: "t={unix seconds},v1={hex HMAC-SHA256 of t.body}". */
const TEST_SIGNATURE_HEADER = "tessera-signature";
/** Confirmations older than this are refused even with a good signature. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

interface GatewayPayment {
  reference: string;
  orderId: string;
  amountCents: number;
  status: "succeeded" | "declined" | "requires_action" | "refunded" | "failed" | "cancelled";
}

/**
 * The built-in payment gateway for trying a store without an account anywhere: test card
 * numbers that succeed, decline, or need an extra confirmation step (confirmed on the gateway's
 * own page, which then sends a signed confirmation like a real provider's webhook). It keeps
 * its payments in memory, so they end with the process like money that never left a card; a
 * repeated idempotency key returns the first answer.
 */
export class TestGateway implements PaymentProvider {
  readonly name = "test";
  readonly collects = "card" as const;
  private readonly byKey = new Map<string, ChargeResult>();
  private readonly payments = new Map<string, GatewayPayment>();
  private readonly refundCalls = new Map<string, number>();

  constructor(
    private readonly signingSecret: string,
    private readonly clock: Clock,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.byKey.get(request.idempotencyKey);
    if (earlier) return earlier;
    const reference = `tg_${newId()}`;
    const result = this.decide(request, reference);
    this.byKey.set(request.idempotencyKey, result);
    const status = result.outcome === "succeeded" ? "succeeded" : result.outcome === "declined" ? "declined" : "requires_action";
    this.payments.set(reference, { reference, orderId: request.orderId, amountCents: request.amountCents, status });
    return result;
  }

  private decide(request: ChargeRequest, reference: string): ChargeResult {
    if (request.payment.kind === "saved") {
      const { methodReference, offSession } = request.payment;
      if (this.failing.has(methodReference)) return { outcome: "declined", reference, message: TEST_GATEWAY_MESSAGES.declined };
      if (methodReference.startsWith(savedPrefixOf(TEST_CARDS.succeeds))) return { outcome: "succeeded", reference };
      // The card asking for a confirmation, saved for a first payment: that payment asks it, later charges without the buyer do not.
      if (methodReference.startsWith(savedPrefixOf(TEST_CARDS.requiresConfirmation))) {
        return offSession ? { outcome: "succeeded", reference } : this.confirmationStep(request, reference);
      }
      return { outcome: "declined", reference, message: TEST_GATEWAY_MESSAGES.declined };
    }
    if (request.payment.kind !== "card") return { outcome: "declined", reference, message: TEST_GATEWAY_MESSAGES.unknownCard };
    const digits = request.payment.cardNumber.replace(/\s+/g, "");
    // A payment may ask for the buyer's extra confirmation; only a card saved for later charges may not (cardRefusal).
    const refusal = digits === TEST_CARDS.requiresConfirmation ? this.expiry(request.payment) : this.cardRefusal(request.payment);
    if (refusal) return { outcome: "declined", reference, message: refusal };
    if (digits === TEST_CARDS.succeeds) return { outcome: "succeeded", reference };
    if (digits === TEST_CARDS.declines) return { outcome: "declined", reference, message: TEST_GATEWAY_MESSAGES.declined };
    if (digits === TEST_CARDS.requiresConfirmation) return this.confirmationStep(request, reference);
    return { outcome: "declined", reference, message: TEST_GATEWAY_MESSAGES.unknownCard };
  }

  /** A payment waiting for the buyer on the gateway's confirmation page, which sends them back to the request's return address. */
  private confirmationStep(request: ChargeRequest, reference: string): ChargeResult {
    const query = new URLSearchParams({ payment: reference, return: request.returnUrl });
    return { outcome: "requires_action", reference, actionUrl: `/commerce/test-gateway/authorize?${query}` };
  }

  /** "Your card has expired." for a card past its month, else null. */
  private expiry(card: { expMonth: number; expYear: number }): string | null {
    const now = this.clock.now();
    const past = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    return past ? TEST_GATEWAY_MESSAGES.expired : null;
  }

  /** Why a card cannot pay at all or be saved (expired, declined, asking a confirmation at every payment, not a test card), or null. */
  private cardRefusal(card: { cardNumber: string; expMonth: number; expYear: number }): string | null {
    const expired = this.expiry(card);
    if (expired) return expired;
    const digits = card.cardNumber.replace(/\s+/g, "");
    if (digits === TEST_CARDS.declines) return TEST_GATEWAY_MESSAGES.declined;
    if (digits === TEST_CARDS.requiresConfirmation) return TEST_GATEWAY_MESSAGES.confirmationNotSaved;
    if (digits !== TEST_CARDS.succeeds) return TEST_GATEWAY_MESSAGES.unknownCard;
    return null;
  }

  /**
   * Saves a test card for later charges: the succeeding card is saved (its reference carries its
   * last 4 digits and a hash of the key, so a repeat gets the same reference, even after a
   * restart), and so is the card asking for a confirmation when its first payment follows with
   * the buyer there (`confirmAtFirstPayment`); any other card is refused as it would be at a charge.
   */
  async saveMethod(request: SaveMethodRequest): Promise<SaveMethodResult> {
    if (request.payment.kind !== "card") return { outcome: "declined", message: TEST_GATEWAY_MESSAGES.unknownCard };
    const confirmedLater = request.confirmAtFirstPayment === true && request.payment.cardNumber.replace(/\s+/g, "") === TEST_CARDS.requiresConfirmation;
    const refusal = confirmedLater ? this.expiry(request.payment) : this.cardRefusal(request.payment);
    if (refusal) return { outcome: "declined", message: refusal };
    const last4 = request.payment.cardNumber.replace(/\s+/g, "").slice(-4);
    const keyHash = createHash("sha256").update(`${request.websiteId}\n${request.idempotencyKey}`).digest("hex").slice(0, 16);
    return { outcome: "saved", methodReference: `${SAVED_PREFIX}${last4}_${keyHash}`, customerReference: null, label: `Card ending ${last4}` };
  }

  /** Saved cards whose charges are declined from now on, as a card that expired or was blocked after it was saved. */
  private readonly failing = new Set<string>();

  /** Makes a saved card decline every later charge (for checks of failed renewals). */
  failSavedMethod(methodReference: string): void {
    this.failing.add(methodReference);
  }

  /** Whether a payment waits for the buyer's confirmation. */
  awaitsConfirmation(reference: string): boolean {
    return this.payments.get(reference)?.status === "requires_action";
  }

  /** The buyer's answer on the confirmation page; returns the signed confirmation the gateway sends. */
  confirm(reference: string, approve: boolean): { rawBody: string; headers: Record<string, string> } | null {
    const payment = this.payments.get(reference);
    if (!payment || payment.status !== "requires_action") return null;
    payment.status = approve ? "succeeded" : "failed";
    return this.signedEvent({ eventId: `evt_${randomBytes(12).toString("hex")}`, reference, outcome: approve ? "succeeded" : "failed" });
  }

  /** Signs a confirmation as the gateway sends it (also used by tests to replay one). */
  signedEvent(event: PaymentEvent): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(event);
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    return { rawBody, headers: { [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${this.sign(timestamp, rawBody)}` } };
  }

  async refund(reference: string): Promise<void> {
    const payment = this.payments.get(reference);
    if (payment) payment.status = "refunded";
    this.refundCalls.set(reference, (this.refundCalls.get(reference) ?? 0) + 1);
  }

  /** Cancels a payment waiting for its confirmation: the confirmation page can no longer confirm it. */
  async cancel(reference: string): Promise<void> {
    const payment = this.payments.get(reference);
    if (payment?.status === "requires_action") payment.status = "cancelled";
  }

  /** How many times a payment was asked to be refunded (for checks that a refund happens once). */
  refundCount(reference: string): number {
    return this.refundCalls.get(reference) ?? 0;
  }

  async paymentState(orderId: string, reference: string | null): Promise<PaymentState> {
    const payment = reference ? this.payments.get(reference) : [...this.payments.values()].find((p) => p.orderId === orderId);
    if (!payment) return { state: "none" };
    if (payment.status === "succeeded" || payment.status === "refunded") return { state: "succeeded", reference: payment.reference };
    if (payment.status === "requires_action") return { state: "pending", reference: payment.reference };
    return { state: "failed", reference: payment.reference };
  }

  /** How many charges this gateway captured (for checks that orders equal payments). */
  capturedCount(): number {
    return [...this.payments.values()].filter((p) => p.status === "succeeded").length;
  }

  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const header = headers[TEST_SIGNATURE_HEADER];
    const match = typeof header === "string" ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
    if (!match) throw new PaymentSignatureError();
    const timestamp = Number(match[1]);
    const expected = Buffer.from(this.sign(timestamp, rawBody), "hex");
    const given = Buffer.from(match[2]!, "hex");
    if (!timingSafeEqual(expected, given)) throw new PaymentSignatureError();
    if (Math.abs(this.clock.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
      throw new PaymentSignatureError("The payment confirmation is too old.");
    const event = JSON.parse(rawBody) as PaymentEvent;
    if (typeof event.eventId !== "string" || typeof event.reference !== "string" || (event.outcome !== "succeeded" && event.outcome !== "failed")) {
      throw new PaymentSignatureError("The payment confirmation is not readable.");
    }
    return event;
  }

  private sign(timestamp: number, rawBody: string): string {
    return createHmac("sha256", this.signingSecret).update(`${timestamp}.${rawBody}`).digest("hex");
  }
}
