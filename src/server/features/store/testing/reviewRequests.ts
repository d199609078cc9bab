import type { AppDatabase } from "../../../../db/database";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { newId } from "../../../../domain/ids";
import { emptyOrder, type TestStoreIds } from "../../../testing/storeSites";

/** One of an order's lines: a single physical item at 18.00, as the review request tests order it. */
export function orderLine(productId: string, name: string, variantId: string = newId()) {
  return { variantId, productId, productType: "PHYSICAL", name, sku: "", optionValues: [], quantity: 1, unitPriceCents: 1800, lineTotalCents: 1800 };
}

/** A fulfilled order of the test store's coffee and mug, with a sent review request due at `dueAt`; returns both ids. */
export async function sentReviewRequest(
  database: AppDatabase,
  websiteId: string,
  ids: TestStoreIds,
  dueAt: Date,
  products: { productId: string; name: string }[] = [
    { productId: ids.blend, name: "Harbor Blend" },
    { productId: ids.mug, name: "Enamel Mug" },
  ],
): Promise<{ orderId: string; requestId: string }> {
  const orderId = newId();
  const requestId = newId();
  const at = dueAt.toISOString();
  const lines = products.map((product) => orderLine(product.productId, product.name));
  await database.db
    .insertInto("storeOrders")
    .values({ ...emptyOrder(orderId, websiteId, at), status: ORDER_STATUS.FULFILLED, fulfilledAt: at, linesJson: JSON.stringify(lines) })
    .execute();
  await database.db
    .insertInto("storeReviewRequests")
    .values({ id: requestId, websiteId, orderId, state: "sent", dueAt: at, claimedAt: at, createdAt: at })
    .execute();
  return { orderId, requestId };
}
