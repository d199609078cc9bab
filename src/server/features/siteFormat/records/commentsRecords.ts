import { z } from "zod";
import { COMMENT_LIMITS, COMMENT_STATES } from "../../../../domain/comments/commentRules";
import { newId } from "../../../../domain/ids";
import { assertDistinct, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most comments one site file may carry. */
const MAX_COMMENTS = 1_000_000;

const commentSchema = z.strictObject({
  /** The comment's id in the file: replies name it; the import gives every comment a new one. */
  id: recordId,
  /** The post (item) or page (collection) of the file whose thread holds it. */
  ownerId: recordId,
  /** The comment of the file it answers, null for one on the post or page itself. */
  parentId: recordId.nullable().default(null),
  authorName: z.string().min(1).max(COMMENT_LIMITS.name),
  authorEmail: z.string().min(1).max(COMMENT_LIMITS.email),
  body: z.string().min(1).max(COMMENT_LIMITS.body),
  state: z.enum(COMMENT_STATES),
  createdAt: recordTime,
  moderatedAt: recordTime.nullable().default(null),
});

/** A comment as a site file's records carry it. */
type SiteFileComment = z.infer<typeof commentSchema>;

/**
 * The site's comments on its posts and pages, in every state, so a moved site keeps its
 * threads, its moderation queue and its trusted commenters. They belong to their posts and
 * pages, which a replaced site replaces, so they are written again with the site rather than
 * refused; each gets a new id on import (so one file imported under two identifiers never
 * collides), and replies are pointed at their comment's new id.
 */
export const commentsRecords: RecordSection<SiteFileComment[]> = {
  key: "comments",
  schema: z.array(commentSchema).max(MAX_COMMENTS).default([]),

  async check(comments) {
    assertDistinct(
      comments.map((comment, index) => ({ value: comment.id, path: `records.comments[${index}].id` })),
      "is used by another comment.",
    );
    const ids = new Set(comments.map((comment) => comment.id));
    for (const [index, comment] of comments.entries()) {
      if (comment.parentId !== null && !ids.has(comment.parentId)) recordProblem(`records.comments[${index}].parentId`, "is not a comment of this file.");
    }
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("comments").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.itemId ?? row.pageId ?? "",
      parentId: row.parentId,
      authorName: row.authorName,
      authorEmail: row.authorEmail,
      body: row.body,
      state: row.state,
      createdAt: row.createdAt,
      moderatedAt: row.moderatedAt,
    }));
  },

  async importRecords(db, context, comments) {
    const newIds = new Map(comments.map((comment) => [comment.id, newId()]));
    const owners = new Map<string, { itemId: string | null; pageId: string | null }>();
    for (const [index, comment] of comments.entries()) {
      let owner = owners.get(comment.ownerId);
      if (!owner) {
        const item = await db.selectFrom("items").select("id").where("websiteId", "=", context.websiteId).where("id", "=", comment.ownerId).executeTakeFirst();
        const page = item
          ? undefined
          : await db.selectFrom("collections").select("id").where("websiteId", "=", context.websiteId).where("id", "=", comment.ownerId).executeTakeFirst();
        if (!item && !page) recordProblem(`records.comments[${index}].ownerId`, "is not a post or page of this file.");
        owner = { itemId: item?.id ?? null, pageId: page?.id ?? null };
        owners.set(comment.ownerId, owner);
      }
      await db
        .insertInto("comments")
        .values({
          id: newIds.get(comment.id)!,
          websiteId: context.websiteId,
          ...owner,
          parentId: null,
          authorName: comment.authorName,
          authorEmail: comment.authorEmail.toLowerCase(),
          body: comment.body,
          state: comment.state,
          createdAt: comment.createdAt,
          moderatedAt: comment.moderatedAt,
        })
        .execute();
    }
    for (const comment of comments) {
      if (comment.parentId === null) continue;
      await db
        .updateTable("comments")
        .set({ parentId: newIds.get(comment.parentId)! })
        .where("id", "=", newIds.get(comment.id)!)
        .execute();
    }
  },
};
