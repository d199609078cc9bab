import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";

const ANN = { email: "ann@layouts.example", password: "ann password 11", roleId: ROLE.ADMIN };
const BEN = { email: "ben@layouts.example", password: "ben password 11", roleId: ROLE.EDITOR };
const VIEWER = { email: "viewer@layouts.example", password: "viewer password 1", roleId: ROLE.VIEWER };

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left", shrinkToFit: false } });
const place = (row: number, column = 1, width = 24) => ({ column, row, width, height: 1 });

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
      draft: { sections: [{ blocks: [] }] },
      isPublished: false,
      hasChanges: true,
      owner: { kind: "page", title: "Menu", path: "/menu", blogId: null },
    });
    const annDraft = stackedLayout([heading("Ann's menu")]);
    const benDraft = stackedLayout([heading("Ben's menu")]);
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
    expect(retried.json().draft).toEqual(loserDraft);
  });

  it("shows the draft in the owner's frame, publishes it for visitors and bumps the site's version", async () => {
    const slug = (await call(ann, "GET", "/api/config/pages")).json().navigations[0].pages.find((p: { id: string }) => p.id === pageId).urlSlug;
    const current = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    const draft = stackedLayout([heading("Seasonal drinks"), { id: newId(), type: "text", settings: { html: "<p>Maple latte</p>" } }]);
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
      await call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: saved.draftVersion, draft: stackedLayout([heading("Winter menu")]) })
    ).json();
    expect(edited.hasChanges).toBe(true);
    expect((await server.request("layouts", { method: "GET", url: `/${slug}` })).body).toContain("Maple latte");
    const discarded = (await call(ann, "POST", `/api/config/layouts/${pageId}/discard`, { version: edited.draftVersion })).json();
    expect(discarded).toMatchObject({ hasChanges: false, draft: published.json().draft });
  });

  it("refuses bad layouts with the path and message of the first problem, and the 61st block of a page", async () => {
    const current = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    const put = (draft: unknown) => call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: current.draftVersion, draft });
    const unknownType = await put(stackedLayout([{ id: newId(), type: "sundial", settings: {} }]));
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error).toBe("draft.sections[0].blocks[0].type: is not a known block type (sundial).");
    const emptyHeading = await put(stackedLayout([{ id: newId(), type: "heading", settings: { text: "" } }]));
    expect(emptyHeading.json().errors).toEqual({ "draft.sections[0].blocks[0].settings.text": "A heading needs some text." });
    const uploadedWithFeaturedImage = await put(
      stackedLayout([{ id: newId(), type: "video", settings: { source: "file", fileSrc: "/s/clip.mp4", thumbnail: "/s/still.jpg" } }]),
    );
    expect(uploadedWithFeaturedImage.json().errors).toEqual({
      "draft.sections[0].blocks[0].settings.thumbnail":
        "Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.",
    });
    const offGrid = await put({ sections: [stackedLayout([]).sections[0], { id: newId(), blocks: [{ ...heading("Wide"), desktop: place(1, 13, 13) }] }] });
    expect(offGrid.json().errors).toEqual({ "draft.sections[1].blocks[0].desktop.width": "A block must end within the grid's 24 columns." });
    const blocks = Array.from({ length: 61 }, (_, i) => heading(`Block ${i}`));
    const tooMany = await put({ sections: [stackedLayout(blocks.slice(0, 30)).sections[0], stackedLayout(blocks.slice(30)).sections[0]] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("draft.sections: A layout holds at most 60 blocks.");
    expect((await put(stackedLayout(blocks.slice(0, 60)))).statusCode).toBe(200);
    const noVersion = await call(ann, "PUT", `/api/config/layouts/${pageId}`, { draft: stackedLayout([]) });
    expect(noVersion.json().errors).toEqual({ version: "Send the draft version you read." });
    const misshapen = await put({ sections: [{ ...stackedLayout([]).sections[0], blocks: "none" }], columns: 3 });
    expect(misshapen.statusCode).toBe(400);
    expect(misshapen.json()).toMatchObject({ error: "Some fields are not valid.", errors: { draft: "Draft has fields that are not known: columns." } });
    expect((await call(ann, "GET", `/api/config/layouts/${newId()}`)).statusCode).toBe(404);
  });

  it("saves an older client's single-column draft as one section of stacked blocks", async () => {
    const current = (await call(ann, "GET", `/api/config/layouts/${pageId}`)).json();
    const blocks = [heading("Breakfast"), heading("Lunch")];
    const saved = await call(ann, "PUT", `/api/config/layouts/${pageId}`, { version: current.draftVersion, draft: { blocks } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.sections).toEqual([
      { id: expect.any(String), style: expect.any(Object), blocks: blocks.map((b, i) => ({ ...b, desktop: place(i + 1) })) },
    ]);
    const legacyPath = await call(ann, "PUT", `/api/config/layouts/${pageId}`, {
      version: saved.json().draftVersion,
      draft: { blocks: [{ ...heading("Dinner"), id: "x" }] },
    });
    expect(legacyPath.json().error).toBe("draft.blocks[0].id: must be 24 lowercase hex characters.");
  });

  it("keeps a post's layout to one flowing section", async () => {
    const blogId = (await call(ann, "POST", "/api/config/pages", { kind: "blog", title: "Roast log", navigation: "main" })).json().id;
    const postId = (await call(ann, "POST", `/api/config/blogs/${blogId}/posts`, { title: "First roast" })).json().id;
    const current = (await call(ann, "GET", `/api/config/layouts/${postId}`)).json();
    expect(current).toMatchObject({ owner: { kind: "post" }, draft: { sections: [{ blocks: [] }] } });
    const put = (draft: unknown) => call(ann, "PUT", `/api/config/layouts/${postId}`, { version: current.draftVersion, draft });
    const two = await put({ sections: [...stackedLayout([heading("One")]).sections, ...stackedLayout([heading("Two")]).sections] });
    expect(two.json().error).toBe("draft.sections: A flowing layout holds exactly one section.");
    const sideBySide = await put({ sections: [{ id: newId(), blocks: [{ ...heading("Left"), desktop: place(1, 1, 12) }] }] });
    expect(sideBySide.json().error).toBe("draft.sections[0].blocks[0].desktop: must be full width on row 1 in a flowing layout.");
    expect((await put(stackedLayout([heading("One"), heading("Two")]))).statusCode).toBe(200);
  });

  it("lets a viewer read a draft but not save, publish or discard it", async () => {
    const current = await call(viewer, "GET", `/api/config/layouts/${pageId}`);
    expect(current.statusCode).toBe(200);
    const version = current.json().draftVersion;
    for (const [method, url, body] of [
      ["PUT", `/api/config/layouts/${pageId}`, { version, draft: stackedLayout([]) }],
      ["POST", `/api/config/layouts/${pageId}/publish`, { version }],
      ["POST", `/api/config/layouts/${pageId}/discard`, { version }],
    ] as const) {
      expect((await call(viewer, method, url, body)).statusCode).toBe(403);
    }
  });
});
