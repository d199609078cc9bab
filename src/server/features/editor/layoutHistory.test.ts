import { beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { AccountsService } from "../accounts/accountsService";
import { websitesRepository } from "../sites/websitesRepository";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import type { Clock } from "../../clock";
import { LayoutHistory } from "./layoutHistory";
import { publishLayout, recordPublishedLayout } from "../pages/layoutPublishing";
import { LayoutService } from "./layoutService";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";

/** The blocks of a layout in either shape: a single list, or sections holding blocks. */
function blocksOf(layout: unknown): { type: string; settings: { text?: string } }[] {
  const shaped = layout as { blocks?: never[]; sections?: { blocks?: never[] }[] };
  return shaped.blocks ?? (shaped.sections ?? []).flatMap((section) => section.blocks ?? []);
}

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });

/** A clock the test moves by hand, a minute per publish. */
function steppingClock(): Clock & { step(): void } {
  let time = Date.parse("2026-03-01T09:00:00.000Z");
  return { now: () => new Date(time), step: () => (time += 60_000) };
}

describeOnEveryEngine("a page's history of published versions", (database) => {
  const clock = steppingClock();
  let layouts: LayoutService;
  let history: LayoutHistory;
  let websiteId: string;
  let pageId: string;
  let annId: string;

  /** Saves a draft of one heading and publishes it; returns the heading's text. */
  const publishHeading = async (text: string, by = annId) => {
    const current = await layouts.read(websiteId, pageId);
    const saved = await layouts.saveDraft(websiteId, pageId, current.draftVersion, { blocks: [heading(text)] }, false);
    clock.step();
    await layouts.publish(websiteId, pageId, saved.draftVersion, by);
    return text;
  };
  const website = async () => (await websitesRepository.findById(database().db, websiteId))!;
  const keep = (count: number) =>
    database()
      .db.updateTable("websites")
      .set({ extraSettingsJson: JSON.stringify({ pageVersionsKept: count }) })
      .where("id", "=", websiteId)
      .execute();
  const headingsOf = async () => {
    const list = await history.list(await website(), pageId);
    return Promise.all(list.versions.map(async (v) => blocksOf((await history.read(websiteId, pageId, v.id)).layout)[0]!.settings.text));
  };

  beforeAll(async () => {
    const identifier = `history-${newId().slice(0, 8)}`;
    websiteId = await seedSite(database(), onePageSite(identifier, [heading("Imported")]));
    const accounts = new AccountsService(database().db, clock);
    const ann = { email: `ann@${identifier}.example`, password: "ann password 11", siteIdentifier: identifier, roleId: ROLE.ADMIN, displayName: "Ann Lee" };
    annId = (await accounts.createOwner(ann)).accountId;
    layouts = new LayoutService(database().db, clock);
    history = new LayoutHistory(database().db, layouts);
    pageId = (await database().db.selectFrom("collections").select("id").where("websiteId", "=", websiteId).executeTakeFirstOrThrow()).id;
  });

  it("keeps every publish as a version, newest first, with who published it and when", async () => {
    expect((await history.list(await website(), pageId)).versions).toEqual([]);
    await publishHeading("First");
    await publishHeading("Second", newId());
    const list = await history.list(await website(), pageId);
    expect(list.kept).toBe(20);
    expect(list.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(list.versions[0]!.publishedBy).toEqual({ kind: "former-member", name: "A former member", email: null });
    expect(list.versions[1]!.publishedBy).toMatchObject({ kind: "member", name: "Ann Lee" });
    expect(Date.parse(list.versions[0]!.publishedAt) - Date.parse(list.versions[1]!.publishedAt)).toBe(60_000);
    expect(await headingsOf()).toEqual(["Second", "First"]);
  });

  it("records a scheduled publish without a member", async () => {
    const current = await layouts.read(websiteId, pageId);
    await layouts.saveDraft(websiteId, pageId, current.draftVersion, { blocks: [heading("Scheduled")] }, false);
    clock.step();
    await database()
      .db.transaction()
      .execute((trx) => publishLayout(trx, websiteId, pageId, { publishedBy: null, publishedAt: clock.now().toISOString() }));
    const [newest] = (await history.list(await website(), pageId)).versions;
    expect(newest!.publishedBy).toEqual({ kind: "schedule", name: "Scheduled publishing", email: null });
    expect(blocksOf((await history.read(websiteId, pageId, newest!.id)).layout)).toMatchObject([{ settings: { text: "Scheduled" } }]);
  });

  it("deletes the versions beyond the number the site keeps at the next publish", async () => {
    await keep(3);
    const before = (await history.list(await website(), pageId)).versions.length;
    expect(before).toBe(3);
    await publishHeading("Fourth");
    expect(await headingsOf()).toEqual(["Fourth", "Scheduled", "Second"]);
    await keep(1);
    await publishHeading("Fifth");
    expect(await headingsOf()).toEqual(["Fifth"]);
    await keep(20);
  });

  it("a publish of a draft saved meanwhile is refused and keeps no version", async () => {
    const current = await layouts.read(websiteId, pageId);
    await layouts.saveDraft(websiteId, pageId, current.draftVersion, { blocks: [heading("Newer")] }, false);
    const count = (await history.list(await website(), pageId)).versions.length;
    await expect(layouts.publish(websiteId, pageId, current.draftVersion, annId)).rejects.toThrow(DRAFT_CONFLICT_MESSAGE);
    expect((await history.list(await website(), pageId)).versions.length).toBe(count);
  });

  it("restores a version as the draft with the draft version check, and never publishes", async () => {
    await publishHeading("Live");
    const [live, older] = (await history.list(await website(), pageId)).versions;
    expect(live).toBeDefined();
    const current = await layouts.read(websiteId, pageId);
    await expect(history.restore(websiteId, pageId, older!.id, current.draftVersion - 1, false)).rejects.toThrow(DRAFT_CONFLICT_MESSAGE);
    const restored = await history.restore(websiteId, pageId, older!.id, current.draftVersion, false);
    expect(restored.draftVersion).toBe(current.draftVersion + 1);
    expect(blocksOf(restored.draft)[0]!.settings.text).toBe("Fifth");
    expect(restored.hasChanges).toBe(true);
    const stored = await database().db.selectFrom("blockLayouts").select("publishedJson").where("ownerId", "=", pageId).executeTakeFirstOrThrow();
    expect(stored.publishedJson).toContain("Live");
    expect((await history.list(await website(), pageId)).versions[0]!.id).toBe(live!.id);
  });

  it("concurrent publishes each keep one version: none lost, no number given twice", async () => {
    const start = (await history.list(await website(), pageId)).versions[0]?.number ?? 0;
    const current = await layouts.read(websiteId, pageId);
    const saved = await layouts.saveDraft(websiteId, pageId, current.draftVersion, { blocks: [heading("Together")] }, false);
    await Promise.all(Array.from({ length: 8 }, () => layouts.publish(websiteId, pageId, saved.draftVersion, annId)));
    const numbers = (await history.list(await website(), pageId)).versions.map((v) => v.number);
    expect(numbers.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => start + 8 - i));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("records what a page already publishes as a new version when something else republishes it, and nothing for a page never published", async () => {
    const [before] = (await history.list(await website(), pageId)).versions;
    const stamp = { publishedBy: annId, publishedAt: clock.now().toISOString() };
    expect(
      await database()
        .db.transaction()
        .execute((trx) => recordPublishedLayout(trx, websiteId, pageId, stamp)),
    ).toBe(true);
    const [after] = (await history.list(await website(), pageId)).versions;
    expect(after!.number).toBe(before!.number + 1);
    expect((await history.read(websiteId, pageId, after!.id)).layout).toEqual((await history.read(websiteId, pageId, before!.id)).layout);
    expect(
      await database()
        .db.transaction()
        .execute((trx) => recordPublishedLayout(trx, websiteId, newId(), stamp)),
    ).toBe(false);
  });

  it("refuses a version of another page", async () => {
    const [newest] = (await history.list(await website(), pageId)).versions;
    await expect(history.read(websiteId, newId(), newest!.id)).rejects.toThrow("No such version of this page.");
  });
});
