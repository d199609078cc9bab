import type { Db } from "../../../db/database";
import type { CommentRow } from "../../../db/schema";
import type { CommentState } from "../../../domain/comments/commentRules";
import type { ShownComment, ThreadOwner } from "../../../domain/comments/commentThreads";
import { countRows } from "../../../db/countRows";

/** The column that names a thread's owner. */
function ownerColumn(owner: ThreadOwner): "itemId" | "pageId" {
  return owner.kind === "post" ? "itemId" : "pageId";
}

/** A comment as the moderation queue lists it, with the post (or page) it is on. */
export interface QueuedComment extends ShownComment {
  authorEmail: string;
  state: CommentState;
  postId: string;
  postTitle: string;
}

/** All SQL of a site's comments. */
export const commentsRepository = {
  async insert(db: Db, row: CommentRow): Promise<void> {
    await db.insertInto("comments").values(row).execute();
  },

  /** A post's or page's published comments, oldest first: the thread its page shows. */
  async publishedOf(db: Db, websiteId: string, owner: ThreadOwner): Promise<ShownComment[]> {
    return db
      .selectFrom("comments")
      .select(["id", "parentId", "authorName", "body", "createdAt"])
      .where("websiteId", "=", websiteId)
      .where(ownerColumn(owner), "=", owner.id)
      .where("state", "=", "published")
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
  },

  /** How many published comments each of the posts has; posts without any are left out. */
  async publishedCounts(db: Db, websiteId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom("comments")
      .select(["itemId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("websiteId", "=", websiteId)
      .where("itemId", "in", itemIds)
      .where("state", "=", "published")
      .groupBy("itemId")
      .execute();
    return new Map(rows.map((row) => [row.itemId ?? "", Number(row.n)]));
  },

  /** Whose thread an id names: a post of the site, else a page of the site; null for neither. */
  async ownerOf(db: Db, websiteId: string, id: string): Promise<ThreadOwner | null> {
    const item = await db.selectFrom("items").select("id").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    if (item) return { kind: "post", id };
    const page = await db.selectFrom("collections").select("id").where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
    return page ? { kind: "page", id } : null;
  },

  /** One comment of the site. */
  async find(db: Db, websiteId: string, id: string): Promise<CommentRow | undefined> {
    return db.selectFrom("comments").selectAll().where("websiteId", "=", websiteId).where("id", "=", id).executeTakeFirst();
  },

  /** Whether the address has a published comment on the site: its next comments need no review. */
  async isTrusted(db: Db, websiteId: string, email: string): Promise<boolean> {
    const row = await db
      .selectFrom("comments")
      .select("id")
      .where("websiteId", "=", websiteId)
      .where("authorEmail", "=", email)
      .where("state", "=", "published")
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** One page of the site's comments in a state, newest first, and how many there are. */
  async queue(db: Db, websiteId: string, state: CommentState, limit: number, offset: number): Promise<{ total: number; comments: QueuedComment[] }> {
    const inState = db.selectFrom("comments").where("comments.websiteId", "=", websiteId).where("comments.state", "=", state);
    const total = await countRows(inState);
    const comments = await inState
      .leftJoin("items", "items.id", "comments.itemId")
      .leftJoin("collections", "collections.id", "comments.pageId")
      .select((eb) => [
        "comments.id",
        "comments.parentId",
        "comments.authorName",
        "comments.authorEmail",
        "comments.body",
        "comments.state",
        "comments.createdAt",
        eb.fn.coalesce("comments.itemId", "comments.pageId").as("postId"),
        eb.fn.coalesce("items.title", "collections.title").as("postTitle"),
      ])
      .orderBy("comments.createdAt", "desc")
      .orderBy("comments.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
    return { total, comments: comments.map((c) => ({ ...c, postId: c.postId ?? "", postTitle: c.postTitle ?? "" })) };
  },

  /**
   * Moves a comment to `to` when it is in one of `from`, once: the conditional update answers
   * the comment's id to the one request that moved it, undefined to any other.
   */
  async move(db: Db, websiteId: string, id: string, from: readonly CommentState[], to: CommentState, now: string): Promise<{ id: string } | undefined> {
    return db
      .updateTable("comments")
      .set({ state: to, moderatedAt: now })
      .where("websiteId", "=", websiteId)
      .where("id", "=", id)
      .where("state", "in", from)
      .returning("id")
      .executeTakeFirst();
  },

  /** Removes every comment an address wrote on the site (deletion on request); answers how many, with the posts that showed one. */
  async deleteByEmail(db: Db, websiteId: string, email: string): Promise<{ deleted: number; shown: boolean }> {
    const shown = await commentsRepository.isTrusted(db, websiteId, email);
    const result = await db.deleteFrom("comments").where("websiteId", "=", websiteId).where("authorEmail", "=", email).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows), shown };
  },
};
