import { invalid } from "../../../domain/errors";
import type { Db } from "../../../db/database";

/** Tables whose rows a site file names by id: the site's content, and the records (`--with-records`). */
type TableWithSiteIds =
  | "collections"
  | "items"
  | "blockLayouts"
  | "domains"
  | "sectionLibrary"
  | "layoutVersions"
  | "storeOrders"
  | "storePayments"
  | "storeRefunds"
  | "formSubmissions"
  | "storeGiftCards"
  | "storeGiftCardLedger"
  | "storeSubscriptions"
  | "storeSubscriptionCharges"
  | "storeDonations"
  | "storeDonationPlans"
  | "siteUsers"
  | "siteUserAddresses"
  | "storeReviews"
  | "newsletterGroups"
  | "newsletterCampaigns"
  | "newsletterCampaignRecipients"
  | "memberAreas"
  | "memberships";

/**
 * Refuses ids that another site's rows already use (importing one file under two identifiers
 * would otherwise collide), naming the path of the first clash. Without a site (records, which
 * are only written into a site that has none of them), any row with one of the ids clashes.
 */
export async function assertIdsFree(db: Db, table: TableWithSiteIds, websiteId: string | null, ids: readonly { id: string; path: string }[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    let query = db
      .selectFrom(table)
      .select("id")
      .where(
        "id",
        "in",
        chunk.map((c) => c.id),
      );
    if (websiteId !== null) query = query.where("websiteId", "!=", websiteId);
    const taken = new Set((await query.execute()).map((row) => row.id));
    // The first clash in the file's order, whichever order the database answers in.
    const clash = chunk.find((c) => taken.has(c.id));
    if (clash) throw invalid(`${clash.path}: this id is already used by another site.`, { [clash.path]: "this id is already used by another site." });
  }
}
