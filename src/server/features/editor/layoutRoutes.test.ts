import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { DRAFT_CONFLICT_MESSAGE } from "./layoutMessages";

const ANN = { email: "ann@layouts.example", password: "ann password 11", roleId: ROLE.ADMIN };
const BEN = { email: "ben@layouts.example", password: "ben password 11", roleId: ROLE.EDITOR };
const VIEWER = { email: "viewer@layouts.example", password: "viewer password 1", roleId: ROLE.VIEWER };

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });

describeEachDatabase("block editor layout routes", (database) => {
  let server: TestServer;
  let ann: CookieJar;
  let ben: CookieJar;
  let viewer: CookieJar;
  let pageId: string;

  const call = (jar: CookieJar, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
    jar.send(server, "layouts", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    for (const person of [ANN, BEN, VIEWER]) await seedSite(database(), demoSiteAs("layouts"), person);
    server = await createTestServer(database());
    ann = await signedIn(server, "layouts", ANN.email, ANN.password);
    ben = await signedIn(server, "layouts", BEN.email, BEN.password);
    viewer = await signedIn(server, "layouts", VIEWER.email, VIEWER.password);
    const created = await call(ann, "POST", "/api/config/pages", { kind: "page", title: "Menu", navigation: "main" });
    pageId = created.json().id;
  });
  afterAll(() => server.close());

  it("two editors saving the same draft version: one wins, the other gets a 409 and nothing is lost", async () => {
    const start = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    expect(start).toMatchObject({
      draft: { blocks: [] },
      isPublished: false,
      hasChanges: true,
      owner: { kind: "page", title: "Menu", path: "/menu", blogId: null },
    });
    const annDraft = { blocks: [heading("Ann's menu")] };
    const benDraft = { blocks: [heading("Ben's menu")] };
    const [first, second] = await Promise.all([
      call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: start.draftVersion, draft: annDraft }),
      call(ben, "PUT", `/api/config/layouts/${pageId}`, { version: start.draftVersion, draft: benDraft }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(loser.json()).toMatchObject({ error: DRAFT_CONFLICT_MESSAGE, code: "conflict" });
    const stored = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    expect(stored.draftVersion).toBe(start.draftVersion + 1);
    expect(stored.draft).toEqual(winner.json().draft);

    const loserDraft = loser === second ? benDraft : annDraft;
    const retried = await call(loser === second ? ben : ann, "PUT", `/api/config/layouts/${pageId}`, { version: stored.draftVersion, draft: loserDraft });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().draft.blocks[0].settings.text).toBe(loserDraft.blocks[0]!.settings.text);
  });

  it("shows the draft in the owner's frame, publishes it for visitors and bumps the site's version", async () => {
    const slug = (await call(ann, "GET", "/api/config/pages")).json().navigations[0].pages.find((p: { id: string }) => p.id === pageId).urlSlug;
    const current = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    const draft = { blocks: [heading("Seasonal drinks"), { id: newId(), type: "text", settings: { html: "<p>Maple latte</p>" } }] };
    const saved = (await call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: current.draftVersion, draft })).json();
    expect((await call(ann, "GET", `/${slug}`)).body).toContain("Maple latte");
    expect((await server.request("layouts", { method: "GET", url: `/${slug}` })).statusCode).toBe(404);

    const before = await server.services.db.selectFrom("websites").select("version").where("identifier", "=", "layouts").executeTakeFirstOrThrow();
    const stale = await call(ann, "POST", `/api/config/layouts/${pageId}/publish`, { version: saved.draftVersion - 1 });
    expect(stale.statusCode).toBe(409);
    const published = await call(ann, "POST", `/api/config/layouts/${pageId}/publish`, { version: saved.draftVersion });
    expect(published.json()).toMatchObject({ isPublished: true, hasChanges: false });
    const after = await server.services.db.selectFrom("websites").select("version").where("identifier", "=", "layouts").executeTakeFirstOrThrow();
    expect(after.version).toBe(before.version + 1);
    const visitor = await server.request("layouts", { method: "GET", url: `/${slug}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain("Maple latte");

    const edited = (
      await call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: saved.draftVersion, draft: { blocks: [heading("Winter menu")] } })
    ).json();
    expect(edited.hasChanges).toBe(true);
    expect((await server.request("layouts", { method: "GET", url: `/${slug}` })).body).toContain("Maple latte");
    const discarded = (await call(ann, "POST", `/api/config/layouts/${pageId}/discard`, { version: edited.draftVersion })).json();
    expect(discarded).toMatchObject({ hasChanges: false, draft: published.json().draft });
  });

  it("refuses bad layouts with the path and message of the first problem, and the 61st block", async () => {
    const current = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    const put = (draft: unknown) => call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: current.draftVersion, draft });
    const unknownType = await put({ blocks: [{ id: newId(), type: "marquee", settings: {} }] });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error).toBe("draft.blocks[0].type: is not a known block type (marquee).");
    const emptyHeading = await put({ blocks: [{ id: newId(), type: "heading", settings: { text: "" } }] });
    expect(emptyHeading.json().errors).toEqual({ "draft.blocks[0].settings.text": "A heading needs some text." });
    const tooMany = await put({ blocks: Array.from({ length: 61 }, (_, i) => heading(`Block ${i}`)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("draft.blocks: A layout holds at most 60 blocks.");
    expect((await put({ blocks: Array.from({ length: 60 }, (_, i) => heading(`Block ${i}`)) })).statusCode).toBe(200);
    const noVersion = await call(ann, "PUT", `/api/config/layouts/${pageId}`, { draft: { blocks: [] } });
    expect(noVersion.json().errors).toEqual({ version: "Send the draft version you read." });
    expect((await call(ann, "GET", `/api/config/layouts/${newId()}`)).statusCode).toBe(404);
  });

  it("lets a viewer read a draft but not save, publish or discard it", async () => {
    const current = await call(viewer, "GET", `/api/config/layouts/${pageId}`);
    expect(current.statusCode).toBe(200);
    const version = current.json().draftVersion;
    for (const [method, url, body] of [
      ["PUT", `/api/config/layouts/${pageId}`, { version, draft: { blocks: [] } }],
      ["POST", `/api/config/layouts/${pageId}/publish`, { version }],
      ["POST", `/api/config/layouts/${pageId}/discard`, { version }],
    ] as const) {
      expect((await call(viewer, method, url, body)).statusCode).toBe(403);
    }
  });
});
