import path from "node:path";
import { openDatabase } from "../../src/db/database";
import { newId } from "../../src/domain/ids";
import { addDemoCustomer } from "./demoCustomer";

/** The demo site's donation block (its donate page's id). */
const DEMO_DONATE_PAGE = "b10c5000000000000000001c";

/**
 * Gives the demo site of a server running on SQLite a customer who gives `amountCents` to a fund
 * every month, written straight into its database (as a signed-in donor's first monthly gift would
 * have), its next month a month away, so the owner's Donations tab has a monthly gift to show.
 */
export async function addDemoMonthlyGift(dataDir: string, donor: { email: string; name: string; amountCents: number; fund: string }): Promise<string> {
  const siteUserId = await addDemoCustomer(dataDir, donor.email);
  const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "tessera.db") });
  try {
    const site = await database.db.selectFrom("websites").select("id").where("identifier", "=", "demo").executeTakeFirstOrThrow();
    const at = new Date();
    const id = newId();
    await database.db
      .insertInto("storeDonationPlans")
      .values({
        id,
        websiteId: site.id,
        donatePageId: DEMO_DONATE_PAGE,
        amountCents: donor.amountCents,
        feeCents: 0,
        currency: "USD",
        fund: donor.fund,
        email: donor.email,
        name: donor.name,
        siteUserId,
        provider: "test",
        methodReference: `pm_test_${id}`,
        customerReference: null,
        methodLabel: "Card ending 4242",
        status: "active",
        stoppedBy: null,
        nextMonth: 2,
        nextChargeAt: new Date(at.getTime() + 30 * 86_400_000).toISOString(),
        createdAt: at.toISOString(),
        cancelledAt: null,
      })
      .execute();
    return id;
  } finally {
    await database.close();
  }
}
