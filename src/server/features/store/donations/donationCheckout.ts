import { createHash } from "node:crypto";
import type { z } from "zod";
import type { DonationSettings } from "../../../../blocks/donation/schema";
import type { Db } from "../../../../db/database";
import type { StoreDonationRow } from "../../../../db/donationRows";
import type { donateRequestSchema } from "../../../../domain/api/donations";
import { amountTooLargeMessage, amountTooSmallMessage, coverFeeCents, DONATION_MAXIMUM_CENTS, DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { readStoreSettings } from "../../../../domain/commerce/storeSettings";
import { conflict, invalid, notFound } from "../../../../domain/errors";
import { isValidEmail } from "../../../../domain/forms/fieldRules";
import { newId } from "../../../../domain/ids";
import { isoNow, type Clock } from "../../../clock";
import type { MailService } from "../../mail/mailService";
import type { Website } from "../../sites/websiteRecord";
import type { KeyAnswerWaits } from "../keyAnswerWaits";
import type { PaymentDetails, PaymentProvider } from "../payments/paymentProvider";
import { findDonatePage } from "./donatePages";
import { contributionConfirmedHref, declinedAnswer, paidAnswer } from "./donationAnswers";
import { mailSiteOf } from "../mailLook";
import { donationMailLanguage } from "./donationLanguage";
import { donationMoney, donationReceiptMail } from "./donationMail";
import { DONATION_STATUS, donationsRepository, type StoredDonationAnswer } from "./donationsRepository";
import { startMonthlyGift, type SavedCard } from "./monthlyGiftStart";

/** A parsed donate page submission. */
export type DonateRequest = z.output<typeof donateRequestSchema>;

/** What the donation checkout is handed, by name. */
export interface DonationCheckoutCollaborators {
  db: Db;
  clock: Clock;
  mail: MailService;
  /** Signs the contribution confirmed page's link. */
  secret: string;
  /** The provider that takes the site's payments. */
  paymentsOfSite: (website: Website) => Promise<PaymentProvider>;
  /** Where a repeat of a key being charged waits for the first request's answer. */
  keyAnswers: KeyAnswerWaits;
}

/** The channel key of a gift's answer among the checkout keys' announcements. */
function answerKey(idempotencyKey: string): string {
  return `donation-${idempotencyKey}`;
}

/** The amount, fund and frequency checked against the donate page's block; throws the donor's refusal. */
function checkGift(page: DonationSettings, request: DonateRequest, currency: string, signedIn: boolean): void {
  const offered = page.suggestedAmountsCents.includes(request.amountCents);
  if (!offered) {
    if (!page.allowCustomAmount) throw invalid(DONATION_MESSAGES.amountNotOffered, { amountCents: DONATION_MESSAGES.amountNotOffered });
    if (request.amountCents < page.minimumCents) {
      const message = amountTooSmallMessage(donationMoney(page.minimumCents, currency));
      throw invalid(message, { amountCents: message });
    }
    if (request.amountCents > DONATION_MAXIMUM_CENTS) {
      const message = amountTooLargeMessage(donationMoney(DONATION_MAXIMUM_CENTS, currency));
      throw invalid(message, { amountCents: message });
    }
  }
  if (page.funds.length > 0 ? !page.funds.includes(request.fund) : request.fund !== "") throw invalid(DONATION_MESSAGES.fund, { fund: DONATION_MESSAGES.fund });
  if (request.frequency === "monthly") {
    if (!page.offerMonthly) throw invalid(DONATION_MESSAGES.monthlyNotOffered, { frequency: DONATION_MESSAGES.monthlyNotOffered });
    if (!signedIn) throw invalid(DONATION_MESSAGES.monthlySignIn, { frequency: DONATION_MESSAGES.monthlySignIn });
  }
  if (!isValidEmail(request.email)) throw invalid(DONATION_MESSAGES.email, { email: DONATION_MESSAGES.email });
}

/** What a submission asks for, hashed: a key sent again with other details is refused rather than answered with another gift's outcome. */
function requestHashOf(request: DonateRequest, siteUserId: string | null): string {
  const { donatePageId, amountCents, fund, coverFees, frequency, name, email } = request;
  return createHash("sha256")
    .update(JSON.stringify([donatePageId, amountCents, fund, coverFees, frequency, name, email, siteUserId]))
    .digest("hex");
}

/**
 * The donate page's checkout (`POST /api/commerce/donate`): checks the gift against its donation
 * block, claims the submission's idempotency key by inserting the gift (a unique key), and only
 * the request that inserted it charges the provider (its key the gift's id, so a provider asked
 * twice answers once); the gift is then marked paid with its receipt in the outbox in one
 * transaction, and a monthly gift keeps the card saved with the provider for the next months. A
 * card asking for an extra confirmation sends the donor to the provider's step, once or monthly
 * (whose confirmation of the first gift also allows the later months' charges).
 * Every other request with the key waits for that answer and gets it unchanged.
 */
export async function runDonationCheckout(
  collaborators: DonationCheckoutCollaborators,
  website: Website,
  request: DonateRequest,
  baseUrl: string,
  siteUserId: string | null,
  locale: string | null,
): Promise<StoredDonationAnswer> {
  const { db, clock, keyAnswers } = collaborators;
  const page = await findDonatePage(db, website.id, request.donatePageId, null);
  if (!page) throw notFound(DONATION_MESSAGES.notFound);
  const currency = readStoreSettings(website.storeSettings).currency;
  checkGift(page, request, currency, siteUserId !== null);
  const feeCents = request.coverFees && page.offerCoverFees ? coverFeeCents(request.amountCents, page) : 0;
  const payments = await collaborators.paymentsOfSite(website);
  const row: StoreDonationRow = {
    id: newId(),
    websiteId: website.id,
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHashOf(request, siteUserId),
    donatePageId: request.donatePageId,
    planId: null,
    amountCents: request.amountCents,
    feeCents,
    totalCents: request.amountCents + feeCents,
    currency,
    fund: request.fund,
    frequency: request.frequency,
    email: request.email,
    name: request.name,
    siteUserId,
    status: DONATION_STATUS.PENDING,
    provider: payments.name,
    paymentReference: null,
    answerJson: null,
    baseUrl,
    createdAt: isoNow(clock),
    paidAt: null,
    attempts: 1,
    nextAttemptAt: null,
    claimedAt: null,
    declineMessage: null,
    locale,
  };
  if (!(await donationsRepository.claim(db, row))) return answerOfEarlier(collaborators, website.id, row);
  try {
    return await chargeClaimed(collaborators, website, row, request, payments);
  } finally {
    await keyAnswers.answered(website.id, answerKey(request.idempotencyKey));
  }
}

/** The answer of the request that claimed the key first, waited for while it is charged; refused when the key asked for another gift. */
async function answerOfEarlier({ db, keyAnswers }: DonationCheckoutCollaborators, websiteId: string, row: StoreDonationRow): Promise<StoredDonationAnswer> {
  const read = async () => {
    const earlier = await donationsRepository.findByKey(db, websiteId, row.idempotencyKey);
    if (earlier && earlier.requestHash !== row.requestHash) throw conflict(DONATION_MESSAGES.reusedKey);
    return earlier?.answerJson ? (JSON.parse(earlier.answerJson) as StoredDonationAnswer) : undefined;
  };
  const answer = await keyAnswers.waitFor(websiteId, answerKey(row.idempotencyKey), read);
  if (!answer) throw conflict(DONATION_MESSAGES.inProgress);
  return answer;
}

/** Charges a claimed gift once and stores how it ended. */
async function chargeClaimed(
  { db, clock, mail, secret }: DonationCheckoutCollaborators,
  website: Website,
  row: StoreDonationRow,
  request: DonateRequest,
  payments: PaymentProvider,
): Promise<StoredDonationAnswer> {
  let payment: PaymentDetails = request.payment;
  let saved: SavedCard | null = null;
  if (row.frequency === "monthly") {
    const outcome = await payments.saveMethod({
      websiteId: website.id,
      email: row.email,
      payment: request.payment,
      idempotencyKey: `donate-${website.id}-${row.idempotencyKey}`,
      confirmAtFirstPayment: true,
    });
    if (outcome.outcome === "declined") return endDeclined(db, row, null, declinedAnswer(outcome.message));
    saved = outcome;
    payment = {
      kind: "saved",
      methodReference: outcome.methodReference,
      customerReference: outcome.customerReference,
      offSession: false,
      setsUpLaterCharges: true,
    };
  }
  const charge = await payments.charge({
    orderId: row.id,
    websiteId: website.id,
    amountCents: Number(row.totalCents),
    currency: row.currency,
    email: row.email,
    payment,
    idempotencyKey: `donation-${row.id}`,
    returnUrl: `${row.baseUrl ?? ""}${contributionConfirmedHref(secret, row.id)}`,
  });
  if (charge.outcome === "declined") return endDeclined(db, row, charge.reference, declinedAnswer(charge.message));
  if (charge.outcome === "requires_action") {
    // A monthly gift keeps its saved card on the waiting gift; the confirmation starts the monthly gift with it.
    const waiting: StoredDonationAnswer = {
      status: 200,
      body: { donationId: row.id, status: DONATION_STATUS.AWAITING_CONFIRMATION, redirect: charge.actionUrl },
    };
    await donationsRepository.awaitConfirmation(db, row.id, charge.reference, waiting, saved);
    return waiting;
  }
  const paidAt = isoNow(clock);
  const answer = paidAnswer(secret, row.id);
  const language = await donationMailLanguage(db, website.id, row.locale);
  return db.transaction().execute(async (trx) => {
    const planId = saved && row.siteUserId ? await startMonthlyGift(trx, { ...row, siteUserId: row.siteUserId }, saved, paidAt) : undefined;
    if (
      await donationsRepository.finish(trx, row.id, {
        status: DONATION_STATUS.PAID,
        paymentReference: charge.reference,
        answer,
        paidAt,
        ...(planId ? { planId } : {}),
      })
    ) {
      await mail.enqueue(trx, donationReceiptMail({ ...row, planId: planId ?? null }, mailSiteOf(website), paidAt, language));
    }
    return answer;
  });
}

/** Stores a refused gift's answer and returns it. */
async function endDeclined(db: Db, row: StoreDonationRow, paymentReference: string | null, answer: StoredDonationAnswer): Promise<StoredDonationAnswer> {
  await donationsRepository.finish(db, row.id, { status: DONATION_STATUS.DECLINED, paymentReference, answer, paidAt: null });
  return answer;
}
