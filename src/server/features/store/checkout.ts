import { createHash } from "node:crypto";
import type { z } from "zod";
import { DELIVERY_ADDRESS_REFUSALS, type checkoutRequestSchema } from "../../../domain/api/commerce";
import { minimumSubtotalNotMet } from "../../../domain/messages/checkoutMessages";
import { CART_MESSAGES } from "../../../domain/messages/cartMessages";
import { emailNotValid } from "../../../domain/messages/formMessages";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { isValidEmail } from "../../../domain/forms/fieldRules";
import { isValidUsZip } from "../../../domain/commerce/storeRules";
import { meetsMinimumSubtotal } from "../../../domain/commerce/cartTotals";
import { readStoreSettings, type ShippingOption, type StoreSettings } from "../../../domain/commerce/storeSettings";
import { countryName } from "../../../domain/commerce/countries";
import { shipsTo } from "../../../domain/commerce/shippingZones";
import { DOMAIN_ERROR_CODE, DomainError, conflict, invalid } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { domainErrorAnswer } from "../../../domain/errorAnswer";
import { formatMoney } from "../../../domain/money";
import type { CurrencyCode } from "../../../domain/currencies";
import type { Website } from "../sites/websiteRecord";
import { cartRepository, type StoredCart } from "./cartRepository";
import { priceCart, type PricedCart } from "./cartPricing";
import { checkoutsRepository, type CheckoutAnswer, type KeyClaim } from "./checkoutsRepository";
import { orderAccessToken } from "./downloadLinks";
import { HOLD_MINUTES, inventory, shortage } from "./inventory";
import { ordersRepository, type OrderLine, type ShippingAddress } from "./ordersRepository";
import type { PaymentDetails, PaymentProvider } from "./payments/paymentProvider";
import { orderSearchText } from "./orderSearchText";
import { paidAnswer } from "./paidAnswer";
import type { StoreOrderRow } from "../../../db/schema";
import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { StoreService } from "./storeService";
import type { KeyAnswerWaits } from "./keyAnswerWaits";
import type { Db } from "../../../db/database";
import type { Clock } from "../../clock";
import type { ServerLog } from "../../log/serverLog";
import { STORE_PATHS } from "./storePaths";
import { GIFT_CARD_MESSAGES } from "../../../domain/commerce/giftCards";
import { giftCardFor } from "./giftCardLookup";
import { GIFT_CARD_PROVIDER } from "./giftCardProvider";
import { giftCardsRepository } from "./giftCardsRepository";
import { couponUsesRepository } from "./couponUsesRepository";

/** Messages of refused checkouts. */
export const CHECKOUT_REFUSALS = {
  keyReused: "This checkout was already submitted with different details. Please reload the page and try again.",
  stillProcessing: "This checkout is still being processed. Please wait a moment and reload the page.",
  purchased: "This cart has already been checked out.",
  unavailable: "An item in your cart is no longer available. Please remove it to continue.",
  addressRequired: "Enter a shipping address.",
  zip: "Enter a US zip code of exactly 5 digits.",
  shippingOption: "Choose a shipping option.",
  notShippedTo: (country: string) => `We do not ship to ${country}. Please choose another country.`,
  totalChanged: (total: string) => `The order total is now ${total}. Please review your order and submit it again.`,
  providerUnreachable: "We could not reach the payment provider. Your card was not charged. Please try again.",
  refundedLate: "Your payment arrived after your order had timed out, so it was refunded in full. Please check out again.",
  notCharged: "Your payment did not go through, and your card was not charged. Please check out again.",
  paymentRequired: "Enter your card details: the gift card does not cover the whole order.",
  subscriptionElsewhere: "Your cart holds a subscription. Please check out on the subscription checkout page, which saves your card for its renewals.",
} as const;

/** A checkout submission: as parsed, or with a payment method a subscription checkout saved. */
export type CheckoutRequest = Omit<z.infer<typeof checkoutRequestSchema>, "payment"> & { payment: PaymentDetails | null };

function requestHash(cartId: string, request: CheckoutRequest): string {
  const { crumb: _crumb, idempotencyKey: _key, payment, ...rest } = request;
  const paymentPart: PaymentDetails | null =
    payment?.kind === "card" ? { ...payment, cardNumber: createHash("sha256").update(payment.cardNumber).digest("hex") } : payment;
  return createHash("sha256")
    .update(JSON.stringify({ cartId, ...rest, payment: paymentPart }))
    .digest("hex");
}

