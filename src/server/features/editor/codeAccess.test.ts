import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { CODE_ACCESS_REFUSAL } from "../../../domain/access/codeAccess";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import type { BlockInstance } from "../../../blocks/types";

const ADMIN = { email: "admin@code.example", password: "admin password 11", roleId: ROLE.ADMIN };
const EDITOR = { email: "editor@code.example", password: "editor password 1", roleId: ROLE.EDITOR };
const SCRIPT = '<script>document.title = "owned"</script>';

const heading = (text: string) => ({ id: newId(), type: "heading", settings: { text, level: 2, align: "left" } });
const codeBlock = (html: string, id = newId()) => ({ id, type: "code", settings: { html, displaySource: false } });

describeEachDatabase("script only from those allowed to add it", (database) => {
  let server: TestServer;
  let admin: CookieJar;
  let editor: CookieJar;
  let pageId: string;

  const call = (jar: CookieJar, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
    jar.send(server, "code", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const read = async () => (await call(admin, "GET", `/api/config/layouts/${pageId}`)).json();
  const save = (jar: CookieJar, version: number, blocks: BlockInstance[]) =>
    call(jar, "PUT", `/api/config/layouts/${pageId}`, { version, draft: stackedLayout(blocks) });

  beforeAll(async () => {
    for (const person of [ADMIN, EDITOR]) await seedSite(database(), demoSiteAs("code"), person);
    server = await createTestServer(database());
    admin = await signedIn(server, "code", ADMIN.email, ADMIN.password);
    editor = await signedIn(server, "code", EDITOR.email, EDITOR.password);
    pageId = (await call(admin, "POST", "/api/config/pages", { kind: "page", title: "Scripts", navigation: "main" })).json().id;
  });
  afterAll(() => server.close());

  it("an editor's save that adds a code block with script is refused with 403 and nothing is stored", async () => {
    const start = await read();
    const refused = await save(editor, start.draftVersion, [heading("Hello"), codeBlock(SCRIPT)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: CODE_ACCESS_REFUSAL });
    expect(await read()).toEqual(start);
  });

  it("an admin adds it; the editor may then move it, edit other blocks and remove it, but not change it", async () => {
    const code = codeBlock(SCRIPT);
    const title = heading("Title");
    const start = await read();
    expect((await save(admin, start.draftVersion, [title, code])).statusCode).toBe(200);

    let current = await read();
    const moved = await save(editor, current.draftVersion, [code, { ...title, settings: { ...title.settings, text: "New title" } }]);
    expect(moved.statusCode).toBe(200);

    current = await read();
    const changed = await save(editor, current.draftVersion, [{ ...code, settings: { html: "<script>other()</script>", displaySource: false } }, title]);
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toBe(CODE_ACCESS_REFUSAL);
    const shown = await save(editor, current.draftVersion, [{ ...code, settings: { html: SCRIPT, displaySource: true } }, title]);
    expect(shown.statusCode).toBe(403);
    expect(await read()).toEqual(current);

    expect((await save(editor, current.draftVersion, [title])).statusCode).toBe(200);
    expect((await read()).draft.sections[0].blocks.map((b: { type: string }) => b.type)).toEqual(["heading"]);
  });

  it("a form's post-submit HTML is set and changed only by an admin; an editor may change the rest of the form", async () => {
    const formId = newId();
    const form = { name: "Contact", fields: [{ id: "email", type: "email", title: "Email", required: true }] };
    const refused = await call(editor, "PUT", `/api/config/forms/${formId}`, { ...form, postSubmitHtml: SCRIPT });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CODE_ACCESS_REFUSAL);
    expect((await call(admin, "GET", `/api/config/forms/${formId}`)).statusCode).toBe(404);

    expect((await call(admin, "PUT", `/api/config/forms/${formId}`, { ...form, postSubmitHtml: SCRIPT })).statusCode).toBe(201);
    const renamed = await call(editor, "PUT", `/api/config/forms/${formId}`, { ...form, name: "Contact us", postSubmitHtml: SCRIPT });
    expect(renamed.statusCode).toBe(200);
    const changed = await call(editor, "PUT", `/api/config/forms/${formId}`, { ...form, postSubmitHtml: "<img src=x onerror=alert(1)>" });
    expect(changed.statusCode).toBe(403);
    expect((await call(admin, "GET", `/api/config/forms/${formId}`)).json()).toMatchObject({ name: "Contact us", postSubmitHtml: SCRIPT });
  });

  it("header and footer code stays an admin's: an editor is refused", async () => {
    const refused = await call(editor, "PUT", "/api/site-header-footer", { header: SCRIPT, footer: "" });
    expect(refused.statusCode).toBe(403);
  });
});
