import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const ANN = { email: "ann@library.example", password: "ann password 11", roleId: ROLE.ADMIN };
const BEN = { email: "ben@library.example", password: "ben password 11", roleId: ROLE.EDITOR };
const SITE = "library";

const place = (row: number) => ({ column: 1, row, width: 24, height: 1 });
const heading = (text: string, row = 1) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" }, desktop: place(row) });
const section = (...blocks: object[]) => ({ id: newId(), style: {}, blocks });

describeEachDatabase("section library", (database) => {
  let server: TestServer;
  let ann: CookieJar;
  let ben: CookieJar;

  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown, jar = ann) =>
    jar.send(server, SITE, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visitor = async (path: string) => (await server.request(SITE, { method: "GET", url: path })).body;
  const draftOf = async (pageId: string) => (await call("GET", `/api/config/layouts/${pageId}`)).json();
  const siteVersion = async () =>
    (await server.services.db.selectFrom("websites").select("version").where("identifier", "=", SITE).executeTakeFirstOrThrow()).version;

  /** A new page with the given sections in its draft; returns its id and slug. */
  async function page(title: string, sections: unknown[]): Promise<{ id: string; path: string }> {
    const created = (await call("POST", "/api/config/pages", { kind: "page", title, navigation: "main" })).json();
    const { draftVersion } = await draftOf(created.id);
    expect((await call("PUT", `/api/config/layouts/${created.id}`, { version: draftVersion, draft: { sections } })).statusCode).toBe(200);
    return { id: created.id, path: `/${created.urlSlug}` };
  }
  const publishPage = async (pageId: string) => {
    const { draftVersion } = await draftOf(pageId);
    expect((await call("POST", `/api/config/layouts/${pageId}/publish`, { version: draftVersion })).statusCode).toBe(200);
  };
  const insert = async (pageId: string, source: unknown) =>
    call("POST", "/api/config/section-library/insert", { ownerId: pageId, version: (await draftOf(pageId)).draftVersion, source });

  beforeAll(async () => {
    for (const person of [ANN, BEN]) await seedSite(database(), onePageSite(SITE, []), person);
    server = await createTestServer(database());
    ann = await signedIn(server, SITE, ANN.email, ANN.password);
    ben = await signedIn(server, SITE, BEN.email, BEN.password);
  });
  afterAll(() => server.close());

  it("publishing a shared section changes every page placing it for visitors; a saved copy does not follow", async () => {
    const promo = section(heading("Autumn tasting on Saturday"));
    const first = await page("Events", [section(heading("Events")), promo]);
    const copy = await call("POST", "/api/config/section-library", {
      ownerId: first.id,
      version: (await draftOf(first.id)).draftVersion,
      sectionId: promo.id,
      name: "Promo copy",
      kind: "copy",
    });
    expect(copy.statusCode).toBe(200);
    const shared = await call("POST", "/api/config/section-library", {
      ownerId: first.id,
      version: copy.json().draftVersion,
      sectionId: promo.id,
      name: "Promo",
      kind: "shared",
    });
    expect(shared.statusCode).toBe(200);
    const sharedId = shared.json().section.id as string;
    expect((await draftOf(first.id)).draft.sections[1]).toEqual({ id: promo.id, sharedSectionId: sharedId });

    const second = await page("Menu", [section(heading("Menu"))]);
    const third = await page("Shop news", [section(heading("Shop news"))]);
    expect((await insert(second.id, { libraryId: sharedId })).statusCode).toBe(200);
    expect((await insert(third.id, { libraryId: copy.json().section.id })).statusCode).toBe(200);
    for (const p of [first, second, third]) await publishPage(p.id);
    for (const p of [first, second, third]) expect(await visitor(p.path)).toContain("Autumn tasting on Saturday");

    const read = (await call("GET", `/api/config/section-library/${sharedId}`)).json();
    const edited = { ...read.draft, blocks: [{ ...read.draft.blocks[0], settings: { ...read.draft.blocks[0].settings, text: "Winter tasting on Sunday" } }] };
    const saved = await call("PUT", `/api/config/section-library/${sharedId}`, { version: read.section.draftVersion, draft: edited });
    expect(saved.json()).toMatchObject({ hasChanges: true, usedOn: [{ title: "Events" }, { title: "Menu" }] });
    expect(await visitor(first.path)).toContain("Autumn tasting on Saturday");
    expect((await call("GET", first.path)).body).toContain("Winter tasting on Sunday");

    const before = await siteVersion();
    const published = await call("POST", `/api/config/section-library/${sharedId}/publish`, { version: saved.json().draftVersion });
    expect(published.json()).toMatchObject({ hasChanges: false });
    expect(await siteVersion()).toBe(before + 1);
    for (const p of [first, second]) {
      const html = await visitor(p.path);
      expect(html).toContain("Winter tasting on Sunday");
      expect(html).not.toContain("Autumn tasting on Saturday");
    }
    expect(await visitor(third.path)).toContain("Autumn tasting on Saturday");
    const versions = async (pageId: string) => (await call("GET", `/api/config/layouts/${pageId}/versions`)).json().versions.length as number;
    expect([await versions(first.id), await versions(second.id), await versions(third.id)]).toEqual([2, 2, 1]);

    const stale = await call("POST", `/api/config/section-library/${sharedId}/publish`, { version: saved.json().draftVersion - 1 });
    expect(stale.statusCode).toBe(409);
  });

  it("keeps names unique per site, places a shared section once per page and counts its blocks in the page's 60", async () => {
    const big = section(...Array.from({ length: 40 }, (_, i) => heading(`Row ${i}`, i + 1)));
    const small = section(heading("Footnote"));
    const source = await page("Big", [big, small]);
    const saved = await call("POST", "/api/config/section-library", {
      ownerId: source.id,
      version: (await draftOf(source.id)).draftVersion,
      sectionId: big.id,
      name: "Forty rows",
      kind: "shared",
    });
    const sharedId = saved.json().section.id as string;
    const again = await call("POST", "/api/config/section-library", {
      ownerId: source.id,
      version: saved.json().draftVersion,
      sectionId: small.id,
      name: "forty ROWS ",
      kind: "copy",
    });
    expect(again.json()).toMatchObject({ error: "The library already has a section with this name.", code: "conflict" });
    const placedAgain = await call("POST", "/api/config/section-library", {
      ownerId: source.id,
      version: saved.json().draftVersion,
      sectionId: big.id,
      name: "Big again",
      kind: "copy",
    });
    expect(placedAgain.json()).toMatchObject({ error: "That section is already a shared section." });

    const other = await page("Other", [section(heading("Other"))]);
    expect((await insert(source.id, { libraryId: sharedId })).json()).toMatchObject({ error: "This page already shows that shared section." });
    const crowded = await page("Crowded", [section(...Array.from({ length: 30 }, (_, i) => heading(`Own ${i}`, i + 1)))]);
    const over = await insert(crowded.id, { libraryId: sharedId });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe("This page would show more than 60 blocks with its shared sections.");
    expect((await insert(other.id, { libraryId: sharedId })).statusCode).toBe(200);
    const withShared = await draftOf(other.id);
    const crowding = section(...Array.from({ length: 20 }, (_, i) => heading(`More ${i}`, i + 1)));
    const editorSave = await call("PUT", `/api/config/layouts/${other.id}`, {
      version: withShared.draftVersion,
      draft: { sections: [...withShared.draft.sections, crowding] },
    });
    expect(editorSave.json().error).toBe("This page would show more than 60 blocks with its shared sections.");

    const renamed = await call("PATCH", `/api/config/section-library/${sharedId}`, { name: "Promo" });
    expect(renamed.json()).toMatchObject({ error: "The library already has a section with this name.", code: "conflict" });
    expect((await call("PATCH", `/api/config/section-library/${sharedId}`, { name: "  " })).json().errors).toEqual({ name: "Give the section a name." });
  });

  it("inserts a starter design with fresh ids and deletes a used shared section only by turning its places into copies", async () => {
    const landing = await page("Landing", [section(heading("Landing"))]);
    const inserted = await insert(landing.id, { starter: "hero" });
    expect(inserted.statusCode).toBe(200);
    const { draft } = await draftOf(landing.id);
    expect(draft.sections[1]).toMatchObject({ id: inserted.json().sectionId, style: { height: "full" } });
    expect((await insert(landing.id, { starter: "marquee" })).json().errors).toEqual({ "source.starter": "No such starter design." });

    const newsletter = section(heading("Roast notes every month"));
    const home = await page("Letters", [newsletter]);
    const shared = await call("POST", "/api/config/section-library", {
      ownerId: home.id,
      version: (await draftOf(home.id)).draftVersion,
      sectionId: newsletter.id,
      name: "Letters",
      kind: "shared",
    });
    const sharedId = shared.json().section.id as string;
    await insert(landing.id, { libraryId: sharedId });
    await publishPage(home.id);
    await publishPage(landing.id);

    const refused = await call("DELETE", `/api/config/section-library/${sharedId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain("Landing, Letters");
    const deleted = await call("DELETE", `/api/config/section-library/${sharedId}?turnIntoCopies=true`);
    expect(deleted.json()).toEqual({ copiedOnto: 2 });
    for (const p of [home, landing]) {
      expect(await visitor(p.path)).toContain("Roast notes every month");
      const sections = (await draftOf(p.id)).draft.sections as { sharedSectionId?: string }[];
      expect(sections.some((s) => s.sharedSectionId)).toBe(false);
    }
    const library = (await call("GET", "/api/config/section-library")).json();
    expect(library.sections.map((s: { name: string }) => s.name)).not.toContain("Letters");
    expect(library.starters).toHaveLength(8);
  });

  it("inserts a section carrying code only for those with the code right", async () => {
    const embed = section({ id: newId(), type: "code", settings: { html: "<p>Hello</p>" }, desktop: place(1) });
    const source = await page("Embed", [embed]);
    const saved = await call("POST", "/api/config/section-library", {
      ownerId: source.id,
      version: (await draftOf(source.id)).draftVersion,
      sectionId: embed.id,
      name: "Embed",
      kind: "copy",
    });
    const target = await page("Target", [section(heading("Target"))]);
    const body = { ownerId: target.id, version: (await draftOf(target.id)).draftVersion, source: { libraryId: saved.json().section.id } };
    const refused = await call("POST", "/api/config/section-library/insert", body, ben);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CODE_ACCESS_REFUSAL);
    expect((await call("POST", "/api/config/section-library/insert", body)).statusCode).toBe(200);
  });
});