/** A coupon whose limit the order would pass: refused on the coupon field, as other coupon refusals are. */
function couponLimitReached(message: string): DomainError {
  return new DomainError(DOMAIN_ERROR_CODE.CONFLICT, message, { fieldErrors: { couponCodes: message } });
}

function answerOf(error: DomainError): CheckoutAnswer {
  const { status, body } = domainErrorAnswer(error);
  return { status, body: { ...body, ...(error.details?.outOfStock ? { outOfStock: true } : {}) } };
}

function checkDetails(request: CheckoutRequest, priced: PricedCart, settings: StoreSettings): void {
  const { minimumSubtotalCents, currency } = settings;
  const { totals } = priced;
  if (priced.lines.length === 0) throw invalid(CART_MESSAGES.empty);
  if (priced.unavailable.length > 0) throw conflict(CHECKOUT_REFUSALS.unavailable);
  if (!isValidEmail(request.email)) throw invalid(emailNotValid(FORM_TEXTS.emailExample), { email: emailNotValid(FORM_TEXTS.emailExample) });
  if (totals.requiresShipping) {
    const address = request.shippingAddress;
    if (!address) throw invalid(CHECKOUT_REFUSALS.addressRequired, { shippingAddress: CHECKOUT_REFUSALS.addressRequired });
    if (!shipsTo(settings.shippingZones, address.country)) {
      const refusal = CHECKOUT_REFUSALS.notShippedTo(countryName(address.country));
      throw invalid(refusal, { "shippingAddress.country": refusal });
    }
    if (totals.shippingOptions.length > 0 && !totals.selectedShippingOption)
      throw invalid(CHECKOUT_REFUSALS.shippingOption, { shippingOptionId: CHECKOUT_REFUSALS.shippingOption });
    if (totals.selectedShippingOption?.kind !== "pickup") checkStreet(address);
  }
  const badCoupon = totals.invalidCoupons[0];
  if (badCoupon) throw invalid(badCoupon.reason, { couponCodes: badCoupon.reason });
  if (!meetsMinimumSubtotal(totals.subtotalCents, minimumSubtotalCents)) throw invalid(minimumSubtotalNotMet(formatMoney(minimumSubtotalCents, currency)));
  if (request.expectedGrandTotalCents !== undefined && request.expectedGrandTotalCents !== totals.grandTotalCents) {
    throw conflict(CHECKOUT_REFUSALS.totalChanged(formatMoney(totals.grandTotalCents, currency)));
  }
}

/** A delivery needs a street, a city and, in the United States, a valid zip; a pick-up needs none of them. */
function checkStreet(address: ShippingAddress): void {
  const missing = Object.fromEntries(
    (Object.keys(DELIVERY_ADDRESS_REFUSALS) as (keyof typeof DELIVERY_ADDRESS_REFUSALS)[])
      .filter((field) => !address[field])
      .map((field) => [`shippingAddress.${field}`, DELIVERY_ADDRESS_REFUSALS[field]]),
  );
  const first = Object.values(missing)[0];
  if (first) throw invalid(first, missing);
  if (address.country === "US" && !isValidUsZip(address.postalCode))
    throw invalid(CHECKOUT_REFUSALS.zip, { "shippingAddress.postalCode": CHECKOUT_REFUSALS.zip });
}

/** The option an order keeps: as chosen, with the store's pick-up address at the time for a pick-up. */
function chosenOption(option: ShippingOption, settings: StoreSettings): ShippingOption & { pickupAddress?: string } {
  return option.kind === "pickup" ? { ...option, pickupAddress: settings.pickupAddress } : option;
}

function isOutOfStock(error: unknown): boolean {
  return error instanceof DomainError && error.details?.outOfStock === true;
}

function orderLines(priced: PricedCart): OrderLine[] {
  return priced.lines.map(({ entry }) => ({
    variantId: entry.variantId,
    productId: entry.productId,
    productType: entry.productType,
    name: entry.productName,
    sku: entry.sku,
    optionValues: entry.optionValues,
    quantity: entry.quantity,
    unitPriceCents: entry.unitPriceCents,
    lineTotalCents: entry.lineTotalCents,
  }));
}

