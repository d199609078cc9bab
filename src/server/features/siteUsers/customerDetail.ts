import type { Db } from "../../../db/database";
import type { CustomerDetail } from "../../../domain/api/siteUsers";
import { ORDER_STATUS_LABEL } from "../../../domain/commerce/orderStatus";
import { isCurrencyCode } from "../../../domain/currencies";
import { formatMoney } from "../../../domain/money";
import { orderNumber } from "../store/orderMail";
import { siteUserAddressesRepository } from "./siteUserAddressesRepository";
import { siteUsersRepository } from "./siteUsersRepository";

/** Orders the owner's customer screen lists, newest first. */
const ORDERS_SHOWN = 50;

/** One customer of a site as the owner's customer screen shows them: the account, its newest orders and its addresses; null when the site has no such customer. */
export async function customerDetail(db: Db, websiteId: string, id: string): Promise<CustomerDetail | null> {
  const user = await siteUsersRepository.findById(db, id);
  if (!user || user.websiteId !== websiteId) return null;
  const [orders, addresses, orderCount] = await Promise.all([
    db
      .selectFrom("storeOrders")
      .select(["id", "createdAt", "status", "currency", "grandTotalCents", "linesJson"])
      .where("websiteId", "=", websiteId)
      .where("siteUserId", "=", id)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(ORDERS_SHOWN)
      .execute(),
    siteUserAddressesRepository.listOf(db, id),
    db
      .selectFrom("storeOrders")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("websiteId", "=", websiteId)
      .where("siteUserId", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: user.id,
    email: user.email,
    verified: user.verifiedAt !== null,
    createdAt: user.createdAt,
    orderCount: Number(orderCount.count),
    orders: orders.map((row) => ({
      id: row.id,
      number: orderNumber(row.id),
      createdAt: row.createdAt,
      status: ORDER_STATUS_LABEL[row.status] ?? row.status,
      total: isCurrencyCode(row.currency) ? formatMoney(Number(row.grandTotalCents), row.currency) : String(row.grandTotalCents),
      lines: (JSON.parse(row.linesJson) as { name: string; quantity: number }[]).map((line) => ({ name: line.name, quantity: line.quantity })),
    })),
    addresses: addresses.map(({ id: addressId, name, line1, line2, city, region, postalCode, country }) => ({
      id: addressId,
      name,
      line1,
      line2,
      city,
      region,
      postalCode,
      country,
    })),
  };
}
