import type { AppDatabase, Db } from "../../../db/database";
import type { StoreOrderRow, StorePaymentRow } from "../../../db/schema";
import { flushedTransaction } from "../../../db/flushedTransaction";
import { newId } from "../../../domain/ids";
import { PeriodicJob } from "../../background/periodicJob";
import { isoNow, type Clock } from "../../clock";
import type { SiteChanges } from "../sites/siteChanges";
import type { ServerLog } from "../../log/serverLog";
import type { MailService } from "../mail/mailService";
import { cartRepository } from "./cartRepository";
import { checkoutsRepository, type CheckoutAnswer } from "./checkoutsRepository";
import { KeyAnswerWaits } from "./keyAnswerWaits";
import { HOLD_MINUTES, inventory } from "./inventory";
import { ORDER_CONFIRMATION, orderConfirmationComposer, orderConfirmationSubject } from "./orderMail";
import { storeTextsFor } from "./storeLanguage";
import { settleCutOffCheckouts } from "./checkoutRecovery";
import { recoverOpenOrders } from "./orderRecovery";
import { OPEN_ORDER_STATUSES, ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import { ordersRepository } from "./ordersRepository";
import { paidAnswer } from "./paidAnswer";
import { orderAccessToken } from "./downloadLinks";
import type { PaymentEvent, PaymentProvider } from "./payments/paymentProvider";
import { StripeProvider } from "./payments/stripeProvider";
import type { TestGateway } from "./payments/testGateway";
import type { Website } from "../sites/websiteRecord";
import { paymentKeysRepository } from "./paymentKeysRepository";
import type { StoreConfig } from "./storeConfig";
import { issueGiftCardOf } from "./giftCardIssuing";
import { GIFT_CARD_MAIL, redactGiftCardCode } from "./giftCardMail";
import { giftCardsRepository } from "./giftCardsRepository";
import { couponUsesRepository } from "./couponUsesRepository";
import { startSubscriptionsOf } from "./subscriptions/subscriptionStart";
import { settleDonationConfirmation } from "./donations/donationConfirmations";

/** How often expired holds are released and open orders checked with their provider, and what the log says when a sweep fails. */
const STORE_SWEEP = { source: "store.sweep", failure: "The store's sweep failed; the next sweep tries again.", intervalMs: 60_000 };

/** What the store is handed, by name: the database, the clock, mail, payments and the site's change notices. */
interface StoreCollaborators {
  database: Pick<AppDatabase, "db" | "engine" | "notices">;
  clock: Clock;
  mail: MailService;
  /** The server's provider (STRIPE_* or the test gateway), for sites without their own keys. */
  payments: PaymentProvider;
  /** The built-in gateway when it is the server's provider (its confirmation page needs it). */
  testGateway: TestGateway | null;
  /** Signs download links and order page tokens. */
  secret: string;
  /** The server's store configuration (where Stripe's API answers). */
  config: StoreConfig;
  /** Where the background sweep reports what went wrong. */
  log: ServerLog;
  /** Told when released stock changes what a product shows (sold out or not) on the site's pages. */
  siteChanges: SiteChanges;
  /** Settles a confirmed payment that is neither an order's nor a gift's (a member area's joining), or answers "unknown". */
  settleOtherPayment: (provider: string, event: PaymentEvent) => Promise<"handled" | "replayed" | "unknown">;
}

/**
 * The store's long-lived parts and the moves of an order's life: payment captured (stock
 * committed, cart closed, mail sent), payment failed or hold expired (stock released, cart
 * free to check out again). Each move is a conditional status change inside a transaction, so
 * a repeated confirmation, a double click or two nodes racing all make it happen once; and
 * each commits durably (flushedTransaction: on SQLite at synchronous=FULL, like form
 * submissions), so an order answered "paid" survives a crash of the machine.
 */
export class StoreService {
  /** The background sweep: once at start (orders a crash left open are found at start-up), then every minute. */
  private readonly sweeper: PeriodicJob;
  private readonly database: Pick<AppDatabase, "db" | "engine" | "notices">;
  readonly clock: Clock;
  readonly mail: MailService;
  readonly payments: PaymentProvider;
  readonly testGateway: TestGateway | null;
  readonly secret: string;
  private readonly config: StoreConfig;
  readonly log: ServerLog;
  private readonly siteChanges: SiteChanges;
  private readonly settleOtherPayment: StoreCollaborators["settleOtherPayment"];
  /** Where a checkout whose key another request claimed waits for that request's answer. */
  readonly keyAnswers: KeyAnswerWaits;

  constructor(collaborators: StoreCollaborators) {
    this.database = collaborators.database;
    this.clock = collaborators.clock;
    this.mail = collaborators.mail;
    this.payments = collaborators.payments;
    this.testGateway = collaborators.testGateway;
    this.secret = collaborators.secret;
    this.config = collaborators.config;
    this.log = collaborators.log;
    this.siteChanges = collaborators.siteChanges;
    this.settleOtherPayment = collaborators.settleOtherPayment;
    this.keyAnswers = new KeyAnswerWaits(collaborators.database.notices, collaborators.log);
    this.sweeper = new PeriodicJob({ ...STORE_SWEEP, round: () => this.sweepOnce(), log: collaborators.log, runAtStart: true });
    this.mail.composeWith(ORDER_CONFIRMATION, orderConfirmationComposer(this.database.db, this.secret));
    this.mail.redactWith(GIFT_CARD_MAIL, redactGiftCardCode);
  }

  /** How long an order is left open before the recovery sweep asks its provider (ORDER_RECOVERY_AFTER_SECONDS). */
  get recoveryAfterMs(): number {
    return this.config.orderRecoveryAfterMs;
  }

  /** The store's database handle. */
  get db(): Db {
    return this.database.db;
  }

  /** Runs work in one transaction whose commit is on disk when it returns (flushedTransaction): every move of an order. */
  durably<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return flushedTransaction(this.database, work);
  }

  /** Each site's Stripe provider, kept while the site's keys stay the same. */
  private readonly siteProviders = new Map<string, { keys: string; provider: PaymentProvider }>();

  /** Each site's provider as of a version of the site: keys change only through owner writes, which give the site a new version. */
  private readonly providerOfVersion = new Map<string, { version: number; provider: Promise<PaymentProvider> }>();

  /**
   * The provider that takes the payments of a site as its record stands: read once per site
   * version rather than on every checkout, which asked the database for the site's keys each
   * time; checkouts arriving while it is read share the one read (a sale that sells out gives
   * the site a new version, and its buyers all ask at once). A read that failed is not kept.
   */
  paymentsOfSite(website: Pick<Website, "id" | "version">): Promise<PaymentProvider> {
    const known = this.providerOfVersion.get(website.id);
    if (known?.version === website.version) return known.provider;
    const provider = this.paymentsFor(website.id);
    this.providerOfVersion.set(website.id, { version: website.version, provider });
    provider.catch(() => {
      if (this.providerOfVersion.get(website.id)?.provider === provider) this.providerOfVersion.delete(website.id);
    });
    return provider;
  }

  /** The provider that takes a site's payments: Stripe with the site's own keys once it set a secret key, else the server's. */
  async paymentsFor(websiteId: string): Promise<PaymentProvider> {
    const keys = await paymentKeysRepository.find(this.db, websiteId);
    if (!keys?.secretKey) return this.payments;
    const fingerprint = [keys.secretKey, keys.publishableKey, keys.webhookSecret].join("\n");
    const cached = this.siteProviders.get(websiteId);
    if (cached?.keys === fingerprint) return cached.provider;
    const provider = new StripeProvider({
      ...this.config,
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

  /** Tells the site's caches that a product's pages show it differently now (few left, sold out, or back in stock). */
  async stockShownChanged(websiteId: string): Promise<void> {
    await this.siteChanges.stockShownChanged(websiteId);
  }

  /**
   * Records a captured payment and completes its order once: stock committed, cart closed,
   * confirmation mail queued and, when the order came from a checkout still waiting for its
   * answer, that answer stored, all or none; false when it was completed (or closed) before.
   */
  async completePayment(orderId: string, reference: string): Promise<boolean> {
    const order = await ordersRepository.findWithSite(this.db, orderId);
    if (!order) return false;
    return this.completeOrder(order, order.siteTitle, reference);
  }

  /**
   * completePayment for an order already at hand (the checkout that wrote it), in one
   * transaction; the confirmation mail is queued by reference to the order, composed when it is
   * sent (orderConfirmationComposer), a gift card the order bought is issued and mailed to
   * its recipient (giftCardIssuing.ts), and the subscriptions it bought start (subscriptionStart.ts). `token` is the order's access token, when the caller
   * signed it already.
   */
  async completeOrder(order: StoreOrderRow, siteTitle: string, reference: string, token = orderAccessToken(this.secret, order.id)): Promise<boolean> {
    const stamp = isoNow(this.clock);
    const paidChanges = { paidAt: stamp, updatedAt: stamp, paymentReference: reference };
    const key = order.idempotencyKey;
    const texts = await storeTextsFor(this.db, order.websiteId, order.locale);
    const completed = await this.durably(async (trx) => {
      if (!(await ordersRepository.moveStatus(trx, order.id, OPEN_ORDER_STATUSES, ORDER_STATUS.PAID, paidChanges))) return null;
      await this.recordPayment(trx, order, reference, "captured", stamp);
      await inventory.commit(trx, order.id);
      await cartRepository.markPurchased(trx, order.cartId, order.id, stamp);
      await issueGiftCardOf(trx, this.mail, order, siteTitle, stamp);
      await startSubscriptionsOf(trx, order, stamp);
      await this.mail.enqueue(trx, {
        websiteId: order.websiteId,
        kind: ORDER_CONFIRMATION,
        to: order.email,
        subject: orderConfirmationSubject(siteTitle, order.id, texts),
        sourceId: order.id,
      });
      const answered = key !== null && (await checkoutsRepository.finish(trx, order.websiteId, key, paidAnswer(order.id, token)));
      return { answeredKey: answered ? key : null };
    });
    if (!completed) return false;
    if (completed.answeredKey !== null) await this.keyAnswers.answered(order.websiteId, completed.answeredKey);
    this.mail.deliverSoon();
    return true;
  }

  /** Stores the answer of a checkout key claimed and not yet answered, and tells the requests waiting for it. */
  async answerKey(websiteId: string, key: string, answer: CheckoutAnswer): Promise<void> {
    if (await checkoutsRepository.finish(this.db, websiteId, key, answer)) await this.keyAnswers.answered(websiteId, key);
  }

  /** Forgets the claim of a checkout key whose work broke, so a retry runs again, and tells the requests waiting for it. */
  async releaseKey(websiteId: string, key: string): Promise<void> {
    if (await checkoutsRepository.release(this.db, websiteId, key)) await this.keyAnswers.answered(websiteId, key);
  }

  /** Records a failed payment, releases its order's stock, gives back its coupon uses and what it took of a gift card, and frees its cart, once; false when the order was no longer open. */
  async failPayment(orderId: string, reference: string | null, status = ORDER_STATUS.PAYMENT_FAILED): Promise<boolean> {
    const stamp = isoNow(this.clock);
    const websiteId = await this.durably(async (trx) => {
      const order = await ordersRepository.moveStatus(trx, orderId, OPEN_ORDER_STATUSES, status, {
        updatedAt: stamp,
        ...(reference ? { paymentReference: reference } : {}),
      });
      if (!order) return null;
      await inventory.release(trx, orderId);
      await couponUsesRepository.giveBack(trx, orderId);
      if (order.giftCardId && Number(order.giftCardCents) > 0)
        await giftCardsRepository.giveBack(trx, order.giftCardId, orderId, Number(order.giftCardCents), "released", stamp);
      await cartRepository.releaseCheckout(trx, order.cartId, orderId, stamp);
      if (reference) await this.recordPayment(trx, order, reference, "declined", stamp);
      return order.websiteId;
    });
    if (websiteId === null) return false;
    await this.stockShownChanged(websiteId);
    return true;
  }

  /** Marks an order as waiting for the buyer's extra confirmation at the provider; its stock stays held. */
  async awaitConfirmation(orderId: string, reference: string): Promise<void> {
    const stamp = isoNow(this.clock);
    await this.durably(async (trx) => {
      const order = await ordersRepository.moveStatus(trx, orderId, [ORDER_STATUS.PENDING_PAYMENT], ORDER_STATUS.AWAITING_CONFIRMATION, {
        updatedAt: stamp,
        paymentReference: reference,
      });
      if (order) await this.recordPayment(trx, order, reference, "requires_action", stamp);
    });
  }

  private recordPayment(db: Db, order: StoreOrderRow, reference: string, status: string, now: string): Promise<void> {
    return ordersRepository.recordPayment(db, this.paymentRow(order, reference, status, now));
  }

  private paymentRow(order: StoreOrderRow, reference: string, status: string, now: string): StorePaymentRow {
    return {
      id: newId(),
      websiteId: order.websiteId,
      orderId: order.id,
      provider: order.paymentProvider,
      reference,
      amountCents: Number(order.grandTotalCents) - Number(order.giftCardCents),
      status,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Handles a provider's payment confirmation, already verified by signature: each event id
   * is handled once, and the order moves only if it is still open, so replays fulfil nothing.
   * A payment of no order may be a gift waiting for its donor's confirmation, or a member area's
   * joining waiting for its member's.
   */
  async handlePaymentEvent(
    provider: string,
    event: { eventId: string; reference: string; outcome: "succeeded" | "failed" },
  ): Promise<"handled" | "replayed" | "unknown"> {
    const payment = await ordersRepository.findPayment(this.db, provider, event.reference);
    if (!payment) {
      const gift = await settleDonationConfirmation(
        { db: this.db, clock: this.clock, mail: this.mail, secret: this.secret, paymentsFor: (websiteId) => this.paymentsFor(websiteId) },
        provider,
        event,
      );
      return gift === "unknown" ? this.settleOtherPayment(provider, event) : gift;
    }
    if (!(await ordersRepository.recordEvent(this.db, provider, event.eventId, isoNow(this.clock)))) return "replayed";
    if (event.outcome === "failed") {
      await this.failPayment(payment.orderId, event.reference);
      return "handled";
    }
    if (!(await this.completePayment(payment.orderId, event.reference))) await this.refundLatePayment(payment.orderId, event.reference);
    return "handled";
  }

  /**
   * Gives back a payment that succeeded after its order had already failed (its hold expired,
   * or the recovery sweep found no payment first), so no buyer pays for nothing. True when it
   * was refunded.
   */
  async refundLatePayment(orderId: string, reference: string): Promise<boolean> {
    const order = await ordersRepository.findOrderById(this.db, orderId);
    if (order?.status !== ORDER_STATUS.PAYMENT_FAILED) return false;
    await (await this.paymentsFor(order.websiteId)).refund(reference, Number(order.grandTotalCents) - Number(order.giftCardCents), `refund-${orderId}`);
    const stamp = isoNow(this.clock);
    await this.durably((trx) => this.recordPayment(trx, order, reference, "refunded", stamp));
    return true;
  }

  /** Releases the stock of orders whose hold expired before the payment finished. */
  async releaseExpiredHolds(): Promise<number> {
    const now = this.clock.now();
    const { expiredOrders, nextExpiry } = await inventory.heldUntil(this.db, now.toISOString());
    this.noHoldRunsOut = { from: now.toISOString(), until: nextExpiry ?? new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString() };
    let released = 0;
    for (const orderId of expiredOrders) {
      if (await this.failPayment(orderId, null, ORDER_STATUS.PAYMENT_FAILED)) released += 1;
    }
    return released;
  }

  /**
   * When the last look at the holds was, and the earliest time a hold still held can run out
   * as it found them: a hold is only ever written to run out HOLD_MINUTES after it was
   * written, so none written since can run out before then. A clock set back before the look
   * makes it useless.
   */
  private noHoldRunsOut = { from: "", until: "" };

  /** Notes a hold this process wrote, which may run out before the time the last look found (when the clock was set back since). */
  holdWritten(expiresAt: string): void {
    if (expiresAt < this.noHoldRunsOut.until) this.noHoldRunsOut = { ...this.noHoldRunsOut, until: expiresAt };
  }

  /**
   * Releases the stock of holds that ran out, for a checkout that found too little; answers
   * how many orders it released. It asks the database only once a hold may have run out
   * (noHoldRunsOut), so a sold-out flash sale's buyers are refused without a look each;
   * the minute's sweep still looks every time.
   */
  async releaseHoldsRunOut(): Promise<number> {
    return this.holdMayHaveRunOut() ? this.releaseExpiredHolds() : 0;
  }

  /** Whether a hold still held may have run out since the last look (noHoldRunsOut), so stock may come back when holds are released. */
  holdMayHaveRunOut(): boolean {
    const now = this.clock.now().toISOString();
    return !(this.noHoldRunsOut.from <= now && now < this.noHoldRunsOut.until);
  }

  /** Completes or fails open orders the provider has an answer for (see orderRecovery.ts). */
  recoverOpenOrders(): Promise<{ completed: number; failed: number }> {
    return recoverOpenOrders(this);
  }

  /**
   * One pass of the background sweep: expired holds are released, open orders checked with
   * their provider, and checkout submissions a crash cut off given their order's answer. A failure is logged with its cause and the next pass tries again.
   * Resolves how many holds and orders it settled; a call during a pass shares it.
   */
  sweep(): Promise<number> {
    return this.sweeper.runNow();
  }

  private async sweepOnce(): Promise<number> {
    let settled = 0;
    try {
      settled += await this.releaseExpiredHolds();
    } catch (error) {
      this.log.error("store.sweep", "Releasing expired stock holds failed; the next sweep tries again.", error);
    }
    try {
      const recovered = await this.recoverOpenOrders();
      const cutOff = await settleCutOffCheckouts(this);
      settled += recovered.completed + recovered.failed + cutOff.answered + cutOff.released;
    } catch (error) {
      this.log.error("store.sweep", "Checking open orders with the payment provider failed; the next sweep tries again.", error);
    }
    return settled;
  }

  /** Sweeps once now and every minute until stop(). */
  start(): void {
    this.sweeper.start();
  }

  /** Stops the sweep and waits for a pass under way. */
  async stop(): Promise<void> {
    await this.sweeper.stop();
    await this.keyAnswers.stop();
  }
}