/** An order written and its stock held, waiting for its payment. */
interface OpenOrder {
  row: StoreOrderRow;
  payments: PaymentProvider;
  currency: CurrencyCode;
  /** Whether taking its stock changed what a product page shows ("Only N left", "Sold out"). */
  stockShownChanged: boolean;
}

type ClaimedBefore = Extract<KeyClaim, { claimedBefore: true }>;

/** An order opened, or the key found claimed before (nothing of this submission was written). */
type Opening = { opened: OpenOrder } | ClaimedBefore;

/** The order moves of the store a checkout uses: its payment providers, its durable transactions, stock holds, and paying, failing or refunding an order. */
type OrderMoves = Pick<
  StoreService,
  | "paymentsOfSite"
  | "durably"
  | "releaseHoldsRunOut"
  | "holdWritten"
  | "completeOrder"
  | "failPayment"
  | "awaitConfirmation"
  | "refundLatePayment"
  | "stockShownChanged"
  | "answerKey"
  | "releaseKey"
>;

/** What the checkout is handed, by name. */
export interface CheckoutCollaborators {
  db: Db;
  clock: Clock;
  /** Where a provider that could not be reached, or pages not told of a stock change, are reported. */
  log: ServerLog;
  /** Signs the order page's token. */
  secret: string;
  /** The store's order moves (StoreService). */
  orders: OrderMoves;
  /** Where a repeat of a checkout still running waits for its answer. */
  keyAnswers: KeyAnswerWaits;
}

/**
 * The checkout: runs one submission exactly once per idempotency key (run), from the checks
 * through the order and its stock to the charge and the stored answer.
 */
export class Checkout {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly log: ServerLog;
  private readonly secret: string;
  private readonly orders: OrderMoves;
  private readonly keyAnswers: KeyAnswerWaits;

  constructor(collaborators: CheckoutCollaborators) {
    this.db = collaborators.db;
    this.clock = collaborators.clock;
    this.log = collaborators.log;
    this.secret = collaborators.secret;
    this.orders = collaborators.orders;
    this.keyAnswers = collaborators.keyAnswers;
  }

