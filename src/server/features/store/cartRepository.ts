import type { Db } from "../../../db/database";
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
  /** The additional language the cart was last filled in, null for the primary one. */
  locale: string | null;
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
    locale: row.locale,
    isPurchased: row.isPurchased === 1,
    createdAt: row.createdAt,
  };
}

/** All SQL of carts. */
export const cartRepository = {
  async findByTokenHash(db: Db, websiteId: string, tokenHash: string): Promise<StoredCart | null> {
    const row = await db.selectFrom("storeCarts").selectAll().where("websiteId", "=", websiteId).where("tokenHash", "=", tokenHash).executeTakeFirst();
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
        locale: null,
        isPurchased: 0,
        createdAt: cart.now,
        updatedAt: cart.now,
      })
      .execute();
  },

  async findById(db: Db, cartId: string): Promise<StoredCart | null> {
    const row = await db.selectFrom("storeCarts").selectAll().where("id", "=", cartId).executeTakeFirst();
    return row ? fromRow(row) : null;
  },

  /** Writes a cart with its lines unless one with its id exists (a repeated gift card checkout finds its first cart). */
  async insertOnce(
    db: Db,
    cart: { id: string; websiteId: string; tokenHash: string; entries: StoredCartEntry[]; locale: string | null; now: string },
  ): Promise<void> {
    await db
      .insertInto("storeCarts")
      .values({
        id: cart.id,
        websiteId: cart.websiteId,
        tokenHash: cart.tokenHash,
        entriesJson: JSON.stringify(cart.entries),
        couponsJson: "[]",
        shippingLocationJson: null,
        shippingOptionId: null,
        orderId: null,
        checkoutOrderId: null,
        locale: cart.locale,
        isPurchased: 0,
        createdAt: cart.now,
        updatedAt: cart.now,
      })
      .onConflict((c) => c.column("id").doNothing())
      .execute();
  },

  /** Keeps a cart's lines and, when given, the language they were added in. */
  async saveEntries(db: Db, cartId: string, entries: StoredCartEntry[], now: string, locale?: string | null): Promise<void> {
    await db
      .updateTable("storeCarts")
      .set({ entriesJson: JSON.stringify(entries), updatedAt: now, ...(locale === undefined ? {} : { locale }) })
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
   * Claims a cart for an order being checked out, in the transaction that writes the order: a
   * conditional update, so of any number of concurrent checkouts of one cart exactly one
   * claims it (the others wait on the row and then find it taken); false when the cart is
   * bought or another order is checking it out.
   */
  async claimForCheckout(db: Db, cartId: string, orderId: string, now: string): Promise<boolean> {
    const claimed = await db
      .updateTable("storeCarts")
      .set({ checkoutOrderId: orderId, updatedAt: now })
      .where("id", "=", cartId)
      .where("isPurchased", "=", 0)
      .where("checkoutOrderId", "is", null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  },

  /** Lets a cart be checked out again after its order's payment failed (only that order's claim is cleared). */
  async releaseCheckout(db: Db, cartId: string, orderId: string, now: string): Promise<void> {
    await db.updateTable("storeCarts").set({ checkoutOrderId: null, updatedAt: now }).where("id", "=", cartId).where("checkoutOrderId", "=", orderId).execute();
  },

  /** Marks a cart bought by an order; a purchased cart takes no more changes. */
  async markPurchased(db: Db, cartId: string, orderId: string, now: string): Promise<void> {
    await db.updateTable("storeCarts").set({ isPurchased: 1, orderId, updatedAt: now }).where("id", "=", cartId).execute();
  },
};
