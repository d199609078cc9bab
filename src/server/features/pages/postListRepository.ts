import { containsPattern } from "../../../db/containsPattern";
import type { Db } from "../../../db/database";
import type { ListPage } from "../../../domain/api/paging";
import { itemFromRow, itemTagsFromRow, type Item } from "../content/contentRecords";
import { countRows } from "../../../db/countRows";

/** A blog's posts whose title contains the search (all of them for an empty one). */
function postsMatching(db: Db, websiteId: string, blogId: string, search: string) {
  const query = db.selectFrom("items").where("websiteId", "=", websiteId).where("collectionId", "=", blogId);
  return search.trim() === "" ? query : query.where((eb) => eb(eb.fn<string>("lower", ["title"]), "like", containsPattern(search)));
}

/**
 * The SQL of the owner's post list: one page of a blog's posts at a time, so a blog of thousands
 * of posts answers as fast as a small one. The visitor's listings read their own way.
 */
export const postListRepository = {
  /** A page of a blog's posts, newest first (a draft by when it was made, ties by id), and how many match. */
  async page(db: Db, websiteId: string, blogId: string, page: ListPage): Promise<{ total: number; items: Item[] }> {
    const matching = postsMatching(db, websiteId, blogId, page.search);
    const total = await countRows(matching);
    const rows = await matching
      .selectAll()
      .orderBy((eb) => eb.fn.coalesce("publishOn", "createdAt"), "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { total, items: rows.map(itemFromRow) };
  },

  /** The tag and category lists a blog's posts carry, each different pair once, for the Tags panel. */
  async tagLists(db: Db, websiteId: string, blogId: string): Promise<Pick<Item, "tags" | "categories">[]> {
    const rows = await db
      .selectFrom("items")
      .select(["tagsJson", "categoriesJson"])
      .distinct()
      .where("websiteId", "=", websiteId)
      .where("collectionId", "=", blogId)
      .execute();
    return rows.map(itemTagsFromRow);
  },
};
