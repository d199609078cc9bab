import type { Db } from "../../../db/database";
import { DONATION_MESSAGES } from "../../../domain/commerce/donations";
import { notFound } from "../../../domain/errors";
import { recurringPriceText } from "../../../domain/commerce/recurringPrice";
import { recurringPriceWords } from "../../../domain/translations/recurringPriceWords";
import { filledIn, type StoreTexts } from "../../../domain/translations/storeTexts";
import type { Clock } from "../../clock";
import { donationMoney } from "../store/donations/donationMail";
import { DONATION_PLAN_STATUS, donationsRepository, PLAN_STOPPED_BY } from "../store/donations/donationsRepository";
import type { SiteUser } from "./siteUsers";

/** Gifts shown in an account, newest first. */
const GIFTS_SHOWN = 50;

/** A customer's donations as the account page shows them: monthly gifts, then each gift given. */
export interface AccountDonations {
  plans: { id: string; summary: string; active: boolean; methodLabel: string; nextChargeAt: string }[];
  gifts: { id: string; createdAt: string; summary: string }[];
}

/** A monthly gift's recurring period in words. */
const MONTHLY = { billingPeriod: { value: 1, unit: "month" as const }, numBillingCycles: 0 };

/** "$10.00 every month to Boats": what a gift gives, in the page's words. */
function summaryOf(texts: StoreTexts, amountCents: number | bigint, currency: string, fund: string, monthly: boolean): string {
  const amount = donationMoney(amountCents, currency);
  const gift = monthly ? recurringPriceText(amount, MONTHLY, recurringPriceWords(texts)) : amount;
  return fund ? filledIn(texts.accountGiftTo, { gift, fund }) : gift;
}

/** The monthly gifts and paid gifts of a signed-in customer, worded in the page's language (`texts`). */
export async function accountDonations(db: Db, user: SiteUser, texts: StoreTexts): Promise<AccountDonations> {
  const plans = await donationsRepository.plansOfCustomer(db, user.websiteId, user.id);
  const gifts = await donationsRepository.paidOfCustomer(db, user.websiteId, user.id, GIFTS_SHOWN);
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      summary: summaryOf(texts, plan.amountCents, plan.currency, plan.fund, true),
      active: plan.status === DONATION_PLAN_STATUS.ACTIVE,
      methodLabel: plan.methodLabel,
      nextChargeAt: plan.nextChargeAt,
    })),
    gifts: gifts.map((gift) => ({ id: gift.id, createdAt: gift.createdAt, summary: summaryOf(texts, gift.amountCents, gift.currency, gift.fund, false) })),
  };
}

/** Stops one of the customer's monthly gifts; another customer's (or an unknown or stopped) one is not found. */
export async function stopAccountDonation(db: Db, clock: Clock, user: SiteUser, planId: string): Promise<void> {
  const plan = { websiteId: user.websiteId, id: planId, siteUserId: user.id };
  if (!(await donationsRepository.stopPlan(db, plan, PLAN_STOPPED_BY.DONOR, clock.now().toISOString()))) throw notFound(DONATION_MESSAGES.planNotFound);
}
