import { describe, expect, it } from "vitest";
import { SiteSnapshots } from "./siteSnapshot";

/** A read that counts its calls and answers with a new object holding the count. */
function counter() {
  let calls = 0;
  return { read: () => Promise.resolve({ calls: ++calls, list: [calls] }), calls: () => calls };
}

/** A site at a version (and a stock version, 0 unless given). */
function at(id: string, version: number, stockVersion = 0) {
  return { id, version, stockVersion };
}

describe("the site snapshot", () => {
  it("reads a part once per site version, and again once the site's version moves, leaving another site's parts", async () => {
    const snapshots = new SiteSnapshots();
    const reads = counter();
    const first = await snapshots.part(at("site", 1), "collections", reads.read);
    expect(await snapshots.part(at("site", 1), "collections", reads.read)).toBe(first);
    const other = await snapshots.part(at("other", 1), "collections", reads.read);
    expect(await snapshots.part(at("site", 2), "collections", reads.read)).toEqual({ calls: 3, list: [3] });
    expect(await snapshots.part(at("other", 1), "collections", reads.read)).toBe(other);
    expect(await snapshots.part(at("site", 1), "collections", reads.read)).toEqual({ calls: 4, list: [4] });
    expect(await snapshots.part(at("site", 2), "collections", reads.read)).toEqual({ calls: 3, list: [3] });
    expect(snapshots.usage().parts).toBe(2);
  });

  it("reads a part again once the site's stock version moves, and answers an older stock version's request without keeping it", async () => {
    const snapshots = new SiteSnapshots();
    const reads = counter();
    await snapshots.part(at("site", 3, 0), "shop", reads.read);
    expect(await snapshots.part(at("site", 3, 1), "shop", reads.read)).toEqual({ calls: 2, list: [2] });
    expect(await snapshots.part(at("site", 3, 0), "shop", reads.read)).toEqual({ calls: 3, list: [3] });
    expect(await snapshots.part(at("site", 3, 1), "shop", reads.read)).toEqual({ calls: 2, list: [2] });
    expect(await snapshots.part(at("site", 4, 0), "shop", reads.read)).toEqual({ calls: 4, list: [4] });
    expect(snapshots.usage().parts).toBe(1);
  });

  it("refuses any change to a kept part, which every later request of the version reads", async () => {
    const snapshots = new SiteSnapshots();
    const kept = await snapshots.part(at("site", 1), "layout", () => Promise.resolve({ title: "Home", sections: [{ id: "a" }] }));
    expect(() => ((kept as { title: string }).title = "Changed")).toThrow(TypeError);
    expect(() => kept.sections.push({ id: "b" })).toThrow(TypeError);
    expect(() => ((kept.sections[0] as { id: string }).id = "b")).toThrow(TypeError);
    const loaded = await snapshots.part(at("site", 1), "loaded", () => Promise.resolve(new Map([["forms", { forms: {} as Record<string, unknown> }]])));
    expect(() => (loaded.get("forms")!.forms.added = {})).toThrow(TypeError);
  });

  it("drops one site's parts on a site change, leaving the others", async () => {
    const snapshots = new SiteSnapshots();
    const reads = counter();
    await snapshots.part(at("site", 1), "a", reads.read);
    const other = await snapshots.part(at("other", 1), "a", reads.read);
    snapshots.dropSite("site");
    expect(await snapshots.part(at("site", 1), "a", reads.read)).toEqual({ calls: 3, list: [3] });
    expect(await snapshots.part(at("other", 1), "a", reads.read)).toBe(other);
  });

  it("keeps at most its bound in characters of JSON, the least recently used part out first", async () => {
    const weight = JSON.stringify({ calls: 1, list: [1] }).length;
    const snapshots = new SiteSnapshots(weight * 2);
    const reads = counter();
    const a = await snapshots.part(at("site", 1), "a", reads.read);
    await snapshots.part(at("site", 1), "b", reads.read);
    expect(await snapshots.part(at("site", 1), "a", reads.read)).toBe(a);
    await snapshots.part(at("other", 1), "c", reads.read);
    expect(snapshots.usage()).toEqual({ parts: 2, characters: weight * 2 });
    expect(await snapshots.part(at("site", 1), "a", reads.read)).toBe(a);
    expect(await snapshots.part(at("site", 1), "b", reads.read)).toEqual({ calls: 4, list: [4] });
  });

  it("keeps no failed read, and answers an older version's request without keeping it", async () => {
    const snapshots = new SiteSnapshots();
    const reads = counter();
    await expect(snapshots.part(at("site", 1), "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await snapshots.part(at("site", 1), "a", reads.read)).toEqual({ calls: 1, list: [1] });
    await snapshots.part(at("site", 2), "a", reads.read);
    expect(await snapshots.part(at("site", 1), "a", reads.read)).toEqual({ calls: 3, list: [3] });
    expect(await snapshots.part(at("site", 2), "a", reads.read)).toEqual({ calls: 2, list: [2] });
    expect(snapshots.usage().parts).toBe(1);
  });
});