  /**
   * Checks the cart and the details, then claims the idempotency key, takes the stock, claims the
   * cart, writes the order and holds its stock, all or none, in one transaction.
   * Refusals throw a DomainError; a key claimed before is answered as such, with nothing written.
   */
  private async openOrder(
    website: Website,
    cart: StoredCart,
    request: CheckoutRequest,
    hash: string,
    baseUrl: string,
    siteUserId: string | null,
  ): Promise<Opening> {
    if (cart.isPurchased) throw conflict(CHECKOUT_REFUSALS.purchased);
    const settings = readStoreSettings(website.storeSettings);
    const payments = await this.orders.paymentsOfSite(website);
    const address: ShippingAddress | null = request.shippingAddress;
    const now = this.clock.now();
    const priced = await priceCart(this.db, cart, settings, now, {
      coupons: request.couponCodes,
      shippingOptionId: request.shippingOptionId,
      shippingLocation: address ? { country: address.country, region: address.region || null, postalCode: address.postalCode || null } : null,
    });
    checkDetails(request, priced, settings);
    if (request.payment?.kind !== "saved" && priced.lines.some((line) => line.found.product.subscriptionPlan))
      throw invalid(CHECKOUT_REFUSALS.subscriptionElsewhere);
    const { totals } = priced;
    const giftCard = await giftCardFor(this.db, website.id, request.giftCardCode, settings.currency, totals.grandTotalCents, "giftCardCode");
    const giftCardCents = giftCard?.application.appliedCents ?? 0;
    const paidByCard = totals.grandTotalCents - giftCardCents;
    if (paidByCard > 0 && !request.payment) throw invalid(CHECKOUT_REFUSALS.paymentRequired, { payment: CHECKOUT_REFUSALS.paymentRequired });
    const lines = orderLines(priced);
    const orderId = newId();
    const stamp = now.toISOString();
    const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
    const demand = lines.map((l) => ({ variantId: l.variantId, name: l.name, quantity: l.quantity }));
    const order: StoreOrderRow = {
      id: orderId,
      websiteId: website.id,
      cartId: cart.id,
      status: ORDER_STATUS.PENDING_PAYMENT,
      email: request.email,
      shippingAddressJson: totals.requiresShipping && address ? JSON.stringify(address) : null,
      linesJson: JSON.stringify(lines),
      currency: settings.currency,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCostCents,
      taxCents: totals.taxCents,
      grandTotalCents: totals.grandTotalCents,
      couponsJson: JSON.stringify(totals.validCoupons.map((c) => c.code)),
      shippingOptionJson: totals.selectedShippingOption ? JSON.stringify(chosenOption(totals.selectedShippingOption, settings)) : null,
      paymentProvider: paidByCard === 0 ? GIFT_CARD_PROVIDER : payments.name,
      paymentReference: null,
      searchText: orderSearchText(request.email, address?.name ?? "", lines),
      createdAt: stamp,
      updatedAt: stamp,
      paidAt: null,
      fulfilledAt: null,
      refundedAt: null,
      refundStartedAt: null,
      baseUrl,
      locale: cart.locale,
      idempotencyKey: request.idempotencyKey,
      giftCardCents,
      giftCardId: giftCard?.card.id ?? null,
      siteUserId,
    };
    /** Writes the order unless its key was claimed before; answers how many variants' stock lines it changed (few left or sold out). */
    const writeOrder = () =>
      this.orders.durably(async (trx): Promise<{ stockLinesChanged: number } | ClaimedBefore> => {
        const claim = await checkoutsRepository.claim(trx, website.id, request.idempotencyKey, hash, stamp);
        if ("claimedBefore" in claim) return claim;
        const taken = await inventory.take(trx, website.id, demand);
        if (!(await cartRepository.claimForCheckout(trx, cart.id, orderId, stamp))) throw conflict(CHECKOUT_REFUSALS.purchased);
        await ordersRepository.insert(trx, order);
        const couponRefusal = await couponUsesRepository.claim(trx, totals.validCoupons, { websiteId: website.id, orderId, email: request.email, now: stamp });
        if (couponRefusal) throw couponLimitReached(couponRefusal);
        if (giftCard && giftCardCents > 0 && !(await giftCardsRepository.spend(trx, giftCard.card.id, orderId, giftCardCents, stamp)))
          throw conflict(GIFT_CARD_MESSAGES.balanceChanged);
        await inventory.hold(trx, orderId, website.id, taken, holdUntil);
        return { stockLinesChanged: inventory.stockLinesChanged(taken) };
      });
    const refusal = shortage(lines, (variantId) => priced.lines.find((line) => line.entry.variantId === variantId)?.found.variant);
    if (refusal && (await this.orders.releaseHoldsRunOut()) === 0) throw refusal;
    let written: Awaited<ReturnType<typeof writeOrder>>;
    try {
      written = await writeOrder();
    } catch (error) {
      // Stock held by orders whose hold ran out goes back only when a checkout finds too little, not on every checkout.
      if (!isOutOfStock(error) || (await this.orders.releaseHoldsRunOut()) === 0) throw error;
      written = await writeOrder();
    }
    if ("claimedBefore" in written) return written;
    this.orders.holdWritten(holdUntil);
    return { opened: { row: order, payments, currency: settings.currency, stockShownChanged: written.stockLinesChanged > 0 } };
  }

  /**
   * Charges an open order (outside any transaction) and moves it by the provider's outcome. A
   * paid order's answer is stored by the move that pays it; every other answer is stored here.
   */
  private async payOrder(website: Website, open: OpenOrder, request: CheckoutRequest, baseUrl: string): Promise<CheckoutAnswer> {
    const { payments, row } = open;
    const orderId = row.id;
    const answered = async (answer: CheckoutAnswer) => {
      await this.orders.answerKey(website.id, request.idempotencyKey, answer);
      return answer;
    };
    const token = orderAccessToken(this.secret, orderId);
    const amountCents = row.grandTotalCents - row.giftCardCents;
    if (amountCents === 0 || !request.payment) {
      if (await this.orders.completeOrder(row, website.title, `${GIFT_CARD_PROVIDER}-${orderId}`, token)) return paidAnswer(orderId, token);
      return answered({ status: 409, body: { error: CHECKOUT_REFUSALS.notCharged, code: "payment_refunded", orderId } });
    }
    let result;
    try {
      result = await payments.charge({
        orderId,
        websiteId: website.id,
        amountCents,
        currency: open.currency,
        email: request.email,
        payment: request.payment,
        idempotencyKey: `order-${orderId}`,
        returnUrl: `${baseUrl}${STORE_PATHS.orderReceived(orderId)}?token=${token}`,
      });
    } catch (error) {
      this.log.error("store.checkout", `The payment provider could not be reached for order ${orderId}; the order was failed and its stock released.`, error);
      await this.orders.failPayment(orderId, null);
      return answered({ status: 502, body: { error: CHECKOUT_REFUSALS.providerUnreachable, code: "payment_unavailable" } });
    }
    if (result.outcome === "succeeded") {
      if (await this.orders.completeOrder(row, website.title, result.reference, token)) return paidAnswer(orderId, token);
      // The order was closed while the provider answered (its hold ran out, or the recovery sweep found no payment yet).
      await this.orders.refundLatePayment(orderId, result.reference);
      return answered({ status: 409, body: { error: CHECKOUT_REFUSALS.refundedLate, code: "payment_refunded", orderId } });
    }
    if (result.outcome === "declined") {
      await this.orders.failPayment(orderId, result.reference);
      return answered({ status: 402, body: { error: result.message, code: "payment_declined", orderId } });
    }
    await this.orders.awaitConfirmation(orderId, result.reference);
    return answered({ status: 200, body: { orderId, status: ORDER_STATUS.AWAITING_CONFIRMATION, redirect: result.actionUrl } });
  }

