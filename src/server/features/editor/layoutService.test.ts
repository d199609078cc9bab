import { beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import type { Clock } from "../../clock";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";
import { LayoutService } from "./layoutService";

const clock: Clock = { now: () => new Date("2026-03-01T09:00:00.000Z") };
const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });

describeOnEveryEngine("a page without a stored layout", (database) => {
  let layouts: LayoutService;
  let websiteId: string;
  let pageId: string;
  const storedRows = () => database().db.selectFrom("blockLayouts").select("draftVersion").where("ownerId", "=", pageId).execute();

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("no-layout", []));
    layouts = new LayoutService(database().db, clock);
    const page = await database().db.selectFrom("collections").select("id").where("websiteId", "=", websiteId).executeTakeFirstOrThrow();
    pageId = page.id;
    await database().db.deleteFrom("blockLayouts").where("ownerId", "=", pageId).execute();
  });

  it("reads as an empty, unpublished draft at version 0 and reading stores nothing", async () => {
    const read = await layouts.read(websiteId, pageId);
    expect(read).toMatchObject({ draft: { sections: [{ blocks: [] }] }, draftVersion: 0, isPublished: false });
    await layouts.read(websiteId, pageId);
    expect(await storedRows()).toEqual([]);
  });

  it("two first saves at version 0 at once: one layout is stored, one save wins and the other is refused", async () => {
    const results = await Promise.allSettled([
      layouts.saveDraft(websiteId, pageId, 0, { blocks: [heading("Ann")] }, false),
      layouts.saveDraft(websiteId, pageId, 0, { blocks: [heading("Ben")] }, false),
    ]);
    const saved = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(saved).toHaveLength(1);
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.message)).toEqual([DRAFT_CONFLICT_MESSAGE]);
    expect(await storedRows()).toEqual([{ draftVersion: 1 }]);
  });
});
