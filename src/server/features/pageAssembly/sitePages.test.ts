import { beforeAll, expect, it } from "vitest";
import type { BlockReads } from "../../../blocks/blockLoader";
import { formsLoader } from "../../../blocks/form/formsLoader";
import { productsLoader } from "../../../blocks/product/productsLoader";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { eventListingsLoader } from "../../../blocks/shared/eventListingsLoader";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { websitesRepository } from "../sites/websitesRepository";
import type { Website } from "../sites/websiteRecord";
import { SitePages } from "./sitePages";

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
  };
  return { asked, release, reads };
}

describeEachDatabase("a page's block loaders", (database) => {
  let website: Website;

  beforeAll(async () => {
    const websiteId = await seedSite(database(), onePageSite("loaders", []));
    website = (await websitesRepository.findById(database().db, websiteId))!;
  });

  const sitePagesWith = (reads: BlockReads) => new SitePages(database().db, clock, { blockReads: () => reads, shopPage: () => Promise.resolve(null) });

  it("run together: every loader of the page has asked before any answers", async () => {
    const { asked, release, reads } = heldReads();
    const layout = stackedLayout([block("form", { formId }), block("product", { productId })]);
    const loading = sitePagesWith(reads).loadedFor(website, layout, false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked.sort()).toEqual(["forms", "products"]);
    release();
    const loaded = await loading;
    expect(loaded.get(formsLoader)).toEqual({ forms: {}, captchaSiteKeys: {} });
    expect(loaded.get(productsLoader)).toEqual({});
  });

  it("keeps the answers with a visitor's layout, reads them again in a preview and when they change with the time", async () => {
    const { asked, release, reads } = heldReads();
    release();
    const pages = sitePagesWith(reads);
    const layout = stackedLayout([block("form", { formId })]);
    const first = await pages.loadedFor(website, layout, false);
    expect(await pages.loadedFor(website, layout, false)).toBe(first);
    const forms = first.get(formsLoader) as { forms: Record<string, unknown> };
    expect(() => (forms.forms.added = {})).toThrow(TypeError);
    expect(await pages.loadedFor(website, layout, true)).not.toBe(first);
    const calendar = stackedLayout([block("calendar", { collectionId: "" })]);
    const events = await pages.loadedFor(website, calendar, false);
    expect(events.get(eventListingsLoader)).toEqual({ now: "2026-03-01T09:00:00.000Z", events: {} });
    expect(await pages.loadedFor(website, calendar, false)).not.toBe(events);
    expect(asked).toEqual(["forms", "forms", "events", "events"]);
  });

  it("runs no loader for a page without data blocks", async () => {
    const { asked, reads } = heldReads();
    const loaded = await sitePagesWith(reads).loadedFor(website, stackedLayout([block("spacer", { height: 10 })]), false);
    expect(loaded.size).toBe(0);
    expect(asked).toEqual([]);
  });
});
