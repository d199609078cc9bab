import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { SOURCE_GONE } from "./mailService";

describeEachDatabase("outbox and who-am-I routes", (database) => {
  let server: TestServer;
  let websiteId: string;

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("post", []), { email: "admin@post.example", password: "admin password 1" });
    await seedSite(database(), onePageSite("post", []), { email: "editor@post.example", password: "editor password 1", roleId: ROLE.EDITOR });
    await seedSite(database(), onePageSite("post", []), { email: "viewer@post.example", password: "viewer password 1", roleId: ROLE.VIEWER });
    await seedSite(database(), onePageSite("other-post", []), { email: "stranger@other.example", password: "stranger password" });
    server = await createTestServer(database());
    await server.services.mail.enqueue(database().db, {
      websiteId,
      kind: "form-notification",
      to: "owner@post.example",
      subject: "New <b>submission</b>",
      text: "Name: <script>x</script>",
    });
  });
  afterAll(() => server.close());

  it("lists the outbox for roles that may read it and refuses the others", async () => {
    const admin = await signedIn(server, "post", "admin@post.example", "admin password 1");
    const list = await admin.send(server, "post", { method: "GET", url: "/api/config/outbox" });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.delivers).toBe(false);
    expect(body.mails).toHaveLength(1);
    expect(body.mails[0]).toMatchObject({ kind: "form-notification", subject: "New <b>submission</b>", status: "stored" });
    expect(body.mails[0]).not.toHaveProperty("text");
    expect(body.total).toBe(1);
    expect(body.mails[0].reason).toBe("No mail server is set, so this mail is kept here and not sent.");
    const one = await admin.send(server, "post", { method: "GET", url: `/api/config/outbox/${body.mails[0].id}` });
    expect(one.json()).toMatchObject({ text: "Name: <script>x</script>" });

    const viewer = await signedIn(server, "post", "viewer@post.example", "viewer password 1");
    expect((await viewer.send(server, "post", { method: "GET", url: "/api/config/outbox" })).statusCode).toBe(200);
    const editor = await signedIn(server, "post", "editor@post.example", "editor password 1");
    const refused = await editor.send(server, "post", { method: "GET", url: "/api/config/outbox" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "You do not have permission to do this.", code: "forbidden" });
    expect((await server.request("post", { method: "GET", url: "/api/config/outbox" })).statusCode).toBe(401);
    const stranger = await signedIn(server, "other-post", "stranger@other.example", "stranger password");
    expect((await stranger.send(server, "post", { method: "GET", url: "/api/config/outbox" })).statusCode).toBe(401);
    expect((await admin.send(server, "post", { method: "GET", url: "/api/config/outbox/ffffffffffffffffffffffff" })).statusCode).toBe(404);
  });

  it("tells the app who is signed in and what they may do", async () => {
    const editor = await signedIn(server, "post", "editor@post.example", "editor password 1");
    const me = (await editor.send(server, "post", { method: "GET", url: "/api/config/me" })).json();
    expect(me.account.email).toBe("editor@post.example");
    expect(me.roles).toEqual([ROLE.EDITOR]);
    expect(me.permissions.write).toEqual([11]);
    expect(me.permissions.read).toEqual([1, 11, 13]);
  });

  it("declares an access rule for every configuration route", () => {
    const urls = server.services.configRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(["GET /api/config/me", "GET /api/config/outbox", "GET /api/config/outbox/:id"]));
  });

  it("shows a mail queued by reference as composed when read, and says so when its source is gone", async () => {
    const orphan = await server.services.mail.enqueue(database().db, {
      websiteId,
      kind: "order-confirmation",
      to: "buyer@post.example",
      subject: "Your order",
      sourceId: "f".repeat(24),
    });
    const admin = await signedIn(server, "post", "admin@post.example", "admin password 1");
    const one = await admin.send(server, "post", { method: "GET", url: `/api/config/outbox/${orphan}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ kind: "order-confirmation", subject: "Your order", text: SOURCE_GONE, html: null });
  });

  it("sends a test mail to the signed-in admin's own address, kept with its reason while no mail server is set", async () => {
    const admin = await signedIn(server, "post", "admin@post.example", "admin password 1");
    const sent = await admin.send(server, "post", {
      method: "POST",
      url: "/api/config/outbox/test-mail",
      headers: { "x-csrf-token": admin.get("crumb")!, "content-type": "application/json" },
      payload: "{}",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      to: "admin@post.example",
      subject: expect.stringMatching(/^Test mail from /),
      status: "stored",
      reason: expect.stringContaining("No mail server"),
    });
    const list = (await admin.send(server, "post", { method: "GET", url: "/api/config/outbox?limit=1" })).json();
    expect(list.mails).toEqual([expect.objectContaining({ id: sent.json().id })]);
    expect(list.total).toBeGreaterThan(1);

    const viewer = await signedIn(server, "post", "viewer@post.example", "viewer password 1");
    const refused = await viewer.send(server, "post", {
      method: "POST",
      url: "/api/config/outbox/test-mail",
      headers: { "x-csrf-token": viewer.get("crumb")!, "content-type": "application/json" },
      payload: "{}",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("explains a mail server's refusal in plain words, keeping its own words for whoever runs the server", async () => {
    const failed = await server.services.mail.enqueue(database().db, {
      websiteId,
      kind: "form-notification",
      to: "o@post.example",
      subject: "Hello",
      text: "Hi",
    });
    await database()
      .db.updateTable("mailOutbox")
      .set({ status: "failed", attempts: 5, lastError: "connect ECONNREFUSED 127.0.0.1:2525" })
      .where("id", "=", failed)
      .execute();
    const admin = await signedIn(server, "post", "admin@post.example", "admin password 1");
    const one = (await admin.send(server, "post", { method: "GET", url: `/api/config/outbox/${failed}` })).json();
    expect(one.reason).toBe("The mail server could not be reached: check the host and port in SMTP_URL. (connect ECONNREFUSED 127.0.0.1:2525)");
  });
});
