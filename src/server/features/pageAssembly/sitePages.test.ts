import { beforeAll, expect, it } from "vitest";
import type { BlockReads } from "../../../blocks/blockLoader";
import { formsLoader } from "../../../blocks/form/formsLoader";
import { productsLoader } from "../../../blocks/product/productsLoader";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { eventListingsLoader } from "../../../blocks/shared/eventListingsLoader";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { PROVIDER_WIDGET_ORIGINS } from "../../../blocks/shared/widgetOrigins";
import { onePageSite } from "../../testing/siteFiles";
import { contentRepository } from "../content/contentRepository";
import { seedSite } from "../../testing/testServer";
import { websitesRepository } from "../sites/websitesRepository";
import type { Website } from "../sites/websiteRecord";
import { SitePages } from "./sitePages";
import { SiteSnapshots } from "./siteSnapshot";

const clock: Clock = { now: () => new Date("2026-03-01T09:00:00.000Z") };
const formId = newId();
const productId = newId();
const block = (type: string, settings: Record<string, unknown>) => ({ id: newId(), type, settings });

/** Reads that hold every answer until `release`, noting which were asked for. */
function heldReads() {
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held =
    <T>(name: string, answer: T) =>
    async () => {
      asked.push(name);
      await released;
      return answer;
    };
  const reads: BlockReads = {
    forms: held("forms", { forms: {}, captchaSiteKeys: {} }),
    productsForSale: held("products", {}),
    summary: held("summary", null),
    blog: held("blog", null),
    eventsPage: held("events", null),
    collectionItemCounts: held("counts", {}),
    comments: held("comments", null),
  };
  return { asked, release, reads };
}

describeEachDatabase("a page's block loaders", (database) => {
  let website: Website;

  beforeAll(async () => {
    const websiteId = await seedSite(database(), onePageSite("loaders", []));
    website = (await websitesRepository.findById(database().db, websiteId))!;
  });

  const sitePagesWith = (reads: BlockReads) =>
    new SitePages(database().db, clock, new SiteSnapshots(), PROVIDER_WIDGET_ORIGINS, {
      blockReads: () => reads,
      shopPage: () => Promise.resolve(null),
      shopCategoryFeed: () => Promise.resolve(null),
    });
  const owner = newId();

  it("run together: every loader of the page has asked before any answers", async () => {
    const { asked, release, reads } = heldReads();
    const layout = stackedLayout([block("form", { formId }), block("product", { productId })]);
    const loading = sitePagesWith(reads)
      .shownPage(website, { ownerId: owner, stored: layout, path: "/", collections: [] }, false)
      .then((shown) => shown.loaded);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked.sort()).toEqual(["forms", "products"]);
    release();
    const loaded = await loading;
    expect(loaded.get(formsLoader)).toEqual({ forms: {}, captchaSiteKeys: {} });
    expect(loaded.get(productsLoader)).toEqual({});
  });

  it("keeps the answers and the layout made ready in a visitor's snapshot, frozen, and reads them again in a preview and when they change with the time", async () => {
    const { asked, release, reads } = heldReads();
    release();
    const pages = sitePagesWith(reads);
    const layout = stackedLayout([block("form", { formId })]);
    const first = await pages.shownPage(website, { ownerId: owner, stored: layout, path: "/", collections: [] }, false);
    const again = await pages.shownPage(website, { ownerId: owner, stored: layout, path: "/", collections: [] }, false);
    expect(again.loaded).toBe(first.loaded);
    expect(again.layout).toBe(first.layout);
    expect(again.site).toBe(first.site);
    const forms = first.loaded.get(formsLoader) as { forms: Record<string, unknown> };
    expect(() => (forms.forms.added = {})).toThrow(TypeError);
    expect(() => first.layout.sections.pop()).toThrow(TypeError);
    expect(() => first.site.navigations.main.push({ title: "Added", href: "/added", current: false })).toThrow(TypeError);
    expect((await pages.shownPage(website, { ownerId: owner, stored: layout, path: "/", collections: [] }, true)).loaded).not.toBe(first.loaded);
    const calendar = stackedLayout([block("calendar", { collectionId: "" })]);
    const events = (await pages.shownPage(website, { ownerId: newId(), stored: calendar, path: "/", collections: [] }, false)).loaded;
    expect(events.get(eventListingsLoader)).toEqual({ now: "2026-03-01T09:00:00.000Z", events: {} });
    expect((await pages.shownPage(website, { ownerId: newId(), stored: calendar, path: "/", collections: [] }, false)).loaded).not.toBe(events);
    expect(asked).toEqual(["forms", "forms", "events", "events"]);
  });

  it("runs no loader for a page without data blocks", async () => {
    const { asked, reads } = heldReads();
    const { loaded } = await sitePagesWith(reads).shownPage(
      website,
      { ownerId: owner, stored: stackedLayout([block("spacer", { height: 10 })]), path: "/", collections: [] },
      false,
    );
    expect(loaded.size).toBe(0);
    expect(asked).toEqual([]);
  });
});

