import { beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { onePageSite } from "../../testing/siteFiles";
import { seedSite } from "../../testing/testServer";
import { translationsRepository, type TranslationWrite } from "./translationsRepository";

const about = (fields: Record<string, string>, locale = "fr-FR"): TranslationWrite => ({
  kind: "page",
  itemId: "aaaaaaaaaaaaaaaaaaaaaa01",
  locale,
  fields,
  source: { title: "About" },
  state: "translated",
});

describeOnEveryEngine("translations repository", (database) => {
  let site: string;
  let other: string;

  beforeAll(async () => {
    site = await seedSite(database(), onePageSite("bistro", []));
    other = await seedSite(database(), onePageSite("elsewhere", []));
  });

  it("keeps one translation per item and language, the last save in place of the first", async () => {
    const db = database().db;
    await translationsRepository.save(db, site, about({ title: "À propos" }), "2026-01-01T00:00:00.000Z");
    const saved = await translationsRepository.save(
      db,
      site,
      { ...about({ title: "Qui sommes-nous" }), state: "needs-translation" },
      "2026-01-02T00:00:00.000Z",
    );
    expect(saved).toEqual({ ...about({ title: "Qui sommes-nous" }), state: "needs-translation", updatedAt: "2026-01-02T00:00:00.000Z" });
    await translationsRepository.save(db, site, about({ title: "Über uns" }, "de"), "2026-01-02T00:00:00.000Z");
    expect((await translationsRepository.ofLocale(db, site, "fr-FR")).map((t) => t.fields)).toEqual([{ title: "Qui sommes-nous" }]);
    expect((await translationsRepository.ofItem(db, site, "page", "aaaaaaaaaaaaaaaaaaaaaa01")).map((t) => t.locale)).toEqual(["de", "fr-FR"]);
    expect(await translationsRepository.ofSite(db, other)).toEqual([]);
  });

  it("leaves one row when many saves of the same item and language race", async () => {
    const db = database().db;
    const write = (n: number) => translationsRepository.save(db, other, about({ title: `Version ${n}` }, "es"), "2026-01-03T00:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => write(n)));
    expect(results).toHaveLength(8);
    const kept = await translationsRepository.ofLocale(db, other, "es");
    expect(kept).toHaveLength(1);
    expect(results.map((r) => r.fields.title)).toContain(kept[0]!.fields.title);
  });

  it("keeps a form's translation beside a page's of the same id", async () => {
    const db = database().db;
    await translationsRepository.save(db, site, { ...about({ submitButtonText: "Envoyer" }), kind: "form" }, "2026-01-04T00:00:00.000Z");
    const kinds = (await translationsRepository.ofItem(db, site, "form", "aaaaaaaaaaaaaaaaaaaaaa01")).map((t) => [t.kind, t.fields]);
    expect(kinds).toEqual([["form", { submitButtonText: "Envoyer" }]]);
    expect(await translationsRepository.ofItem(db, site, "page", "aaaaaaaaaaaaaaaaaaaaaa01")).toHaveLength(2);
  });

  it("refuses an unknown kind or state in the database itself", async () => {
    const db = database().db;
    const row = { id: "bbbbbbbbbbbbbbbbbbbbbb01", websiteId: site, itemId: "x", locale: "fr", fieldsJson: "{}", sourceJson: "{}", updatedAt: "now" };
    await expect(
      db
        .insertInto("translations")
        .values({ ...row, itemKind: "widget", state: "translated" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("translations")
        .values({ ...row, itemKind: "page", state: "done" })
        .execute(),
    ).rejects.toThrow();
  });
});
