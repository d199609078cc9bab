import type { Db } from "../../../db/database";
import { newId } from "../../../domain/ids";
import { isoNow, type Clock } from "../../clock";
import type { MailService } from "../mail/mailService";
import { websitesRepository } from "../sites/websitesRepository";
import { cartRepository } from "./cartRepository";
import { inventory } from "./inventory";
import { orderConfirmationMail } from "./orderMail";
import { ordersRepository } from "./ordersRepository";
import type { PaymentProvider } from "./payments/paymentProvider";
import { StripeProvider } from "./payments/stripeProvider";
import type { TestGateway } from "./payments/testGateway";
import { paymentKeysRepository } from "./paymentKeys";
import type { StoreConfig } from "./storeConfig";

/** Order statuses, in the order an order usually moves through them. */
export const ORDER_STATUS = {
  PENDING_PAYMENT: "pending_payment",
  AWAITING_CONFIRMATION: "awaiting_confirmation",
  PAID: "paid",
  PAYMENT_FAILED: "payment_failed",
  FULFILLED: "fulfilled",
  REFUNDED: "refunded",
} as const;

const OPEN = [ORDER_STATUS.PENDING_PAYMENT, ORDER_STATUS.AWAITING_CONFIRMATION];
const HOLD_SWEEP_MS = 60_000;

/**
 * The store's long-lived parts and the moves of an order's life: payment captured (stock
 * committed, cart closed, mail sent), payment failed or hold expired (stock released). Each
 * move is a conditional status change inside a transaction, so a repeated confirmation, a
 * double click or two nodes racing all make it happen once.
 */