describeEachDatabase("what visitors see, read once per site version", (database) => {
  const noReads = { blockReads: () => ({}) as BlockReads, shopPage: () => Promise.resolve(null), shopCategoryFeed: () => Promise.resolve(null) };
  const sitePages = () => new SitePages(database().db, clock, new SiteSnapshots(), PROVIDER_WIDGET_ORIGINS, noReads);
  const siteNamed = async (identifier: string) => {
    const websiteId = await seedSite(database(), onePageSite(identifier, [block("heading", { text: "Welcome" })]));
    return (await websitesRepository.findById(database().db, websiteId))!;
  };
  const heading = (route: Awaited<ReturnType<SitePages["resolve"]>>) =>
    route.kind === "page"
      ? (route.layout?.published as { sections: { blocks: { settings: { text: string } }[] }[] }).sections[0]!.blocks[0]!.settings.text
      : null;

  it("keeps a site's collections and published layouts for its version, reads them again once a publish moves the version, and leaves another site's", async () => {
    const pages = sitePages();
    const website = await siteNamed("snapshot-one");
    const other = await siteNamed("snapshot-two");
    const collections = await pages.collections(website, false);
    const otherCollections = await pages.collections(other, false);
    expect(heading(await pages.resolve(website, collections, "/"))).toBe("Welcome");
    expect(() => collections.push(collections[0]!)).toThrow(TypeError);

    const { db } = database();
    const published = {
      sections: [{ id: newId(), blocks: [{ ...block("heading", { text: "Published anew" }), desktop: { row: 1, column: 1, width: 24, height: 1 } }] }],
    };
    await db
      .updateTable("blockLayouts")
      .set({ publishedJson: JSON.stringify(published) })
      .where("ownerId", "=", collections[0]!.id)
      .execute();
    await db.updateTable("collections").set({ title: "Renamed" }).where("websiteId", "=", website.id).execute();
    expect(await pages.collections(website, false)).toBe(collections);
    expect(heading(await pages.resolve(website, collections, "/"))).toBe("Welcome");

    const next = { ...website, version: website.version + 1 };
    const nextCollections = await pages.collections(next, false);
    expect(nextCollections.map((c) => c.title)).toEqual(["Renamed"]);
    expect(heading(await pages.resolve(next, nextCollections, "/"))).toBe("Published anew");
    expect(await pages.collections(other, false)).toBe(otherCollections);
  });

  it("leaves pages never published out of a visitor's collections, and shows an editor every one, read fresh", async () => {
    const pages = sitePages();
    const website = await siteNamed("snapshot-unpublished");
    const [page] = await contentRepository.listCollections(database().db, website.id);
    await database().db.updateTable("blockLayouts").set({ publishedJson: null }).where("ownerId", "=", page!.id).execute();
    expect(await pages.collections(website, false)).toEqual([]);
    const preview = await pages.collections(website, true);
    expect(preview.map((c) => c.id)).toEqual([page!.id]);
    expect(await pages.collections(website, true)).not.toBe(preview);
  });
});
