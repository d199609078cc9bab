import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { importSite } from "../siteFormat/siteFile";
import { contentRepository } from "../content/contentRepository";
import { PublishedCollections } from "./publishedCollections";

describeEachDatabase("published collections", (database) => {
  it("reads a site's visible collections once per site version, and again at a new version", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("kept-collections", []));
    const collections = new PublishedCollections(db);
    const first = await collections.of(websiteId, 1);
    expect(first.map((c) => c.title)).toEqual((await contentRepository.listCollections(db, websiteId)).map((c) => c.title));

    await db.updateTable("collections").set({ title: "Renamed" }).where("websiteId", "=", websiteId).execute();
    expect(await collections.of(websiteId, 1)).toBe(first);
    expect((await collections.of(websiteId, 2)).map((c) => c.title)).toEqual(first.map(() => "Renamed"));
  });

  it("leaves out pages that were never published", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("unpublished", []));
    const [page] = await contentRepository.listCollections(db, websiteId);
    await db.updateTable("blockLayouts").set({ publishedJson: null }).where("ownerId", "=", page!.id).execute();
    expect(await new PublishedCollections(db).of(websiteId, 1)).toEqual([]);
  });
});
