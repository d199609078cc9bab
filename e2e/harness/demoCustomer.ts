import path from "node:path";
import { openDatabase } from "../../src/db/database";
import { newId } from "../../src/domain/ids";
import { hashPassword } from "../../src/server/features/accounts/passwords";

/**
 * Gives the demo site of a server running on SQLite a customer account with a kept address,
 * written straight into its database (as a shopper's sign-up would have), so the customer
 * screens have one to show; with a password, the customer can sign in with it. Answers the
 * account's id.
 */
export async function addDemoCustomer(dataDir: string, email: string, password?: string): Promise<string> {
  const passwordHash = password === undefined ? "" : await hashPassword(password);
  const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "tessera.db") });
  try {
    const site = await database.db.selectFrom("websites").select("id").where("identifier", "=", "demo").executeTakeFirstOrThrow();
    const id = newId();
    const at = new Date().toISOString();
    await database.db.insertInto("siteUsers").values({ id, websiteId: site.id, email, passwordHash, verifiedAt: at, createdAt: at, updatedAt: at }).execute();
    await database.db
      .insertInto("siteUserAddresses")
      .values({
        id: newId(),
        websiteId: site.id,
        siteUserId: id,
        name: "Ada Lovelace",
        line1: "12 St James's Square",
        line2: "",
        city: "London",
        region: "",
        postalCode: "SW1Y 4JH",
        country: "GB",
        createdAt: at,
      })
      .execute();
    return id;
  } finally {
    await database.close();
  }
}
