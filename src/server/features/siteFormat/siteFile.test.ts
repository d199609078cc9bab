import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { systemClock } from "../../clock";
import { demoSiteAs, demoSiteText, onePageSite } from "../../testing/siteFiles";
import { accountsRepository } from "../accounts/accountsRepository";
import { AccountsService } from "../accounts/accountsService";
import { ROLE } from "../../../domain/enumerations/roles";
import { websitesRepository } from "../sites/websitesRepository";
import { exportSite, importSite } from "./siteFile";

const heading = (id: string, text: string) => ({ id, type: "heading", settings: { text, level: 1 } });

describeEachDatabase("site import and export", (database) => {
  it("imports the demo site and exports it, and export, import, export gives identical bytes", async () => {
    const { db } = database();
    const result = await importSite(db, systemClock, demoSiteText());
    expect(result).toMatchObject({ identifier: "demo", created: true });
    const first = await exportSite(db, "demo");
    const again = await importSite(db, systemClock, first);
    expect(again).toMatchObject({ identifier: "demo", created: false, websiteId: result.websiteId });
    const second = await exportSite(db, "demo");
    expect(second).toBe(first);
    const parsed = JSON.parse(first);
    expect(parsed.collections.map((c: { urlSlug: string }) => c.urlSlug)).toEqual([
      "blocks",
      "events",
      "more-blocks",
      "home",
      "about",
      "journal",
      "contact",
      "roastery",
      "shop",
    ]);
    const itemsOf = (slug: string) => parsed.collections.find((c: { urlSlug: string }) => c.urlSlug === slug).items;
    expect(itemsOf("journal")).toHaveLength(3);
    expect(itemsOf("events")).toHaveLength(3);
    expect(parsed.products.map((p: { name: string }) => p.name)).toEqual(["Harbor Blend", "Pine Ridge Decaf", "Enamel Camp Mug", "Home Brew Guide"]);
  });

  it("computes blog post addresses from the blog's URL format in the site's time zone", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, demoSiteAs("paths"));
    const items = await db.selectFrom("items").select(["urlPath", "publishOn"]).where("websiteId", "=", websiteId).orderBy("publishOn").execute();
    expect(items.map((i) => i.urlPath)).toEqual([
      "2026/09/22/meet-our-new-winter-blend",
      "2026/10/06/a-beginners-guide-to-pour-over",
      "2026/10/20/how-we-choose-our-beans",
      "public-cupping-winter-lots",
      "latte-art-for-beginners",
      "roastery-open-day",
    ]);
  });

  it("imports its own export of a post whose publish time carries an offset, as the owner API takes it", async () => {
    const { db } = database();
    const text = JSON.parse(demoSiteAs("offsets"));
    const journal = text.collections.find((c: { urlSlug: string }) => c.urlSlug === "journal");
    journal.items[0].publishOn = "2026-10-20T15:00:00+02:00";
    await importSite(db, systemClock, JSON.stringify(text));
    const first = await exportSite(db, "offsets");
    expect(JSON.parse(first).collections.find((c: { urlSlug: string }) => c.urlSlug === "journal").items[0].publishOn).toBe("2026-10-20T15:00:00+02:00");
    await importSite(db, systemClock, first);
    expect(await exportSite(db, "offsets")).toBe(first);
  });

  it("refuses a malformed file with the path of the bad field and writes nothing", async () => {
    const { db } = database();
    const before = await websitesRepository.count(db);
    const badSlug = JSON.parse(onePageSite("broken", [heading("aaaaaaaaaaaaaaaaaaaaaaa1", "Hi")]));
    badSlug.collections[0].urlSlug = "Bad Slug!";
    await expect(importSite(db, systemClock, JSON.stringify(badSlug))).rejects.toThrow(/^collections\[0\]\.urlSlug: /);

    const badBlock = onePageSite("broken", [{ id: "aaaaaaaaaaaaaaaaaaaaaaa2", type: "heading", settings: { text: "Hi", level: 9 } }]);
    await expect(importSite(db, systemClock, badBlock)).rejects.toThrow(/^collections\[0\]\.layout\.draft\.blocks\[0\]\.settings\.level: /);

    const unknownType = onePageSite("broken", [{ id: "aaaaaaaaaaaaaaaaaaaaaaa3", type: "carousel-of-doom", settings: {} }]);
    await expect(importSite(db, systemClock, unknownType)).rejects.toThrow(/^collections\[0\]\.layout\.draft\.blocks\[0\]\.type: is not a known block type/);

    const unknownKey = JSON.parse(onePageSite("broken", []));
    unknownKey.website.colour = "red";
    await expect(importSite(db, systemClock, JSON.stringify(unknownKey))).rejects.toThrow(/^website: .*colour|^website\.colour/);

    await expect(importSite(db, systemClock, "{not json")).rejects.toThrow(/^\(file\): is not valid JSON/);
    await expect(importSite(db, systemClock, JSON.stringify({ format: "other", version: 1 }))).rejects.toThrow(/^format: /);
    await expect(importSite(db, systemClock, JSON.stringify({ format: "tessera-site", version: 1, website: {}, extras: [] }))).rejects.toThrow(
      /^extras: is not a site file section/,
    );
    expect(await websitesRepository.count(db)).toBe(before);
    expect(await websitesRepository.findByIdentifier(db, "broken")).toBeNull();
  });

  it("refuses more than 60 blocks on one page", async () => {
    const { db } = database();
    const blocks = Array.from({ length: 61 }, (_, i) => heading(i.toString(16).padStart(24, "b"), `Block ${i}`));
    await expect(importSite(db, systemClock, onePageSite("toomany", blocks))).rejects.toThrow(
      /^collections\[0\]\.layout\.draft\.blocks: A layout holds at most 60 blocks\./,
    );
    const sixty = blocks.slice(0, 60);
    await expect(importSite(db, systemClock, onePageSite("sixty", sixty))).resolves.toMatchObject({ created: true });
  });

  it("replaces a site in place: same id, owners keep their roles, old pages are gone", async () => {
    const { db } = database();
    const { websiteId } = await importSite(db, systemClock, onePageSite("replace-me", [heading("cccccccccccccccccccccccc", "Old")]));
    const { accountId } = await new AccountsService(db, systemClock).createOwner({
      email: "keeper@example.com",
      password: "correct horse",
      siteIdentifier: "replace-me",
      roleId: ROLE.EDITOR,
    });
    const replacement = JSON.parse(onePageSite("replace-me", [heading("dddddddddddddddddddddddd", "New")]));
    replacement.collections[0].urlSlug = "start";
    const result = await importSite(db, systemClock, JSON.stringify(replacement));
    expect(result).toEqual({ websiteId, identifier: "replace-me", created: false });
    expect(await accountsRepository.rolesOn(db, accountId, websiteId)).toEqual([ROLE.EDITOR]);
    const slugs = (await db.selectFrom("collections").select("urlSlug").where("websiteId", "=", websiteId).execute()).map((r) => r.urlSlug);
    expect(slugs).toEqual(["start"]);
    const site = await websitesRepository.findById(db, websiteId);
    expect(site?.version).toBe(2);
  });

  it("refuses a custom domain that belongs to another site, and duplicate slugs", async () => {
    const { db } = database();
    const first = JSON.parse(onePageSite("owner-of-domain", []));
    first.domains = [{ host: "www.coffee.example", primary: true }];
    await importSite(db, systemClock, JSON.stringify(first));
    const second = JSON.parse(onePageSite("wants-domain", []));
    second.domains = [{ host: "www.coffee.example" }];
    await expect(importSite(db, systemClock, JSON.stringify(second))).rejects.toThrow(/^domains\[0\]\.host: belongs to another site\./);
    const dupes = JSON.parse(onePageSite("dupes", []));
    dupes.collections.push({ ...dupes.collections[0], title: "Again" });
    await expect(importSite(db, systemClock, JSON.stringify(dupes))).rejects.toThrow(/^collections\[1\]\.urlSlug: is used by another collection\./);
  });

  it("keeps ids of another site's rows from being reused", async () => {
    const { db } = database();
    expect(await websitesRepository.findByIdentifier(db, "demo")).not.toBeNull();
    const copy = demoSiteText().replace('"identifier": "demo"', '"identifier": "demo-copy"');
    await expect(importSite(db, systemClock, copy)).rejects.toThrow(/this id is already used by another site/);
  });
});
