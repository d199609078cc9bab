import { recurringPriceText } from "../../../domain/commerce/recurringPrice";
import type { BillingUnit } from "../../../domain/commerce/subscriptionPlan";
import { subscriptionStatusIn } from "../../../domain/translations/accountWords";
import { recurringPriceWords } from "../../../domain/translations/recurringPriceWords";
import type { StoreTexts } from "../../../domain/translations/storeTexts";
import type { Db } from "../../../db/database";
import { accountMemberships } from "../memberAreas/accountMemberships";
import { orderStatusIn } from "../store/pages/OrderPages";
import { subscriptionAmount } from "../store/subscriptions/subscriptionPresenter";
import { accountAddresses, accountOrders, accountSubscriptions } from "./accountContents";
import { accountDonations } from "./accountDonations";
import type { SiteUser } from "./siteUsers";

/** What the account page lists of a signed-in customer, its states and prices in the page's words: orders, addresses, subscriptions, donations and memberships. */
export async function accountPageContents(db: Db, now: Date, user: SiteUser, texts: StoreTexts) {
  const words = recurringPriceWords(texts);
  const subscriptions = (await accountSubscriptions(db, user)).map((s) => ({
    ...s,
    price: recurringPriceText(
      subscriptionAmount(s),
      { billingPeriod: { ...s.billingPeriod, unit: s.billingPeriod.unit as BillingUnit }, numBillingCycles: s.numBillingCycles },
      words,
    ),
    statusLabel: subscriptionStatusIn(texts, s.status),
  }));
  return {
    orders: await accountOrders(db, user, (status) => orderStatusIn(texts, status)),
    addresses: await accountAddresses(db, user),
    subscriptions,
    donations: await accountDonations(db, user, texts),
    memberships: await accountMemberships(db, user.websiteId, user.id, now, texts),
  };
}
