import { expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { contentRepository } from "./contentRepository";
import { stackedLayout } from "../../../blocks/sections/stackedSection";

describeOnEveryEngine("block layouts", (database) => {
  it("saves a draft only from the version it was read at, so concurrent editors never overwrite silently", async () => {
    const { db } = database();
    const websiteId = await seedSite(database(), onePageSite("drafts", []));
    const [page] = await contentRepository.listCollections(db, websiteId);
    const layout = (await contentRepository.findLayout(db, websiteId, page!.id))!;
    const now = new Date().toISOString();
    const a = stackedLayout([{ id: "aaaaaaaaaaaaaaaaaaaaaaaa", type: "spacer", settings: { height: 10 } }]);
    const b = stackedLayout([{ id: "bbbbbbbbbbbbbbbbbbbbbbbb", type: "spacer", settings: { height: 20 } }]);
    const results = await Promise.all([
      contentRepository.saveDraft(db, websiteId, page!.id, a, layout.draftVersion, now),
      contentRepository.saveDraft(db, websiteId, page!.id, b, layout.draftVersion, now),
    ]);
    expect(results.filter((r) => r === layout.draftVersion + 1)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const saved = (await contentRepository.findLayout(db, websiteId, page!.id))!;
    expect(saved.draftVersion).toBe(layout.draftVersion + 1);
    expect([a, b]).toContainEqual(saved.draft);
  });

  it("publishes the draft over the published layout", async () => {
    const { db } = database();
    const websiteId = await seedSite(database(), onePageSite("publishing", []));
    const [page] = await contentRepository.listCollections(db, websiteId);
    const layout = (await contentRepository.findLayout(db, websiteId, page!.id))!;
    const draft = stackedLayout([{ id: "cccccccccccccccccccccccc", type: "spacer", settings: { height: 30 } }]);
    await contentRepository.saveDraft(db, websiteId, page!.id, draft, layout.draftVersion, new Date().toISOString());
    expect((await contentRepository.findLayout(db, websiteId, page!.id))!.published).toMatchObject({ sections: [{ blocks: [] }] });
    expect(await contentRepository.publishDraft(db, websiteId, page!.id, new Date().toISOString())).toBe(true);
    expect((await contentRepository.findLayout(db, websiteId, page!.id))!.published).toEqual(draft);
  });
});
