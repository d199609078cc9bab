import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { MAILCHIMP_KEY_PROBLEM } from "../../../domain/connectedAccounts/mailchimpKey";
import { ROLE } from "../../../domain/enumerations/roles";
import { FORM_BUILDER_MESSAGES } from "../../../domain/messages/formBuilderMessages";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { MAILCHIMP_KEY_REFUSED, MAILCHIMP_NOT_CONNECTED } from "./connectedAccounts";
import { httpMailchimpApi, subscriberHash } from "./mailchimpApi";
import { MAILCHIMP_MEMBER_REASON } from "./mailchimpMemberReasons";
import { MailchimpMembers, retryDelayMs } from "./mailchimpMembers";
import { mailchimpMembersRepository } from "./mailchimpMembersRepository";
import { MAILCHIMP_SIGN_UP_NOT_FOUND } from "./mailchimpSignUps";
import { startMailchimpStandIn, type MailchimpStandIn } from "./testing/mailchimpStandIn";

const OWNER = { email: "owner@chimp.example", password: "owner password 1" };
const VIEWER = { email: "viewer@chimp.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const KEY = "0123456789abcdef0123456789abcdef-us21";
const LISTS = [
  { id: "a1b2c3", name: "Roast notes" },
  { id: "d4e5f6", name: "Wholesale" },
];

describeOnEveryEngine("connected accounts and MailChimp", (database) => {
  let standIn: MailchimpStandIn;
  let server: TestServer;
  let ids: TestFormIds;
  let websiteId: string;
  let owner: CookieJar;
  let viewer: CookieJar;
  let now = Date.parse("2026-03-02T10:00:00.000Z");
  const clock = { now: () => new Date(now) };
  const identifier = `chimp-${Math.random().toString(36).slice(2, 8)}`;

  const call = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: unknown) =>
    jar.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb")!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const members = () => mailchimpMembersRepository.listForSite(database().db, websiteId);
  const memberOf = async (email: string) => (await members()).find((member) => member.email === email);
  /** Runs the sending job until the round a sign-up started and any it asked for after have finished. */
  const sendQueued = async () => {
    for (let round = 0; round < 3; round += 1) await server.services.mailchimpMembers.sendDue();
  };

  beforeAll(async () => {
    standIn = await startMailchimpStandIn({ apiKey: KEY, accountName: "Café Roasters", lists: LISTS });
    ids = newTestFormIds();
    websiteId = await seedSite(database(), formsSite(identifier, ids), OWNER);
    await seedSite(database(), formsSite(identifier, ids), VIEWER);
    server = await createTestServer(database(), { clock, config: { mailchimpApiUrl: standIn.urlTemplate } });
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    viewer = await signedIn(server, identifier, VIEWER.email, VIEWER.password);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it("lists Stripe and MailChimp by their service ids, neither connected yet", async () => {
    const answer = await call(owner, "GET", "/api/config/connected-accounts");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      accounts: [
        { service: 15, name: "Stripe", connected: false, account: null, keyLast4: null, connectedAt: null },
        { service: 1000, name: "MailChimp", connected: false, account: null, keyLast4: null, connectedAt: null },
      ],
    });
    expect((await call(owner, "GET", "/api/config/connected-accounts/mailchimp/lists")).json()).toMatchObject({ error: MAILCHIMP_NOT_CONNECTED });
  });

  it("connects MailChimp only with a key its API accepts, at the key's data centre, and never answers the key", async () => {
    const malformed = await call(owner, "PUT", "/api/config/connected-accounts/mailchimp", { apiKey: "not a key" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ apiKey: MAILCHIMP_KEY_PROBLEM });

    const refused = await call(owner, "PUT", "/api/config/connected-accounts/mailchimp", { apiKey: "ffffffffffffffffffffffffffffffff-us21" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: MAILCHIMP_KEY_REFUSED, errors: { apiKey: MAILCHIMP_KEY_REFUSED } });

    const byViewer = await call(viewer, "PUT", "/api/config/connected-accounts/mailchimp", { apiKey: KEY });
    expect(byViewer.statusCode).toBe(403);

    const connected = await call(owner, "PUT", "/api/config/connected-accounts/mailchimp", { apiKey: KEY });
    expect(connected.statusCode).toBe(200);
    expect(connected.body).not.toContain(KEY);
    expect(connected.json().accounts[1]).toEqual({
      service: 1000,
      name: "MailChimp",
      connected: true,
      account: "Café Roasters",
      keyLast4: "us21",
      connectedAt: "2026-03-02T10:00:00.000Z",
    });
    expect(standIn.requests).toContain("GET /us21/3.0/");

    const lists = await call(viewer, "GET", "/api/config/connected-accounts/mailchimp/lists");
    expect(lists.json()).toEqual({ lists: LISTS });
  });

  it("refuses a form stored to MailChimp without a list: 'A List must be selected'", async () => {
    const form = (await call(owner, "GET", `/api/config/forms/${ids.newsletter}`)).json();
    const { createdAt: _created, updatedAt: _updated, ...body } = form;
    const missing = await call(owner, "PUT", `/api/config/forms/${ids.newsletter}`, { ...body, storage: { service: "mailchimp", listId: "" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ "storage.listId": FORM_BUILDER_MESSAGES.listMustBeSelected });
    expect(FORM_BUILDER_MESSAGES.listMustBeSelected).toBe("A List must be selected");

    const saved = await call(owner, "PUT", `/api/config/forms/${ids.newsletter}`, { ...body, storage: { service: "mailchimp", listId: "a1b2c3" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().storage).toEqual({ service: "mailchimp", listId: "a1b2c3", doubleOptIn: false });
  });

  it("adds a visitor's sign-up to the chosen list, by the MD5 of the lowercased address, once", async () => {
    const visitor = new FormVisitor(server, identifier, "198.51.100.60");
    await visitor.open();
    expect((await visitor.submit(ids.newsletter, { email: "Ada@Example.com", name: ["Ada", "King"] })).statusCode).toBe(200);
    await sendQueued();
    expect(standIn.members).toEqual([{ listId: "a1b2c3", hash: subscriberHash("ada@example.com"), email: "Ada@Example.com", status: "subscribed" }]);
    expect(standIn.requests).toContain(`PUT /us21/3.0/lists/a1b2c3/members/${subscriberHash("ada@example.com")}`);
    expect(await members()).toMatchObject([{ email: "Ada@Example.com", state: "added", attempts: 1, lastError: null }]);
    const subscribers = await database().db.selectFrom("newsletterSubscribers").select("email").where("websiteId", "=", websiteId).execute();
    expect(subscribers).toEqual([{ email: "Ada@Example.com" }]);
  });

  it("adds the address of a general form stored to a list, keeping the submission, and double opt-in asks MailChimp for pending", async () => {
    const form = (await call(owner, "GET", `/api/config/forms/${ids.contact}`)).json();
    const { createdAt: _created, updatedAt: _updated, ...body } = form;
    const storage = { service: "mailchimp", listId: "d4e5f6", doubleOptIn: true };
    expect((await call(owner, "PUT", `/api/config/forms/${ids.contact}`, { ...body, storage })).statusCode).toBe(200);
    const visitor = new FormVisitor(server, identifier, "198.51.100.63");
    await visitor.open();
    const sent = await visitor.submit(ids.contact, { name: ["Cy", "Moss"], email: "cy@example.com", topic: "Beans", message: "Hello" });
    expect(sent.statusCode).toBe(200);
    await sendQueued();
    expect(standIn.members).toContainEqual({ listId: "d4e5f6", hash: subscriberHash("cy@example.com"), email: "cy@example.com", status: "pending" });
    const kept = await database().db.selectFrom("formSubmissions").select("formId").where("formId", "=", ids.contact).execute();
    expect(kept).toHaveLength(1);
  });

  it("keeps a sign-up MailChimp refuses for now and adds it on a later try", async () => {
    standIn.failMembers(1);
    const visitor = new FormVisitor(server, identifier, "198.51.100.61");
    await visitor.open();
    expect((await visitor.submit(ids.newsletter, { email: "bo@example.com", name: ["", ""] })).statusCode).toBe(200);
    await sendQueued();
    const waiting = await memberOf("bo@example.com");
    expect(waiting).toMatchObject({ email: "bo@example.com", state: "pending", attempts: 1 });
    expect(waiting!.lastError).toBe(MAILCHIMP_MEMBER_REASON.unreachable);
    expect(waiting!.dueAt).toBe(new Date(now + retryDelayMs(1)).toISOString());
    expect(standIn.members.map((m) => m.email)).not.toContain("bo@example.com");

    now += retryDelayMs(1);
    await sendQueued();
    expect(await memberOf("bo@example.com")).toMatchObject({ state: "added", attempts: 2 });
    expect(standIn.members.map((m) => m.email)).toContain("bo@example.com");
  });

  it("shows the owner the sign-ups waiting and those MailChimp refused, a page at a time with the reason in plain words, and sends one again once", async () => {
    const queue = "/api/config/connected-accounts/mailchimp/queue";
    expect((await call(viewer, "GET", queue)).json()).toEqual({ waiting: 0, failed: 0, limit: 10, offset: 0, failures: [] });
    for (const email of ["dee@example.com", "eli@example.com"])
      await server.services.mailchimpMembers.queue(database().db, { websiteId, listId: "a1b2c3", email, doubleOptIn: false });
    expect((await call(viewer, "GET", queue)).json()).toEqual({ waiting: 2, failed: 0, limit: 10, offset: 0, failures: [] });

    standIn.failMembers(2, 400);
    await sendQueued();
    const refused = await call(viewer, "GET", queue);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ waiting: 0, failed: 2 });
    expect(refused.body).not.toMatch(/Invalid Resource|looks fake or invalid|MailChimp answered/);
    const failure = (email: string) => ({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      email,
      listId: "a1b2c3",
      failedAt: new Date(now).toISOString(),
      reason: "MailChimp would not take this address: it may look fake to MailChimp, or the person unsubscribed from this list or was deleted from it before.",
    });
    expect(refused.json().failures).toEqual(expect.arrayContaining([failure("dee@example.com"), failure("eli@example.com")]));
    const first = (await call(owner, "GET", `${queue}?limit=1`)).json();
    const second = (await call(owner, "GET", `${queue}?limit=1&offset=1`)).json();
    expect([first.failed, first.limit, second.offset]).toEqual([2, 1, 1]);
    expect([...first.failures, ...second.failures].map((f: { email: string }) => f.email).sort()).toEqual(["dee@example.com", "eli@example.com"]);
    expect((await call(owner, "GET", `${queue}?limit=500`)).statusCode).toBe(400);

    const dee = refused.json().failures.find((f: { email: string }) => f.email === "dee@example.com").id as string;
    const sendAgain = (jar: CookieJar, id: string) => call(jar, "POST", `${queue}/${id}/send-again`, {});
    expect((await sendAgain(viewer, dee)).statusCode).toBe(403);
    const twice = await Promise.all([sendAgain(owner, dee), sendAgain(owner, dee)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(twice.map((answer) => answer.json().queued).sort()).toEqual([false, true]);
    await sendQueued();
    expect(await memberOf("dee@example.com")).toMatchObject({ state: "added", attempts: 1, lastError: null });
    expect(standIn.members.filter((m) => m.email === "dee@example.com")).toHaveLength(1);
    expect((await sendAgain(owner, dee)).json()).toEqual({ queued: false });
    expect((await call(owner, "GET", queue)).json()).toMatchObject({ waiting: 0, failed: 1, failures: [failure("eli@example.com")] });

    const unknown = await sendAgain(owner, "0".repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MAILCHIMP_SIGN_UP_NOT_FOUND);
  });

  it("sends each queued sign-up once when two nodes run the job together", async () => {
    const api = httpMailchimpApi(standIn.urlTemplate);
    const nodes = [new MailchimpMembers(database().db, clock, api), new MailchimpMembers(database().db, clock, api)];
    await database()
      .db.transaction()
      .execute((trx) =>
        Promise.all(
          ["c1@example.com", "c2@example.com", "c3@example.com"].map((email) =>
            server.services.mailchimpMembers.queue(trx, { websiteId, listId: "d4e5f6", email, doubleOptIn: true }),
          ),
        ),
      );
    const before = standIn.requests.length;
    const added = await Promise.all(nodes.map((node) => node.sendDue()));
    expect(added[0]! + added[1]!).toBe(3);
    expect(standIn.requests.slice(before).filter((request) => request.startsWith("PUT"))).toHaveLength(3);
    expect(standIn.members.filter((m) => /^c\d@/.test(m.email)).map((m) => m.status)).toEqual(["pending", "pending", "pending"]);
  });

  it("disconnects MailChimp: the key is dropped and its lists are no longer read", async () => {
    expect((await call(viewer, "DELETE", "/api/config/connected-accounts/mailchimp")).statusCode).toBe(403);
    expect((await call(owner, "DELETE", "/api/config/connected-accounts/mailchimp")).statusCode).toBe(204);
    expect((await call(owner, "GET", "/api/config/connected-accounts")).json().accounts[1]).toMatchObject({ connected: false, keyLast4: null });
    expect((await call(owner, "GET", "/api/config/connected-accounts/mailchimp/lists")).statusCode).toBe(409);
    expect(await database().db.selectFrom("connectedAccounts").selectAll().where("websiteId", "=", websiteId).execute()).toEqual([]);
  });
});
