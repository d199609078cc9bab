import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { DRAFT_CONFLICT_MESSAGE } from "../pages/layoutMessages";

const ADMIN = { email: "ann@history.example", password: "ann password 11", roleId: ROLE.ADMIN };
const EDITOR = { email: "ben@history.example", password: "ben password 11", roleId: ROLE.EDITOR };
const SECOND_ADMIN = { email: "cy@history.example", password: "cy password 111", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@history.example", password: "viewer password 1", roleId: ROLE.VIEWER };

/** The blocks of a layout in either shape: a single list, or sections holding blocks. */
function blocksOf(layout: unknown): { type: string; settings: { text?: string } }[] {
  const shaped = layout as { blocks?: never[]; sections?: { blocks?: never[] }[] };
  return shaped.blocks ?? (shaped.sections ?? []).flatMap((section) => section.blocks ?? []);
}

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });
const codeBlock = () => ({ id: newId(), type: "code", settings: { html: "<p>Widget</p><script>widget()</script>", displaySource: false } });

describeEachDatabase("page history routes", (database) => {
  let server: TestServer;
  let admin: CookieJar;
  let editor: CookieJar;
  let secondAdmin: CookieJar;
  let viewer: CookieJar;
  let pageId: string;

  const call = (jar: CookieJar, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "history", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const draftVersion = async (ownerId = pageId) => (await call(admin, "GET", `/api/config/layouts/${ownerId}`)).json().draftVersion as number;
  /** Saves the blocks as the draft and publishes them, as `jar`. */
  const publish = async (blocks: unknown[], jar = admin, ownerId = pageId) => {
    const saved = await call(jar, "PUT", `/api/config/layouts/${ownerId}`, { version: await draftVersion(ownerId), draft: { blocks } });
    expect(saved.statusCode).toBe(200);
    expect((await call(jar, "POST", `/api/config/layouts/${ownerId}/publish`, { version: saved.json().draftVersion })).statusCode).toBe(200);
  };
  const versions = async (ownerId = pageId) => (await call(admin, "GET", `/api/config/layouts/${ownerId}/versions`)).json().versions;

  beforeAll(async () => {
    for (const person of [ADMIN, EDITOR, VIEWER, SECOND_ADMIN]) await seedSite(database(), demoSiteAs("history"), person);
    server = await createTestServer(database());
    admin = await signedIn(server, "history", ADMIN.email, ADMIN.password);
    editor = await signedIn(server, "history", EDITOR.email, EDITOR.password);
    viewer = await signedIn(server, "history", VIEWER.email, VIEWER.password);
    secondAdmin = await signedIn(server, "history", SECOND_ADMIN.email, SECOND_ADMIN.password);
    pageId = (await call(admin, "POST", "/api/config/pages", { kind: "page", title: "Menu", navigation: "main" })).json().id;
  });
  afterAll(() => server.close());

  it("lists nothing before the first publish, then each publish newest first with who published it", async () => {
    const empty = await call(viewer, "GET", `/api/config/layouts/${pageId}/versions`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ versions: [], kept: 20 });
    await publish([heading("Soup of the day")]);
    await publish([heading("Bread and soup")], secondAdmin);
    const list = await versions();
    expect(list).toMatchObject([
      { number: 2, publishedBy: { kind: "member", email: SECOND_ADMIN.email } },
      { number: 1, publishedBy: { kind: "member", email: ADMIN.email } },
    ]);
    const one = await call(viewer, "GET", `/api/config/layouts/${pageId}/versions/${list[1].id}`);
    expect(one.json()).toMatchObject({ id: list[1].id, number: 1 });
    expect(blocksOf(one.json().layout)).toMatchObject([{ settings: { text: "Soup of the day" } }]);
  });

  it("compares a version with the draft in terms of blocks", async () => {
    const [newest, oldest] = await versions();
    const kept = { id: newId(), type: "text", settings: { html: "<p>Open daily</p>" } };
    const saved = await call(admin, "PUT", `/api/config/layouts/${pageId}`, { version: await draftVersion(), draft: { blocks: [kept] } });
    expect(saved.statusCode).toBe(200);
    const comparison = (await call(viewer, "GET", `/api/config/layouts/${pageId}/versions/${oldest.id}/comparison`)).json();
    expect(comparison).toMatchObject({
      versionId: oldest.id,
      blocksAdded: [{ id: kept.id, type: "text", label: "Text", detail: "Open daily" }],
      blocksRemoved: [{ type: "heading", label: "Heading", detail: "Soup of the day" }],
      same: false,
    });
    const newestLayout = (await call(admin, "GET", `/api/config/layouts/${pageId}/versions/${newest.id}`)).json().layout;
    await call(admin, "PUT", `/api/config/layouts/${pageId}`, { version: await draftVersion(), draft: newestLayout });
    expect((await call(admin, "GET", `/api/config/layouts/${pageId}/versions/${newest.id}/comparison`)).json().same).toBe(true);
  });

  it("shows a version in the editor's frame and never to visitors", async () => {
    const [, oldest] = await versions();
    const framed = await call(admin, "GET", `/menu?version=${oldest.id}`);
    expect(framed.body).toContain("Soup of the day");
    expect(framed.body).not.toContain("Bread and soup");
    expect(framed.headers["cache-control"]).toBe("private, no-cache");
    const visitor = await server.request("history", { method: "GET", url: `/menu?version=${oldest.id}` });
    expect(visitor.body).toContain("Bread and soup");
    expect(visitor.body).not.toContain("Soup of the day");
    expect((await call(admin, "GET", `/menu?version=${newId()}`)).body).toContain("Bread and soup");
  });

  it("restores a version as a new draft with the version check, without publishing; viewers may not", async () => {
    const [, oldest] = await versions();
    const version = await draftVersion();
    expect((await call(viewer, "POST", `/api/config/layouts/${pageId}/versions/${oldest.id}/restore`, { version })).statusCode).toBe(403);
    const stale = await call(editor, "POST", `/api/config/layouts/${pageId}/versions/${oldest.id}/restore`, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: DRAFT_CONFLICT_MESSAGE });
    const restored = await call(editor, "POST", `/api/config/layouts/${pageId}/versions/${oldest.id}/restore`, { version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ draftVersion: version + 1, hasChanges: true });
    expect(blocksOf(restored.json().draft)).toMatchObject([{ settings: { text: "Soup of the day" } }]);
    expect((await server.request("history", { method: "GET", url: "/menu" })).body).toContain("Bread and soup");
    expect(await versions()).toHaveLength(2);
  });

  it("refuses to restore, for a member without the code right, a version whose code blocks the draft no longer has", async () => {
    await publish([heading("With a widget"), codeBlock()]);
    await publish([heading("Without the widget")]);
    const [, withCode] = await versions();
    const refused = await call(editor, "POST", `/api/config/layouts/${pageId}/versions/${withCode.id}/restore`, { version: await draftVersion() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: CODE_ACCESS_REFUSAL });
    const restored = await call(admin, "POST", `/api/config/layouts/${pageId}/versions/${withCode.id}/restore`, { version: await draftVersion() });
    expect(restored.statusCode).toBe(200);
    expect(blocksOf(restored.json().draft).map((b) => b.type)).toEqual(["heading", "code"]);
  });

  it("keeps a version when a post goes live, and answers 404 for unknown pages and versions", async () => {
    const blog = (await call(admin, "POST", "/api/config/pages", { kind: "blog", title: "Journal", navigation: "main" })).json().id;
    const post = (await call(admin, "POST", `/api/config/blogs/${blog}/posts`, { title: "Harvest" })).json().id;
    await call(admin, "PUT", `/api/config/layouts/${post}`, { version: await draftVersion(post), draft: { blocks: [heading("Harvest notes")] } });
    const published = await call(secondAdmin, "PATCH", `/api/config/posts/${post}`, { state: "published" });
    expect(published.statusCode).toBe(200);
    const [first] = await versions(post);
    expect(first).toMatchObject({ number: 1, publishedBy: { email: SECOND_ADMIN.email } });
    await call(admin, "PUT", `/api/config/layouts/${post}`, { version: await draftVersion(post), draft: { blocks: [heading("Harvest draft")] } });
    const framed = (await call(admin, "GET", `${published.json().path}?version=${first.id}`)).body;
    expect(framed).toContain("Harvest notes");
    expect(framed).not.toContain("Harvest draft");
    expect((await call(admin, "GET", `/api/config/layouts/${newId()}/versions`)).statusCode).toBe(404);
    expect((await call(admin, "GET", `/api/config/layouts/${pageId}/versions/${newId()}`)).json()).toMatchObject({ error: "No such version of this page." });
    expect((await call(admin, "GET", `/api/config/layouts/${pageId}/versions/not-an-id/comparison`)).statusCode).toBe(404);
  });

  it("deletes a page's versions with the page", async () => {
    const stored = () => server.services.db.selectFrom("layoutVersions").select("id").where("ownerId", "=", pageId).execute();
    expect((await stored()).length).toBeGreaterThan(0);
    expect((await call(admin, "DELETE", `/api/config/pages/${pageId}`)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
