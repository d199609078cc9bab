import { sql } from "kysely";
import type { Db } from "../../../db/database";
import type { QuickViews } from "../../../domain/api/analytics";

/** The census kind a product's quick view sends (POST /api/census/RecordQuickView/{id}). */
const QUICK_VIEW = "quick-view";

/** The name shown for a product that no longer exists. */
const REMOVED_PRODUCT_NAME = "(removed product)";

/** How often each product's quick view was opened over a range of UTC days, with its name, most opened first. */
export async function quickViews(db: Db, websiteId: string, from: string, to: string): Promise<QuickViews> {
  const rows = await db
    .selectFrom("censusHits")
    .where("websiteId", "=", websiteId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("kind", "=", QUICK_VIEW)
    .where("targetId", "<>", "")
    .select(["targetId", sql<number>`count(*)`.as("n")])
    .groupBy("targetId")
    .execute();
  const ids = rows.map((row) => row.targetId);
  const names = ids.length
    ? await db.selectFrom("storeProducts").where("websiteId", "=", websiteId).where("id", "in", ids).select(["id", "name"]).execute()
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows
    .map((row) => ({ productId: row.targetId, productName: nameOf.get(row.targetId) ?? REMOVED_PRODUCT_NAME, views: Number(row.n) }))
    .sort((a, b) => b.views - a.views || a.productName.localeCompare(b.productName));
}
