import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, type CookieJar, signedIn, type TestServer } from "../../testing/testServer";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const PEOPLE = {
  owner: { email: "owner@cafe.example", password: "owner password 1", roleId: ROLE.ADMIN },
  editor: { email: "editor@cafe.example", password: "editor password 1", roleId: ROLE.EDITOR },
  storeManager: { email: "store@cafe.example", password: "store password 1", roleId: ROLE.STORE_MANAGER },
  viewer: { email: "viewer@cafe.example", password: "viewer password 1", roleId: ROLE.VIEWER },
};

describeEachDatabase("owner form routes", (database) => {
  let server: TestServer;
  let ids: TestFormIds;
  const jars = {} as Record<keyof typeof PEOPLE, CookieJar>;

  const write = (jar: CookieJar, method: "PUT" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "cafe", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    ids = newTestFormIds();
    for (const person of Object.values(PEOPLE)) await seedSite(database(), formsSite("cafe", ids), person);
    server = await createTestServer(database());
    for (const [role, person] of Object.entries(PEOPLE)) jars[role as keyof typeof PEOPLE] = await signedIn(server, "cafe", person.email, person.password);
    const visitor = new FormVisitor(server, "cafe");
    await visitor.open();
    for (const message of ["Do you roast decaf?", "Wholesale prices please", '=HYPERLINK("http://evil.example")']) {
      expect((await visitor.submit(ids.contact, { name: ["Ann", "Lee"], email: "ann@example.com", message })).statusCode).toBe(200);
    }
  });
  afterAll(() => server.close());

  it("lists a form's submissions newest first, searches them and pages through them", async () => {
    const all = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/form-submissions/${ids.contact}` });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.submissions[0].fields.find((f: { id: string }) => f.id === "message").text).toBe('=HYPERLINK("http://evil.example")');
    expect(body.submissions[2].fields[0]).toEqual({ id: "name", title: "Name", type: "name", value: ["Ann", "Lee"], text: "Ann Lee" });
    const found = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/form-submissions/${ids.contact}?search=WHOLESALE` });
    expect(found.json()).toMatchObject({
      total: 1,
      submissions: [{ fields: expect.arrayContaining([expect.objectContaining({ value: "Wholesale prices please" })]) }],
    });
    const page = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/form-submissions/${ids.contact}?limit=1&offset=1` });
    expect(page.json()).toMatchObject({ total: 3, limit: 1, offset: 1, submissions: [expect.anything()] });
    const percent = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/form-submissions/${ids.contact}?search=%25` });
    expect(percent.json().total).toBe(0);
    const counts = await jars.owner.send(server, "cafe", { method: "GET", url: "/api/config/form-submissions" });
    expect(counts.json().forms).toContainEqual({ id: ids.contact, name: "Contact us", kind: "form", saveSubmissions: true, submissionCount: 3 });
  });

  it("downloads submissions as CSV with formulas defused", async () => {
    const csv = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/form-submissions/${ids.contact}/csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="contact-us.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Submitted","Name","Email","Topic","Message","Source","Page"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[3]).toMatch(/^"\d{4}-\d\d-\d\dT[^"]+","Ann Lee","ann@example.com","","Do you roast decaf\?","site","\/"$/);
  });

  it("creates, replaces and deletes form definitions, dropping cached pages", async () => {
    const id = newId();
    const definition = { name: "Wholesale enquiry", fields: [{ id: "company", type: "text", title: "Company", required: true }] };
    const created = await write(jars.owner, "PUT", `/api/config/forms/${id}`, definition);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, name: "Wholesale enquiry", kind: "form", submitButtonText: "Submit", captcha: "none" });
    const home = await server.request("cafe", { method: "GET", url: "/" });
    expect(home.body).toContain("Contact us");
    const renamed = await write(jars.owner, "PUT", `/api/config/forms/${ids.contact}`, {
      ...((await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/forms/${ids.contact}` })).json() as object),
      name: "Say hello",
    });
    expect(renamed.statusCode).toBe(200);
    expect((await server.request("cafe", { method: "GET", url: "/" })).body).toContain('aria-label="Say hello"');
    const bad = await write(jars.owner, "PUT", `/api/config/forms/${id}`, { name: "x", fields: [{ id: "a", type: "radio", options: [] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ "fields[0].options": "Options must have at least one option." });
    expect((await write(jars.owner, "DELETE", `/api/config/forms/${id}`)).statusCode).toBe(204);
    expect((await write(jars.owner, "DELETE", `/api/config/forms/${id}`)).statusCode).toBe(404);
  });

  it("refuses a notification address and a success redirect in the form builder's words, from the schema the builder runs", async () => {
    const refused = await write(jars.owner, "PUT", `/api/config/forms/${newId()}`, {
      name: "Orders",
      fields: [],
      notificationEmail: "orders-at-cafe",
      successRedirect: "thanks page",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      notificationEmail: "Please enter a valid email. Emails must be formatted as name@example.com",
      successRedirect: "“thanks page” is not a valid page URL. Links must be formatted as /thanks or https://example.com/thanks",
    });
    const saved = await write(jars.owner, "PUT", `/api/config/forms/${newId()}`, {
      name: "Orders",
      fields: [],
      notificationEmail: "orders@cafe.example",
      successRedirect: "https://cafe.example/thanks",
    });
    expect(saved.statusCode).toBe(201);
  });

  it("keeps the message shown after a submission as safe rich text, whatever markup an editor sends", async () => {
    const id = newId();
    const hostile = '<p>Thanks, <strong>we got it</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
    const saved = await write(jars.editor, "PUT", `/api/config/forms/${id}`, { name: "Thanks", fields: [], postSubmitMessage: hostile });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().postSubmitMessage).toBe("<p>Thanks, <strong>we got it</strong>.</p>");
    const stored = await jars.owner.send(server, "cafe", { method: "GET", url: `/api/config/forms/${id}` });
    expect(stored.json().postSubmitMessage).toBe("<p>Thanks, <strong>we got it</strong>.</p>");
  });

  it("lets each role do only what its permissions allow", async () => {
    const get = (who: keyof typeof PEOPLE, url: string) => jars[who].send(server, "cafe", { method: "GET", url }).then((r) => r.statusCode);
    expect(await get("editor", "/api/config/forms")).toBe(200);
    expect(await get("editor", `/api/config/form-submissions/${ids.contact}`)).toBe(403);
    expect(await get("storeManager", `/api/config/form-submissions/${ids.contact}/csv`)).toBe(200);
    expect(await get("storeManager", "/api/config/forms")).toBe(403);
    expect(await get("viewer", `/api/config/form-submissions/${ids.contact}`)).toBe(200);
    expect((await write(jars.viewer, "DELETE", `/api/config/forms/${ids.newsletter}`)).statusCode).toBe(403);
    expect((await server.request("cafe", { method: "GET", url: "/api/config/form-submissions" })).statusCode).toBe(401);
    const declared = server.services.configRoutes.map((r) => `${r.method} ${r.url} ${r.access.permission}/${r.access.mode}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        "GET /api/config/form-submissions/:formId 18/read",
        "GET /api/config/form-submissions/:formId/csv 18/read",
        "PUT /api/config/forms/:formId 11/write",
        "GET /api/config/newsletter/subscribers 1510/read",
      ]),
    );
  });
});
