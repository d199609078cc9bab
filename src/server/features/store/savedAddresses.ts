import type { Db } from "../../../db/database";
import type { SavedAddress } from "../../../domain/commerce/savedAddress";

/**
 * The addresses a signed-in customer keeps in their account, oldest first, as the checkout
 * offers them. Read here rather than through the customer accounts' feature, which builds on the
 * store (carts, order numbers): one small query keeps the two folders from importing each other.
 */
export async function savedAddressesOf(db: Db, websiteId: string, siteUserId: string): Promise<SavedAddress[]> {
  return db
    .selectFrom("siteUserAddresses")
    .select(["id", "name", "line1", "line2", "city", "region", "postalCode", "country"])
    .where("websiteId", "=", websiteId)
    .where("siteUserId", "=", siteUserId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}
