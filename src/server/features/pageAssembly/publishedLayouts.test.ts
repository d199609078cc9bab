import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { importSite } from "../siteFormat/siteFile";
import { contentRepository } from "../content/contentRepository";
import { PublishedLayouts } from "./publishedLayouts";

describeEachDatabase("published layouts", (database) => {
  it("reads a layout once per site version, as the repository has it published (its draft not kept), and again at a new version", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("kept-layouts", []));
    const [page] = await contentRepository.listCollections(db, websiteId);
    const layouts = new PublishedLayouts(db);
    const first = await layouts.of(websiteId, 1, page!.id);
    const stored = (await contentRepository.findLayout(db, websiteId, page!.id))!;
    expect(first).toEqual({ ...stored, draft: stored.published });
    expect(first!.draft).toBe(first!.published);

    await db
      .updateTable("blockLayouts")
      .set({ publishedJson: JSON.stringify({ blocks: [] }) })
      .where("ownerId", "=", page!.id)
      .execute();
    expect(await layouts.of(websiteId, 1, page!.id)).toBe(first);
    const next = await layouts.of(websiteId, 2, page!.id);
    expect(next?.published).toEqual({ blocks: [] });
    expect(layouts.size()).toBe(1);
  });

  it("keeps a missing layout as missing for the version", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("no-layout", []));
    expect(await new PublishedLayouts(db).of(websiteId, 1, "0".repeat(24))).toBeNull();
  });

  it("keeps at most its limit of layout text, the least recently used going first", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("bounded-layouts", []));
    const [page] = await contentRepository.listCollections(db, websiteId);
    const stored = (await contentRepository.findLayout(db, websiteId, page!.id))!;
    const missing = 64;
    const layouts = new PublishedLayouts(db, JSON.stringify(stored.published).length + missing);
    const kept = await layouts.of(websiteId, 1, page!.id);
    await layouts.of(websiteId, 1, "1".repeat(24));
    expect(layouts.size()).toBe(2);
    await layouts.of(websiteId, 1, "2".repeat(24));
    expect(layouts.size()).toBe(2);
    expect(await layouts.of(websiteId, 1, page!.id)).not.toBe(kept);
  });
});
