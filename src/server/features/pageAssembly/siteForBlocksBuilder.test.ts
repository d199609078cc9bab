import { describe, expect, it } from "vitest";
import type { Website } from "../sites/websiteRecord";
import type { Collection } from "../content/contentRecords";
import { keptSiteForBlocks, siteForBlocks } from "./siteForBlocksBuilder";

/** A website record as a site version reads it; only its title and extra settings (the logo of its styles) reach the blocks. */
const record = (title: string) => ({ title, extraSettings: {} }) as unknown as Website;

describe("what blocks know of a site, kept", () => {
  it("is the very same object for the same collections list, path, website record and counts", () => {
    const collections: Collection[] = [];
    const website = record("Demo");
    const site = keptSiteForBlocks(website, collections, "/");
    expect(site).toEqual(siteForBlocks(website, collections, "/"));
    expect(keptSiteForBlocks(website, collections, "/")).toBe(site);
  });

  it("is made again for a new website record (a site change), another path, other counts or another collections list", () => {
    const collections: Collection[] = [];
    const website = record("Demo");
    const site = keptSiteForBlocks(website, collections, "/");
    const renamed = keptSiteForBlocks(record("Renamed"), collections, "/");
    expect(renamed).not.toBe(site);
    expect(renamed.title).toBe("Renamed");
    expect(keptSiteForBlocks(website, collections, "/about")).not.toBe(keptSiteForBlocks(website, collections, "/"));
    expect(keptSiteForBlocks(website, [], "/")).not.toBe(keptSiteForBlocks(website, collections, "/"));
  });
});