export class StoreService {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    readonly mail: MailService,
    /** The server's provider (STRIPE_* or the test gateway), for sites without their own keys. */
    readonly payments: PaymentProvider,
    /** The built-in gateway when it is the server's provider (its confirmation page needs it). */
    readonly testGateway: TestGateway | null,
    /** Signs download links and order page tokens. */
    readonly secret: string,
    /** The server's store configuration (where Stripe's API answers). */
    private readonly config: StoreConfig,
  ) {}

  /** Each site's Stripe provider, kept while the site's keys stay the same. */
  private readonly siteProviders = new Map<string, { keys: string; provider: PaymentProvider }>();

  /** The provider that takes a site's payments: Stripe with the site's own keys once it set a secret key, else the server's. */
  async paymentsFor(websiteId: string): Promise<PaymentProvider> {
    const keys = await paymentKeysRepository.find(this.db, websiteId);
    if (!keys?.secretKey) return this.payments;
    const fingerprint = [keys.secretKey, keys.publishableKey, keys.webhookSecret].join("\n");
    const cached = this.siteProviders.get(websiteId);
    if (cached?.keys === fingerprint) return cached.provider;
    const provider = new StripeProvider({
      stripeApiUrl: this.config.stripeApiUrl,
      stripeSecretKey: keys.secretKey,
      stripePublishableKey: keys.publishableKey,
      stripeWebhookSecret: keys.webhookSecret,
    });
    this.siteProviders.set(websiteId, { keys: fingerprint, provider });
    return provider;
  }

  /** The built-in gateway when it takes this site's payments, else null. */
  async testGatewayFor(websiteId: string): Promise<TestGateway | null> {
    return (await this.paymentsFor(websiteId)) === this.testGateway ? this.testGateway : null;
  }

  /** Records a captured payment and completes its order once; false when it was completed before. */
  async completePayment(orderId: string, reference: string, baseUrl: string): Promise<boolean> {
    const now = this.clock.now();
    const stamp = now.toISOString();
    const done = await this.db.transaction().execute(async (trx) => {
      const moved = await ordersRepository.moveStatus(trx, orderId, OPEN, ORDER_STATUS.PAID, { paidAt: stamp, updatedAt: stamp, paymentReference: reference });
      if (!moved) return null;
      const order = (await ordersRepository.findOrderById(trx, orderId))!;
      await this.recordPayment(trx, order.paymentProvider, order.websiteId, orderId, reference, Number(order.grandTotalCents), "captured", stamp);
      await inventory.commit(trx, orderId);
      await cartRepository.markPurchased(trx, order.cartId, orderId, stamp);
      const website = await websitesRepository.findById(trx, order.websiteId);
      await this.mail.enqueue(trx, orderConfirmationMail(order, website?.title ?? "", baseUrl, this.secret, now));
      return order;
    });
    if (done) this.mail.deliverSoon();
    return done !== null;
  }

  /** Records a failed payment and releases its order's stock once; false when the order was no longer open. */
  async failPayment(orderId: string, reference: string | null, status = ORDER_STATUS.PAYMENT_FAILED): Promise<boolean> {
    const stamp = isoNow(this.clock);
    return this.db.transaction().execute(async (trx) => {
      const moved = await ordersRepository.moveStatus(trx, orderId, OPEN, status, { updatedAt: stamp, ...(reference ? { paymentReference: reference } : {}) });
      if (!moved) return false;
      await inventory.release(trx, orderId);
      if (reference) {
        const order = (await ordersRepository.findOrderById(trx, orderId))!;
        await this.recordPayment(trx, order.paymentProvider, order.websiteId, orderId, reference, Number(order.grandTotalCents), "declined", stamp);
      }
      return true;
    });
  }

  /** Marks an order as waiting for the buyer's extra confirmation at the provider; its stock stays held. */
  async awaitConfirmation(orderId: string, reference: string): Promise<void> {
    const stamp = isoNow(this.clock);
    await this.db.transaction().execute(async (trx) => {
      const moved = await ordersRepository.moveStatus(trx, orderId, [ORDER_STATUS.PENDING_PAYMENT], ORDER_STATUS.AWAITING_CONFIRMATION, { updatedAt: stamp, paymentReference: reference });
      if (!moved) return;
      const order = (await ordersRepository.findOrderById(trx, orderId))!;
      await this.recordPayment(trx, order.paymentProvider, order.websiteId, orderId, reference, Number(order.grandTotalCents), "requires_action", stamp);
    });
  }

  private async recordPayment(db: Db, provider: string, websiteId: string, orderId: string, reference: string, amountCents: number, status: string, now: string): Promise<void> {
    const existing = await ordersRepository.findPayment(db, provider, reference);
    if (existing) {
      await ordersRepository.setPaymentStatus(db, existing.id, status, now);
      return;
    }
    await ordersRepository.insertPayment(db, { id: newId(), websiteId, orderId, provider, reference, amountCents, status, createdAt: now, updatedAt: now });
  }

  /**
   * Handles a provider's payment confirmation, already verified by signature: each event id
   * is handled once, and the order moves only if it is still open, so replays fulfil nothing.
   */
  async handlePaymentEvent(provider: string, event: { eventId: string; reference: string; outcome: "succeeded" | "failed" }, baseUrl: string): Promise<"handled" | "replayed" | "unknown"> {
    const payment = await ordersRepository.findPayment(this.db, provider, event.reference);
    if (!payment) return "unknown";
    if (!(await ordersRepository.recordEvent(this.db, provider, event.eventId, isoNow(this.clock)))) return "replayed";
    if (event.outcome === "failed") {
      await this.failPayment(payment.orderId, event.reference);
      return "handled";
    }
    if (!(await this.completePayment(payment.orderId, event.reference, baseUrl))) await this.refundLatePayment(provider, payment.orderId, event.reference);
    return "handled";
  }

  /** Gives back a payment that succeeded after its order had already failed (its hold expired first), so no buyer pays for nothing. */
  private async refundLatePayment(provider: string, orderId: string, reference: string): Promise<void> {
    const order = await ordersRepository.findOrderById(this.db, orderId);
    if (order?.status !== ORDER_STATUS.PAYMENT_FAILED) return;
    await (await this.paymentsFor(order.websiteId)).refund(reference, Number(order.grandTotalCents), `refund-${orderId}`);
    const payment = await ordersRepository.findPayment(this.db, provider, reference);
    if (payment) await ordersRepository.setPaymentStatus(this.db, payment.id, "refunded", isoNow(this.clock));
  }

  /** Releases the stock of orders whose hold expired before the payment finished. */
  async releaseExpiredHolds(): Promise<number> {
    let released = 0;
    for (const orderId of await inventory.ordersWithExpiredHolds(this.db, isoNow(this.clock))) {
      if (await this.failPayment(orderId, null, ORDER_STATUS.PAYMENT_FAILED)) released += 1;
    }
    return released;
  }

  /** Sweeps expired holds every minute until stop(). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.releaseExpiredHolds().catch(() => undefined), HOLD_SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
