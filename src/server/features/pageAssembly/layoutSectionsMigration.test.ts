import { expect, it } from "vitest";
import { up as layoutsBecomeSections } from "../../../db/migrations/0800_layout_sections";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { DEFAULT_SECTION_STYLE } from "../../../blocks/sections/sectionModel";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });
const stackedAt = (row: number) => ({ column: 1, row, width: 24, height: 1 });

describeEachDatabase("the migration of single-column layouts to sections", (database) => {
  it("rewrites each legacy draft and published layout as one default section of stacked blocks, sharing its id, and leaves sections alone", async () => {
    const websiteId = await seedSite(database(), onePageSite(`migrate${newId().slice(0, 8)}`, [heading("Kept as it is")]));
    const db = database().db;
    const [row] = await db.selectFrom("blockLayouts").select(["id", "draftJson"]).where("websiteId", "=", websiteId).execute();
    const draft = [heading("First"), heading("Second"), heading("Third")];
    const published = [heading("Published")];
    const legacy = { id: newId(), websiteId, ownerId: newId(), draftJson: JSON.stringify({ blocks: draft }), draftVersion: 3 };
    const neverPublished = { id: newId(), websiteId, ownerId: newId(), draftJson: JSON.stringify({ blocks: [] }), draftVersion: 1 };
    const now = "2026-11-25T10:00:00.000Z";
    await db
      .insertInto("blockLayouts")
      .values([
        { ...legacy, publishedJson: JSON.stringify({ blocks: published }), publishedAt: now, updatedAt: now },
        { ...neverPublished, publishedJson: null, publishedAt: null, updatedAt: now },
      ])
      .execute();

    await layoutsBecomeSections(db.withoutPlugins());

    const rows = await db.selectFrom("blockLayouts").selectAll().where("websiteId", "=", websiteId).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const migrated = byId.get(legacy.id)!;
    const migratedDraft = JSON.parse(migrated.draftJson);
    const migratedPublished = JSON.parse(migrated.publishedJson!);
    expect(migratedDraft.sections).toHaveLength(1);
    expect(migratedDraft.sections[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(migratedPublished.sections[0].id).toBe(migratedDraft.sections[0].id);
    expect(migratedDraft.sections[0]).toEqual({
      id: migratedDraft.sections[0].id,
      style: DEFAULT_SECTION_STYLE,
      blocks: draft.map((block, index) => ({ ...block, desktop: stackedAt(index + 1) })),
    });
    expect(migratedPublished.sections[0].blocks).toEqual([{ ...published[0], desktop: stackedAt(1) }]);
    expect(migrated.draftVersion).toBe(3);

    const empty = byId.get(neverPublished.id)!;
    expect(JSON.parse(empty.draftJson).sections[0].blocks).toEqual([]);
    expect(empty.publishedJson).toBeNull();
    expect(byId.get(row!.id)!.draftJson).toBe(row!.draftJson);
  });
});
