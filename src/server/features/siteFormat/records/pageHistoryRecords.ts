import { z } from "zod";
import { parseLayout } from "../../../../blocks/layout";
import type { Layout } from "../../../../blocks/types";
import { newId } from "../../../../domain/ids";
import { layoutInputSchema } from "../../../../domain/api/layoutInput";
import { authorsRepository } from "../../content/authorsRepository";
import { contentRepository } from "../../content/contentRepository";
import { assertIdsFree } from "../idsFree";
import { assertDistinct, recordId, recordProblem, recordTime } from "./recordFields";
import type { RecordSection } from "./recordSection";

/** Most versions one site file may carry. */
const MAX_VERSIONS = 1_000_000;

const versionSchema = z.strictObject({
  id: recordId,
  /** The page (collection) or post (item) of the file whose layout was published. */
  ownerId: recordId,
  /** Which publish of the layout this was: 1, 2, ... */
  number: z.number().int().min(1),
  /** The layout as published (checked by the layout rules on import). */
  layout: layoutInputSchema,
  publishedAt: recordTime,
  /** Who published it: the member of the site with this email at import; absent for scheduled publishing or an account gone. */
  publishedByEmail: z.email("must be an email address.").max(320).optional(),
});

/** A published version of a page or post as a site file's records carry it. */
type SiteFileVersion = z.infer<typeof versionSchema>;

/**
 * The page history: every kept published version of the site's pages and posts, so owners can
 * still look back, compare and restore after a move. Versions belong to their layouts, which a
 * replaced site replaces, so they are written again with the site rather than refused.
 */
export const pageHistoryRecords: RecordSection<SiteFileVersion[]> = {
  key: "pageHistory",
  schema: z.array(versionSchema).max(MAX_VERSIONS).default([]),

  async check(versions, context, db) {
    const ids = versions.map((version, index) => ({ id: version.id, path: `records.pageHistory[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another version.",
    );
    assertDistinct(
      versions.map((version, index) => ({ value: `${version.ownerId} ${version.number}`, path: `records.pageHistory[${index}].number` })),
      "is the number of another version of this page or post.",
    );
    await assertIdsFree(db, "layoutVersions", context.websiteId, ids);
  },

  async exportRecords(db, websiteId) {
    const rows = await db
      .selectFrom("layoutVersions")
      .leftJoin("accounts", "accounts.id", "layoutVersions.publishedBy")
      .select([
        "layoutVersions.id",
        "layoutVersions.ownerId",
        "layoutVersions.number",
        "layoutVersions.layoutJson",
        "layoutVersions.publishedAt",
        "accounts.email as publishedByEmail",
      ])
      .where("layoutVersions.websiteId", "=", websiteId)
      .orderBy("layoutVersions.ownerId")
      .orderBy("layoutVersions.number")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.ownerId,
      number: Number(row.number),
      // Stored as the layout rules returned it.
      layout: JSON.parse(row.layoutJson) as Layout,
      publishedAt: row.publishedAt,
      ...(row.publishedByEmail ? { publishedByEmail: row.publishedByEmail } : {}),
    }));
  },

  async importRecords(db, context, versions) {
    for (const [index, version] of versions.entries()) {
      const path = `records.pageHistory[${index}]`;
      const layout = await contentRepository.findLayout(db, context.websiteId, version.ownerId);
      if (!layout) recordProblem(`${path}.ownerId`, "is not a page or post of this file with a layout.");
      const isPost = Boolean(await db.selectFrom("items").select("id").where("id", "=", version.ownerId).executeTakeFirst());
      const published = parseLayout(version.layout, ["records", "pageHistory", index, "layout"], { flowing: isPost, legacySectionId: newId() });
      await db
        .insertInto("layoutVersions")
        .values({
          id: version.id,
          websiteId: context.websiteId,
          layoutId: layout.id,
          ownerId: version.ownerId,
          number: version.number,
          layoutJson: JSON.stringify(published),
          publishedAt: version.publishedAt,
          publishedBy: version.publishedByEmail ? await authorsRepository.memberByEmail(db, context.websiteId, version.publishedByEmail) : null,
        })
        .execute();
    }
  },
};
