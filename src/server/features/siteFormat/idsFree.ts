import { invalid } from "../../../domain/errors";
import type { Db } from "../../../db/database";

type TableWithSiteIds = "collections" | "items" | "blockLayouts" | "domains" | "sectionLibrary" | "layoutVersions";

/**
 * Refuses ids that another site's rows already use (importing one file under two identifiers
 * would otherwise collide), naming the path of the first clash.
 */
export async function assertIdsFree(db: Db, table: TableWithSiteIds, websiteId: string, ids: { id: string; path: string }[]): Promise<void> {
  if (ids.length === 0) return;
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const taken = await db
      .selectFrom(table)
      .select("id")
      .where(
        "id",
        "in",
        chunk.map((c) => c.id),
      )
      .where("websiteId", "!=", websiteId)
      .executeTakeFirst();
    if (taken) {
      const path = chunk.find((c) => c.id === taken.id)?.path ?? table;
      throw invalid(`${path}: this id is already used by another site.`, { [path]: "this id is already used by another site." });
    }
  }
}
