import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { subscribersRepository } from "../newsletter/subscribersRepository";
import { CampaignSender } from "./campaignSender";

const OWNER = { email: "owner@letters.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@letters.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Letters", level: 1 } };
const START = new Date("2026-05-01T08:00:00.000Z");

describeOnEveryEngine("newsletter campaigns", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let viewer: CookieJar;
  let smtp: SmtpCatcher;
  let websiteId: string;
  let now = START;
  const clock: Clock = { now: () => now };
  const subscribers: Record<string, string> = {};

  const send = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "letters", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const deliverAll = async () => {
    while ((await server.services.mail.deliverDue()) > 0);
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    websiteId = await seedSite(database(), onePageSite("letters", [heading]), OWNER);
    await seedSite(database(), onePageSite("letters-other", [heading]));
    server = await createTestServer(database(), { clock, config: { smtpUrl: smtp.url } });
    owner = await signedIn(server, "letters", OWNER.email, OWNER.password);
    const { AccountsService } = await import("../accounts/accountsService");
    await new AccountsService(database().db, clock).createOwner({ ...VIEWER, siteIdentifier: "letters" });
    viewer = await signedIn(server, "letters", VIEWER.email, VIEWER.password);
    for (const [name, status] of [
      ["ana", "subscribed"],
      ["ben", "subscribed"],
      ["cleo", "subscribed"],
      ["dan", "unsubscribed"],
    ] as const) {
      const id = newId();
      subscribers[name] = id;
      await subscribersRepository.insert(database().db, {
        id,
        websiteId,
        formId: newId(),
        email: `${name}@Readers.example`,
        emailKey: `${name}@readers.example`,
        name,
        status,
        unsubscribeToken: `token-${name}-${id}`,
        subscribedAt: START.toISOString(),
        unsubscribedAt: null,
      });
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("sends a scheduled campaign to its group once per address, with two senders racing twice, and never to a suppressed address", async () => {
    const group = (await send(owner, "POST", "/api/config/newsletter/groups", { name: "Regulars" })).json();
    expect((await send(owner, "POST", "/api/config/newsletter/groups", { name: "Regulars" })).statusCode).toBe(409);
    const members = await send(owner, "PUT", `/api/config/newsletter/groups/${group.id}/members`, {
      subscriberIds: [subscribers.ana, subscribers.ben, subscribers.cleo, subscribers.dan, newId()],
    });
    expect(members.json()).toMatchObject({ name: "Regulars", memberCount: 4 });
    expect((await send(owner, "POST", "/api/config/newsletter/suppressions", { email: "Cleo@readers.example", reason: "bounce" })).statusCode).toBe(201);

    const blocks = [
      { type: "text", text: "Spring menu is here.\n\nCome taste it." },
      { type: "image", src: "/static/spring.jpg", alt: "Asparagus on a plate" },
      { type: "button", label: "See the menu", url: "/menu" },
    ];
    const created = await send(owner, "POST", "/api/config/newsletter/campaigns", { subject: "Spring at the café", blocks, groupId: group.id });
    expect(created.statusCode).toBe(201);
    const campaign = created.json();

    const test = await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/test`, { email: "owner@letters.example" });
    expect(test.json()).toEqual({ queued: true });
    await deliverAll();
    expect(smtp.mails.filter((m) => m.subject === "[Test] Spring at the café").map((m) => m.to)).toEqual([["owner@letters.example"]]);

    const at = new Date(START.getTime() + 60 * 60 * 1000).toISOString();
    const scheduled = await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/send`, { at });
    expect(scheduled.json()).toMatchObject({ state: "scheduled", scheduledAt: at });
    expect((await send(owner, "PUT", `/api/config/newsletter/campaigns/${campaign.id}`, { subject: "Changed", blocks, groupId: group.id })).statusCode).toBe(
      409,
    );

    const otherNode = new CampaignSender(database().db, clock, server.services.mail);
    expect(await Promise.all([server.services.campaignSender.runOnce(), otherNode.runOnce()])).toEqual([0, 0]);
    now = new Date(START.getTime() + 61 * 60 * 1000);
    const first = await Promise.all([server.services.campaignSender.runOnce(), otherNode.runOnce()]);
    const again = await Promise.all([server.services.campaignSender.runOnce(), otherNode.runOnce()]);
    expect(first[0] + first[1]).toBe(2);
    expect(again).toEqual([0, 0]);
    await deliverAll();

    const sent = smtp.mails.filter((m) => m.subject === "Spring at the café");
    expect(sent.map((m) => m.to[0]?.toLowerCase()).sort()).toEqual(["ana@readers.example", "ben@readers.example"]);
    const mail = sent.find((m) => m.to[0]?.toLowerCase() === "ana@readers.example")!;
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/letters\.tessera\.test\/newsletter\/unsubscribe\/one-click\?token=[^>]+>$/);
    expect(mail.html).toContain("Asparagus on a plate");
    expect(mail.html).toContain(`/newsletter/unsubscribe?token=token-ana-${subscribers.ana}`);
    expect(mail.text).toContain("Spring menu is here.");

    const read = (await send(owner, "GET", `/api/config/newsletter/campaigns/${campaign.id}`)).json();
    expect(read).toMatchObject({ state: "sent", counts: { recipients: 3, sent: 2, suppressed: 1, opened: 0, clicked: 0 } });
  });

  it("counts opens and clicks first-party, sends clicks only to the campaign's own links, and unsubscribes with one POST", async () => {
    const mail = smtp.mails.find((m) => m.subject === "Spring at the café" && m.to[0]?.toLowerCase() === "ben@readers.example")!;
    const path = (pattern: RegExp) => {
      const address = new URL(mail.html!.match(pattern)![1]!.replace(/&amp;/g, "&"));
      return address.pathname + address.search;
    };
    const pixel = path(/<img src="([^"]*\/newsletter\/open\/[^"]*)"/);
    const click = path(/href="([^"]*\/newsletter\/click\/[^"]*)"/);

    const opened = await server.request("letters", { method: "GET", url: pixel });
    expect([opened.statusCode, opened.headers["content-type"]]).toEqual([200, "image/gif"]);
    await server.request("letters", { method: "GET", url: pixel });
    const clicked = await server.request("letters", { method: "GET", url: click });
    expect([clicked.statusCode, clicked.headers.location]).toEqual([302, "http://letters.tessera.test/menu"]);
    expect((await server.request("letters", { method: "GET", url: click.replace("block=2", "block=0") })).statusCode).toBe(404);
    expect((await server.request("letters", { method: "GET", url: click.replace(/click\/[^.]+\./, "click/0123456789abcdef01234567.") })).statusCode).toBe(404);
    expect((await server.request("letters-other", { method: "GET", url: click })).statusCode).toBe(404);

    const [listed] = (await send(owner, "GET", "/api/config/newsletter/campaigns")).json().campaigns;
    expect(listed.counts).toMatchObject({ opened: 1, clicked: 1, clicks: 1 });

    const oneClick = mail.headers["list-unsubscribe"]!.slice(1, -1).replace("http://letters.tessera.test", "");
    const unsubscribed = await server.request("letters", {
      method: "POST",
      url: oneClick,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await subscribersRepository.findByEmail(database().db, websiteId, "ben@readers.example"))?.status).toBe("unsubscribed");
    const forged = await server.request("letters", {
      method: "POST",
      url: `${oneClick}x`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(404);
  });

  it("lets a viewer read campaigns but not write them, and answers plainly for a campaign without a group", async () => {
    expect((await send(viewer, "GET", "/api/config/newsletter/campaigns")).statusCode).toBe(200);
    expect((await send(viewer, "POST", "/api/config/newsletter/groups", { name: "Mine" })).statusCode).toBe(403);
    const draft = (await send(owner, "POST", "/api/config/newsletter/campaigns", { subject: "No group", blocks: [{ type: "text", text: "Hi" }] })).json();
    const refused = await send(owner, "POST", `/api/config/newsletter/campaigns/${draft.id}/send`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("Pick the group this campaign goes to first.");
    const badButton = await send(owner, "POST", "/api/config/newsletter/campaigns", {
      subject: "Bad",
      blocks: [{ type: "button", label: "Go", url: "javascript:alert(1)" }],
    });
    expect(badButton.statusCode).toBe(400);
  });
});
