import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../../db/database";
import { everyTestDatabaseKind } from "../../../../db/testing/testDatabases";
import { newId } from "../../../../domain/ids";
import { systemClock } from "../../../clock";
import { demoSiteAs } from "../../../testing/siteFiles";
import { seedSite } from "../../../testing/testServer";
import { exportSite, importSite } from "../siteFile";

type FileComment = { id: string; ownerId: string; parentId: string | null; authorName: string; body: string; state: string };

for (const kind of everyTestDatabaseKind()) {
  describe(`a site's comments travel with its records [${kind.name}]`, () => {
    const opened: AppDatabase[] = [];
    const identifier = `talk-${newId().slice(0, 8)}`;
    let file = "";
    let plain = "";
    let postId = "";
    let pageId = "";
    const ids = { first: newId(), reply: newId(), waiting: newId(), onPage: newId() };

    async function freshPlatform(): Promise<AppDatabase> {
      const database = await kind.open();
      opened.push(database);
      return database;
    }

    beforeAll(async () => {
      const source = await freshPlatform();
      const text = JSON.parse(demoSiteAs(identifier));
      text.website.commentsEnabled = true;
      const websiteId = await seedSite(source, JSON.stringify(text));
      const idOf = async (table: "items" | "collections", title: string) =>
        (await source.db.selectFrom(table).select("id").where("websiteId", "=", websiteId).where("title", "=", title).executeTakeFirstOrThrow()).id;
      postId = await idOf("items", "How we choose our beans");
      pageId = await idOf("collections", "More blocks");
      const row = (id: string, at: string, fields: Record<string, unknown>) => ({
        id,
        websiteId,
        itemId: postId,
        pageId: null,
        parentId: null,
        authorName: "Ada",
        authorEmail: "ada@example.com",
        body: `Comment ${id}`,
        state: "published" as const,
        createdAt: at,
        moderatedAt: at,
        ...fields,
      });
      await source.db
        .insertInto("comments")
        .values([
          row(ids.first, "2026-11-01T10:00:00.000Z", {}),
          row(ids.reply, "2026-11-01T11:00:00.000Z", { parentId: ids.first, authorName: "Grace", authorEmail: "grace@example.com" }),
          row(ids.waiting, "2026-11-01T12:00:00.000Z", { state: "pending", moderatedAt: null }),
          row(ids.onPage, "2026-11-01T13:00:00.000Z", { itemId: null, pageId }),
        ])
        .execute();
      file = await exportSite(source.db, identifier, { withRecords: true });
      plain = await exportSite(source.db, identifier);
    });
    afterAll(async () => {
      for (const database of opened) await database.close();
    });

    it("exports every comment with its post or page, the comment it answers and its state, oldest first, only with the records", () => {
      const comments = JSON.parse(file).records.comments as FileComment[];
      expect(comments.map((c) => [c.id, c.ownerId, c.parentId, c.state])).toEqual([
        [ids.first, postId, null, "published"],
        [ids.reply, postId, ids.first, "published"],
        [ids.waiting, postId, null, "pending"],
        [ids.onPage, pageId, null, "published"],
      ]);
      expect(JSON.parse(plain).records).toBeUndefined();
    });

    it("imports them on another platform under new ids, each reply still under its comment, and exports them again the same", async () => {
      const target = await freshPlatform();
      const { websiteId } = await importSite(target.db, systemClock, file);
      const rows = await target.db.selectFrom("comments").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").execute();
      expect(rows.map((r) => [r.itemId, r.pageId, r.state, r.body])).toEqual([
        [postId, null, "published", `Comment ${ids.first}`],
        [postId, null, "published", `Comment ${ids.reply}`],
        [postId, null, "pending", `Comment ${ids.waiting}`],
        [null, pageId, "published", `Comment ${ids.onPage}`],
      ]);
      expect(rows.some((r) => Object.values(ids).includes(r.id))).toBe(false);
      expect(rows[1]!.parentId).toBe(rows[0]!.id);

      const again = JSON.parse(await exportSite(target.db, identifier, { withRecords: true })).records.comments as FileComment[];
      const withoutIds = (list: FileComment[]) =>
        list.map(({ id: _id, parentId, ...rest }) => ({ ...rest, answers: parentId === null ? null : list.findIndex((c) => c.id === parentId) }));
      expect(withoutIds(again)).toEqual(withoutIds(JSON.parse(file).records.comments));

      await importSite(target.db, systemClock, file);
      expect(await target.db.selectFrom("comments").select("id").where("websiteId", "=", websiteId).execute()).toHaveLength(4);
    });

    it("refuses a reply to a comment the file does not hold, and a comment on a post or page it does not hold, naming the field", async () => {
      const target = await freshPlatform();
      const orphan = JSON.parse(file);
      orphan.records.comments[1].parentId = newId();
      await expect(importSite(target.db, systemClock, JSON.stringify(orphan))).rejects.toThrow("records.comments[1].parentId: is not a comment of this file.");
      const elsewhere = JSON.parse(file);
      elsewhere.records.comments[3].ownerId = newId();
      await expect(importSite(target.db, systemClock, JSON.stringify(elsewhere))).rejects.toThrow(
        "records.comments[3].ownerId: is not a post or page of this file.",
      );
    });
  });
}
