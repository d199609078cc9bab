import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, siteContextOf, type TestServer } from "../../testing/testServer";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const OWNER = { email: "owner@cafe.example", password: "owner password 1" };

describeEachDatabase("newsletter", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let ids: TestFormIds;

  const subscribers = () => database().db.selectFrom("newsletterSubscribers").selectAll().orderBy("subscribedAt").execute();

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ids = newTestFormIds();
    await seedSite(database(), formsSite("cafe", ids), OWNER);
    await seedSite(database(), formsSite("cafe", ids), { email: "editor@cafe.example", password: "editor password 1", roleId: ROLE.EDITOR });
    server = await createTestServer(database(), { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("adds a subscriber once per address, whatever its letter case, and mails the unsubscribe link", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.30");
    await visitor.open();
    expect((await visitor.submit(ids.newsletter, { email: "Ann@Example.com", name: ["Ann", "Lee"] })).statusCode).toBe(200);
    expect((await visitor.submit(ids.newsletter, { email: "ann@example.com", name: ["", ""] })).statusCode).toBe(200);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Ann@Example.com", emailKey: "ann@example.com", name: "Ann Lee", status: "subscribed", formId: ids.newsletter });
    expect(await database().db.selectFrom("formSubmissions").selectAll().where("formId", "=", ids.newsletter).execute()).toEqual([]);

    await server.services.mail.deliverDue();
    const welcome = smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === "ann@example.com"));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe("You're subscribed to Café cafe");
    const link = /unsubscribe here: (\S+)/.exec(welcome[0]!.text)?.[1];
    expect(link).toBe(`http://cafe.tessera.test/newsletter/unsubscribe?token=${rows[0]!.unsubscribeToken}`);
    expect(welcome[0]!.html).toContain(`href="${link}"`);
  });

  it("unsubscribes from the link only after the visitor confirms, on the page of type 300", async () => {
    const [row] = await subscribers();
    const visitor = new FormVisitor(server, "cafe", "198.51.100.31");
    const url = `/newsletter/unsubscribe?token=${row!.unsubscribeToken}`;
    const page = await visitor.open(url);
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.NEWSLETTER_UNSUBSCRIBE);
    expect(page.body).toContain("Stop sending the Café cafe newsletter to <strong>Ann@Example.com</strong>?");
    expect((await subscribers())[0]!.status).toBe("subscribed");

    const confirm = await visitor.jar.send(server, "cafe", {
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: row!.unsubscribeToken, crumb: visitor.jar.get("crumb")! }).toString(),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain("You have been unsubscribed");
    expect((await subscribers())[0]).toMatchObject({ status: "unsubscribed" });
    expect((await visitor.open(url)).body).toContain("is not subscribed to the Café cafe newsletter");
    const bad = await visitor.open("/newsletter/unsubscribe?token=nonsense");
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain("This unsubscribe link is not valid");
  });

  it("signs a returning address up again", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.32");
    await visitor.open();
    expect((await visitor.submit(ids.newsletter, { email: "ann@example.com", name: ["", ""] })).statusCode).toBe(200);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "subscribed", unsubscribedAt: null });
  });

  it("lists subscribers and their CSV for roles that may read them", async () => {
    const visitor = new FormVisitor(server, "cafe", "198.51.100.33");
    await visitor.open();
    await visitor.submit(ids.newsletter, { email: "=cmd@example.com", name: ["Bo", ""] });
    const owner = await signedIn(server, "cafe", OWNER.email, OWNER.password);
    const list = await owner.send(server, "cafe", { method: "GET", url: "/api/config/newsletter/subscribers?search=ANN" });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, subscribers: [{ email: "Ann@Example.com", status: "subscribed" }] });
    const csv = await owner.send(server, "cafe", { method: "GET", url: "/api/config/newsletter/subscribers/csv" });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="cafe-subscribers.csv"');
    expect(csv.body).toContain('"Ann@Example.com","Ann Lee","subscribed"');
    expect(csv.body).toContain(`"'=cmd@example.com","Bo","subscribed"`);
    const editor = await signedIn(server, "cafe", "editor@cafe.example", "editor password 1");
    expect((await editor.send(server, "cafe", { method: "GET", url: "/api/config/newsletter/subscribers" })).statusCode).toBe(403);
    expect((await server.request("cafe", { method: "GET", url: "/api/config/newsletter/subscribers/csv" })).statusCode).toBe(401);
  });
});
