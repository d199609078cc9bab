import type { Db } from "../../../db/database";
import type { AccountOrder, StoredAddress } from "../../../domain/api/siteUsers";
import { siteUserAddressSchema } from "../../../domain/api/siteUsers";
import { ORDER_STATUS_LABEL } from "../../../domain/commerce/orderStatus";
import { isCurrencyCode } from "../../../domain/currencies";
import { notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { formatMoney } from "../../../domain/money";
import type { z } from "zod";
import type { Clock } from "../../clock";
import { siteUserAddressesRepository } from "./siteUserAddressesRepository";
import { subscriptionsRepository } from "../store/subscriptions/subscriptionsRepository";
import { presentSubscription } from "../store/subscriptions/subscriptionPresenter";
import { moveSubscription, SUBSCRIPTION_MESSAGES, type SubscriptionAction } from "../store/subscriptions/subscriptionMoves";
import type { subscriptionSchema } from "../../../domain/api/subscriptions";
import type { SiteUser } from "./siteUsers";

/** Orders shown in an account, newest first. */
const ORDERS_SHOWN = 50;

/** The orders a customer placed while signed in, newest first, each status in the words `statusOf` gives (the primary language's by default). */
export async function accountOrders(db: Db, user: SiteUser, statusOf = (status: string) => ORDER_STATUS_LABEL[status] ?? status): Promise<AccountOrder[]> {
  const rows = await db
    .selectFrom("storeOrders")
    .select(["id", "createdAt", "status", "currency", "grandTotalCents", "linesJson"])
    .where("websiteId", "=", user.websiteId)
    .where("siteUserId", "=", user.id)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(ORDERS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    status: statusOf(row.status),
    total: isCurrencyCode(row.currency) ? formatMoney(Number(row.grandTotalCents), row.currency) : String(row.grandTotalCents),
    lines: (JSON.parse(row.linesJson) as { name: string; quantity: number }[]).map((line) => ({ name: line.name, quantity: line.quantity })),
  }));
}

/** The addresses a customer keeps, oldest first. */
export async function accountAddresses(db: Db, user: SiteUser): Promise<StoredAddress[]> {
  const rows = await siteUserAddressesRepository.listOf(db, user.id);
  return rows.map(({ id, name, line1, line2, city, region, postalCode, country }) => ({ id, name, line1, line2, city, region, postalCode, country }));
}

/** Keeps a new address in the customer's account. */
export async function addAddress(db: Db, clock: Clock, user: SiteUser, input: z.output<typeof siteUserAddressSchema>): Promise<StoredAddress> {
  const { crumb: _crumb, ...fields } = input;
  const address = { id: newId(), ...fields };
  await siteUserAddressesRepository.insert(db, { ...address, websiteId: user.websiteId, siteUserId: user.id, createdAt: clock.now().toISOString() });
  return address;
}

/** Removes one of the customer's addresses; another customer's (or an unknown) address is not found. */
export async function removeAddress(db: Db, user: SiteUser, addressId: string): Promise<void> {
  if (!(await siteUserAddressesRepository.remove(db, user.id, addressId))) throw notFound("This address is not in your account.");
}

/** A subscription as the account page shows it. */
export type AccountSubscription = z.output<typeof subscriptionSchema>;

/** The customer's subscriptions: started while signed in or with the account's email, newest first. */
export async function accountSubscriptions(db: Db, user: SiteUser): Promise<AccountSubscription[]> {
  return (await subscriptionsRepository.ofCustomer(db, user.websiteId, user.id, user.email)).map(presentSubscription);
}

/** Pauses, resumes or cancels one of the customer's subscriptions; another customer's (or an unknown) one is not found. */
export async function moveAccountSubscription(db: Db, clock: Clock, user: SiteUser, subscriptionId: string, action: SubscriptionAction): Promise<void> {
  const own = await subscriptionsRepository.ofCustomer(db, user.websiteId, user.id, user.email);
  if (!own.some((subscription) => subscription.id === subscriptionId)) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  await moveSubscription(db, clock, user.websiteId, subscriptionId, action);
}
