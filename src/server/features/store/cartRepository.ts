import { compiledOnce } from "../../../db/compiledOnce";
import { coalescedLookup } from "../../../db/coalescedLookup";
import { inJsonKeys, jsonKeys } from "../../../db/jsonKeys";
import type { Db } from "../../../db/database";
import type { Step } from "../../../db/durableSteps";
import type { StoreCartRow } from "../../../db/schema";
import type { ShippingLocation } from "../../../domain/commerce/cartTotals";

/** One stored cart line: which variant and how many. Prices are looked up each time. */
export interface StoredCartEntry {
  id: string;
  variantId: string;
  quantity: number;
}

/** A stored cart with its JSON parsed. */
export interface StoredCart {
  id: string;
  websiteId: string;
  entries: StoredCartEntry[];
  coupons: string[];
  shippingLocation: ShippingLocation | null;
  shippingOptionId: string | null;
  orderId: string | null;
  isPurchased: boolean;
  createdAt: string;
}

function fromRow(row: StoreCartRow): StoredCart {
  return {
    id: row.id,
    websiteId: row.websiteId,
    entries: JSON.parse(row.entriesJson) as StoredCartEntry[],
    coupons: JSON.parse(row.couponsJson) as string[],
    shippingLocation: row.shippingLocationJson ? (JSON.parse(row.shippingLocationJson) as ShippingLocation) : null,
    shippingOptionId: row.shippingOptionId,
    orderId: row.orderId,
    isPurchased: row.isPurchased === 1,
    createdAt: row.createdAt,
  };
}

/** Carts of one site by their tokens' hashes, given as one JSON array (`tokenHashes`). */
const findByTokenHashes = compiledOnce((db, key: { websiteId: string; tokenHashes: string }) =>
  db
    .selectFrom("storeCarts")
    .selectAll()
    .where("websiteId", "=", key.websiteId)
    .where(inJsonKeys(db, "tokenHash", key.tokenHashes)),
);
/** A site's carts by their tokens' hashes, the lookups of concurrent requests made as one query. */
const cartsByTokenHash = coalescedLookup(async (db, websiteId, tokenHashes) => {
  const { rows } = await findByTokenHashes(db, { websiteId, tokenHashes: jsonKeys(tokenHashes) });
  return new Map(rows.map((row) => [row.tokenHash, row]));
});
const claimForCheckout = compiledOnce((db, claim: { cartId: string; orderId: string; now: string }) =>
  db
    .updateTable("storeCarts")
    .set({ checkoutOrderId: claim.orderId, updatedAt: claim.now })
    .where("id", "=", claim.cartId)
    .where("isPurchased", "=", 0)
    .where("checkoutOrderId", "is", null)
    .returning("id"),
);
const markPurchased = compiledOnce((db, purchase: { cartId: string; orderId: string; now: string }) =>
  db.updateTable("storeCarts").set({ isPurchased: 1, orderId: purchase.orderId, updatedAt: purchase.now }).where("id", "=", purchase.cartId),
);

/** The refusal of a claimStep whose cart was bought or claimed before. */
export const CART_CLAIMED_BEFORE = "cart";

/** All SQL of carts. */
export const cartRepository = {
  async findByTokenHash(db: Db, websiteId: string, tokenHash: string): Promise<StoredCart | null> {
    const row = (await cartsByTokenHash(db, websiteId, [tokenHash])).get(tokenHash);
    return row ? fromRow(row) : null;
  },

  async insert(db: Db, cart: { id: string; websiteId: string; tokenHash: string; now: string }): Promise<void> {
    await db
      .insertInto("storeCarts")
      .values({
        id: cart.id,
        websiteId: cart.websiteId,
        tokenHash: cart.tokenHash,
        entriesJson: "[]",
        couponsJson: "[]",
        shippingLocationJson: null,
        shippingOptionId: null,
        orderId: null,
        checkoutOrderId: null,
        isPurchased: 0,
        createdAt: cart.now,
        updatedAt: cart.now,
      })
      .execute();
  },

  async saveEntries(db: Db, cartId: string, entries: StoredCartEntry[], now: string): Promise<void> {
    await db
      .updateTable("storeCarts")
      .set({ entriesJson: JSON.stringify(entries), updatedAt: now })
      .where("id", "=", cartId)
      .execute();
  },

  async saveDetails(
    db: Db,
    cartId: string,
    details: { coupons: string[]; shippingLocation: ShippingLocation | null; shippingOptionId: string | null },
    now: string,
  ): Promise<void> {
    await db
      .updateTable("storeCarts")
      .set({
        couponsJson: JSON.stringify(details.coupons),
        shippingLocationJson: details.shippingLocation ? JSON.stringify(details.shippingLocation) : null,
        shippingOptionId: details.shippingOptionId,
        updatedAt: now,
      })
      .where("id", "=", cartId)
      .execute();
  },

  /**
   * The step (durableSteps) that claims a cart for an order being checked out, with the order:
   * a conditional update, so of any number of concurrent checkouts of one cart exactly one
   * claims it (the others wait on the row and then find it taken); refused as "cart" when the
   * cart is bought or another order is checking it out.
   */
  claimStep(db: Db, cartId: string, orderId: string, now: string): Step {
    return { query: claimForCheckout.compile(db, { cartId, orderId, now }), refuse: CART_CLAIMED_BEFORE };
  },

  /** Lets a cart be checked out again after its order's payment failed (only that order's claim is cleared). */
  async releaseCheckout(db: Db, cartId: string, orderId: string, now: string): Promise<void> {
    await db.updateTable("storeCarts").set({ checkoutOrderId: null, updatedAt: now }).where("id", "=", cartId).where("checkoutOrderId", "=", orderId).execute();
  },

  /** The step (durableSteps) that marks a cart bought by an order; a purchased cart takes no more changes. */
  purchasedStep(db: Db, cartId: string, orderId: string, now: string): Step {
    return { query: markPurchased.compile(db, { cartId, orderId, now }) };
  },
};
