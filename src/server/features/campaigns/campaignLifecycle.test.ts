import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import type { Clock } from "../../clock";
import { onePageSite } from "../../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { AccountsService } from "../accounts/accountsService";
import { subscribersRepository } from "../newsletter/subscribersRepository";
import { CampaignSender } from "./campaignSender";

const OWNER = { email: "owner@post.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@post.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const EDITOR = { email: "editor@post.example", password: "editor password 1", roleId: ROLE.EDITOR };
const CAMPAIGNER = { email: "campaigns@post.example", password: "campaigns password 1", roleId: ROLE.CAMPAIGNS_EDITOR };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Post", level: 1 } };
const START = new Date("2026-06-01T08:00:00.000Z");
const BLOCKS = [
  { type: "text", text: "Summer hours start Monday." },
  { type: "button", label: "See the hours", url: "/hours" },
];

describeOnEveryEngine("newsletter campaigns from draft to sent, settings and the bounce webhook", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let owner: CookieJar;
  let viewer: CookieJar;
  let editor: CookieJar;
  let campaigner: CookieJar;
  let websiteId: string;
  let now = START;
  const clock: Clock = { now: () => now };
  const subscriberIds: string[] = [];

  const send = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, "post", {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const webhook = (authorization: string | null, body: unknown, site = "post") =>
    server.request(site, {
      method: "POST",
      url: "/api/newsletter/suppression-webhook",
      headers: { "content-type": "application/json", ...(authorization === null ? {} : { authorization }) },
      payload: JSON.stringify(body),
    });
  const deliverAll = async () => {
    while ((await server.services.mail.deliverDue()) > 0);
  };
  const newCampaign = async (subject: string, groupId: string) =>
    (await send(owner, "POST", "/api/config/newsletter/campaigns", { subject, preheader: "Open for the summer", blocks: BLOCKS, groupId })).json();

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    websiteId = await seedSite(database(), onePageSite("post", [heading]), OWNER);
    await seedSite(database(), onePageSite("post-other", [heading]));
    server = await createTestServer(database(), { clock, config: { smtpUrl: smtp.url } });
    const accounts = new AccountsService(database().db, clock);
    for (const person of [VIEWER, EDITOR, CAMPAIGNER]) await accounts.createOwner({ ...person, siteIdentifier: "post" });
    owner = await signedIn(server, "post", OWNER.email, OWNER.password);
    viewer = await signedIn(server, "post", VIEWER.email, VIEWER.password);
    editor = await signedIn(server, "post", EDITOR.email, EDITOR.password);
    campaigner = await signedIn(server, "post", CAMPAIGNER.email, CAMPAIGNER.password);
    for (const name of ["eva", "finn", "gus"]) {
      const id = newId();
      subscriberIds.push(id);
      await subscribersRepository.insert(database().db, {
        id,
        websiteId,
        formId: newId(),
        email: `${name}@readers.example`,
        emailKey: `${name}@readers.example`,
        name,
        status: "subscribed",
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

  it("renames a group, refusing a name another group has", async () => {
    const first = (await send(owner, "POST", "/api/config/newsletter/groups", { name: "Locals" })).json();
    await send(owner, "POST", "/api/config/newsletter/groups", { name: "Visitors" });
    const renamed = await send(owner, "PUT", `/api/config/newsletter/groups/${first.id}`, { name: "Neighbours" });
    expect(renamed.json()).toMatchObject({ id: first.id, name: "Neighbours" });
    const taken = await send(owner, "PUT", `/api/config/newsletter/groups/${first.id}`, { name: "Visitors" });
    expect([taken.statusCode, taken.json().error]).toEqual([409, "There is already a group called Visitors."]);
    const blank = await send(owner, "PUT", `/api/config/newsletter/groups/${first.id}`, { name: " " });
    expect([blank.statusCode, blank.json().errors?.name]).toEqual([400, "Give the group a name."]);
  });

  it("previews the mail the sender sends, with the preheader and the settings' postal address", async () => {
    const saved = await send(owner, "PUT", "/api/config/newsletter/settings", { replyTo: "hello@post.example", postalAddress: "1 Harbour Road\nPortsmouth" });
    expect(saved.json()).toEqual({ replyTo: "hello@post.example", postalAddress: "1 Harbour Road\nPortsmouth", webhookSecretSetAt: null });
    const preview = await send(viewer, "POST", "/api/config/newsletter/campaigns/preview", {
      subject: "Summer",
      preheader: "Open for the summer",
      blocks: BLOCKS,
    });
    expect(preview.statusCode).toBe(200);
    const { html, text } = preview.json();
    expect(html).toContain(">Open for the summer</div>");
    expect(html).toContain("1 Harbour Road<br>Portsmouth");
    expect(html).toContain('href="http://post.tessera.test/hours"');
    expect(text).toContain("See the hours: http://post.tessera.test/hours");
    const wrong = await send(owner, "PUT", "/api/config/newsletter/settings", { replyTo: "not an address", postalAddress: "" });
    expect([wrong.statusCode, wrong.json().errors?.replyTo]).toEqual([400, "Enter an email address such as ana@example.com."]);
  });

  it("unschedules a scheduled campaign back to a draft, deletes only drafts, and keeps a sent campaign", async () => {
    const group = (await send(owner, "POST", "/api/config/newsletter/groups", { name: "Everyone" })).json();
    await send(owner, "PUT", `/api/config/newsletter/groups/${group.id}/members`, { subscriberIds });
    const campaign = await newCampaign("Summer hours", group.id);
    expect(campaign).toMatchObject({ state: "draft", preheader: "Open for the summer" });
    const at = new Date(START.getTime() + 3_600_000).toISOString();
    expect((await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/send`, { at })).json().state).toBe("scheduled");
    const refused = await send(owner, "DELETE", `/api/config/newsletter/campaigns/${campaign.id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      "Only a draft can be deleted. Unschedule this campaign first; a campaign that was sent stays with its counts.",
    ]);
    const unscheduled = await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/unschedule`);
    expect(unscheduled.json()).toMatchObject({ state: "draft", scheduledAt: null });
    const again = await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/unschedule`);
    expect(again.statusCode).toBe(409);
    now = new Date(START.getTime() + 2 * 3_600_000);
    expect(await server.services.campaignSender.runOnce()).toBe(0);
    expect((await send(owner, "DELETE", `/api/config/newsletter/campaigns/${campaign.id}`)).statusCode).toBe(204);
    expect((await send(owner, "GET", `/api/config/newsletter/campaigns/${campaign.id}`)).statusCode).toBe(404);

    const sentNow = await newCampaign("Sent at once", group.id);
    await send(owner, "POST", `/api/config/newsletter/campaigns/${sentNow.id}/send`, {});
    await server.services.campaignSender.runOnce();
    expect((await send(owner, "POST", `/api/config/newsletter/campaigns/${sentNow.id}/unschedule`)).statusCode).toBe(409);
    expect((await send(owner, "DELETE", `/api/config/newsletter/campaigns/${sentNow.id}`)).statusCode).toBe(409);
    await deliverAll();
    const mail = smtp.mails.find((m) => m.subject === "Sent at once" && m.to[0] === "eva@readers.example")!;
    expect(mail.headers["reply-to"]).toBe("hello@post.example");
    expect(mail.html).toContain(">Open for the summer</div>");
    expect(mail.text).toContain("1 Harbour Road");
  });

  it("either unschedules a campaign or sends it, never both, when the two race", async () => {
    const group = (await send(owner, "GET", "/api/config/newsletter/groups")).json().groups.find((g: { name: string }) => g.name === "Everyone");
    const campaign = await newCampaign("Raced", group.id);
    await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/send`, { at: now.toISOString() });
    const otherNode = new CampaignSender(database().db, clock, server.services.mail);
    const [unscheduled, queued] = await Promise.all([send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/unschedule`), otherNode.runOnce()]);
    const state = (await send(owner, "GET", `/api/config/newsletter/campaigns/${campaign.id}`)).json();
    if (unscheduled.statusCode === 200) expect([state.state, state.counts.recipients, queued]).toEqual(["draft", 0, 0]);
    else expect([unscheduled.statusCode, state.state, state.counts.sent]).toEqual([409, "sent", 3]);
    if (state.state === "draft") expect((await send(owner, "DELETE", `/api/config/newsletter/campaigns/${campaign.id}`)).statusCode).toBe(204);
  });

  it("suppresses addresses a provider reports through the webhook, only with the site's secret, and the sender skips them", async () => {
    const events = { events: [{ type: "bounce", email: "Finn@readers.example" }] };
    expect((await webhook(null, events)).statusCode).toBe(401);
    expect((await webhook("Bearer anything", events)).statusCode).toBe(401);
    const made = await send(owner, "POST", "/api/config/newsletter/settings/webhook-secret");
    const { secret, settings } = made.json();
    expect(settings.webhookSecretSetAt).toBe(now.toISOString());
    expect((await send(owner, "GET", "/api/config/newsletter/settings")).json()).not.toHaveProperty("secret");
    const unauthorised = await webhook("Bearer wrong", events);
    expect([unauthorised.statusCode, unauthorised.json().error]).toEqual([
      401,
      "The webhook secret is missing or wrong. Make one under Newsletter, Settings, and send it as a Bearer token.",
    ]);
    expect((await webhook(`Bearer ${secret}`, events, "post-other")).statusCode).toBe(401);
    expect((await webhook(`Bearer ${secret}`, { events: [{ type: "soft", email: "x@y.example" }] })).statusCode).toBe(400);

    const twice = await Promise.all([webhook(`Bearer ${secret}`, events), webhook(`Bearer ${secret}`, events)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(twice.map((answer) => answer.json().suppressed).sort()).toEqual([0, 1]);
    const basic = `Basic ${Buffer.from(`provider:${secret}`).toString("base64")}`;
    expect((await webhook(basic, { events: [{ type: "complaint", email: "gus@readers.example" }] })).json()).toEqual({ received: true, suppressed: 1 });
    const list = (await send(viewer, "GET", "/api/config/newsletter/suppressions")).json().suppressions;
    expect(list.map((s: { email: string; reason: string }) => [s.email, s.reason]).sort()).toEqual([
      ["Finn@readers.example", "bounce"],
      ["gus@readers.example", "complaint"],
    ]);

    const group = (await send(owner, "GET", "/api/config/newsletter/groups")).json().groups.find((g: { name: string }) => g.name === "Everyone");
    const campaign = await newCampaign("After the bounce", group.id);
    await send(owner, "POST", `/api/config/newsletter/campaigns/${campaign.id}/send`, {});
    await server.services.campaignSender.runOnce();
    await deliverAll();
    expect(smtp.mails.filter((m) => m.subject === "After the bounce").map((m) => m.to[0])).toEqual(["eva@readers.example"]);
    expect((await send(owner, "GET", `/api/config/newsletter/campaigns/${campaign.id}`)).json().counts).toMatchObject({ sent: 1, suppressed: 2 });

    await send(owner, "POST", "/api/config/newsletter/settings/webhook-secret");
    expect((await webhook(`Bearer ${secret}`, events)).statusCode).toBe(401);
  });

  it("lets newsletter settings be read with 1516 and changed only with 1517", async () => {
    const body = { replyTo: null, postalAddress: "2 Quay Street" };
    expect((await send(viewer, "GET", "/api/config/newsletter/settings")).statusCode).toBe(200);
    expect((await send(viewer, "PUT", "/api/config/newsletter/settings", body)).statusCode).toBe(403);
    expect((await send(viewer, "POST", "/api/config/newsletter/settings/webhook-secret")).statusCode).toBe(403);
    expect((await send(editor, "GET", "/api/config/newsletter/settings")).statusCode).toBe(403);
    expect((await send(editor, "PUT", "/api/config/newsletter/settings", body)).statusCode).toBe(403);
    const saved = await send(campaigner, "PUT", "/api/config/newsletter/settings", body);
    expect(saved.json()).toMatchObject({ replyTo: null, postalAddress: "2 Quay Street" });
    expect((await send(campaigner, "POST", "/api/config/newsletter/settings/webhook-secret")).statusCode).toBe(200);
  });
});