  /**
   * The answer of the submission that claimed a key first, for a repeat of it, waiting while that
   * submission runs (KeyAnswerWaits: woken when its answer is stored, on whichever node); a
   * different request with that key is refused, and a claim released because its work broke
   * answers "still being processed", as a wait that ran out does.
   */
  private async earlierAnswer(websiteId: string, key: string, hash: string): Promise<CheckoutAnswer> {
    const stillProcessing = answerOf(conflict(CHECKOUT_REFUSALS.stillProcessing));
    const answer = await this.keyAnswers.waitFor(websiteId, key, async () => {
      const earlier = await checkoutsRepository.find(this.db, websiteId, key);
      if (!earlier) return stillProcessing;
      if (earlier.requestHash !== hash) throw conflict(CHECKOUT_REFUSALS.keyReused);
      if (earlier.state !== "done" || earlier.responseStatus === null || earlier.responseJson === null) return undefined;
      return { status: earlier.responseStatus, body: JSON.parse(earlier.responseJson) as Record<string, unknown> };
    });
    return answer ?? stillProcessing;
  }

  /**
   * Runs one checkout submission exactly once per idempotency key: the first request claims the
   * key in the transaction that writes its order, then charges and stores its answer; repeats of
   * the same request get the same answer (waiting while the first is still running); a different
   * request with a used key is refused. Refusals before any order is written are stored as the
   * key's answer too, so a repeat never charges twice. An order placed by a signed-in customer
   * (siteUserId) belongs to their account.
   */
  async run(website: Website, cart: StoredCart, request: CheckoutRequest, baseUrl: string, siteUserId: string | null = null): Promise<CheckoutAnswer> {
    const hash = requestHash(cart.id, request);
    const key = request.idempotencyKey;
    let opening: Opening;
    try {
      opening = await this.openOrder(website, cart, request, hash, baseUrl, siteUserId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const refusal = answerOf(error);
      const stored = await checkoutsRepository.storeRefusal(this.db, website.id, key, hash, this.clock.now().toISOString(), refusal);
      if ("claimed" in stored) return refusal;
      return this.earlierAnswer(website.id, key, hash);
    }
    if ("claimedBefore" in opening) return this.earlierAnswer(website.id, key, hash);
    const open = opening.opened;
    // Pages showing the stock change while the order is paid; the buyer's answer waits for them, so its next page shows it.
    const stockShown = open.stockShownChanged ? this.showStockChange(website.id) : null;
    try {
      return await this.payOrder(website, open, request, baseUrl);
    } catch (error) {
      if (!(error instanceof DomainError)) {
        await this.orders.releaseKey(website.id, key);
        throw error;
      }
      const answer = answerOf(error);
      await this.orders.answerKey(website.id, key, answer);
      return answer;
    } finally {
      await stockShown;
    }
  }

  /** Gives a site's pages the stock an order left; a failure leaves the order as it is and is logged (its pages then show the stock at their next change). */
  private async showStockChange(websiteId: string): Promise<void> {
    try {
      await this.orders.stockShownChanged(websiteId);
    } catch (error) {
      this.log.error("store.checkout", `The pages of site ${websiteId} could not be told of a stock change.`, error);
    }
  }
}
