import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase, describeOnEveryEngine } from "../../db/testing/describeEachDatabase";
import { ROLE } from "../../domain/enumerations/roles";
import { newId } from "../../domain/ids";
import type { Clock } from "../clock";
import { hashPassword } from "../features/accounts/passwords";
import { ACCOUNT_LOCKED_MESSAGE } from "../features/accounts/signInLockout";
import { PASSWORD_LOCKED_MESSAGE } from "../features/pageAssembly/unlockLockout";
import { onePageSite } from "../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../testing/testServer";
import { LOCKOUT } from "./failureLock";

const PASSWORD = "the right long password";
const address = (i: number) => `198.51.100.${i + 1}`;

/** A JSON sign-in from one client address, as a script on the sign-in page would send it. */
async function signIn(server: TestServer, site: string, email: string, password: string, from: string) {
  const jar = new CookieJar();
  await jar.send(server, site, { method: "GET", url: "/config", remoteAddress: from });
  return jar.send(server, site, {
    method: "POST",
    url: "/api/auth/Login",
    remoteAddress: from,
    headers: { "x-csrf-token": jar.get("crumb") ?? "" },
    payload: { email, password },
  });
}

describeOnEveryEngine("locks after repeated wrong answers from any address", (database) => {
  let server: TestServer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const site = `lock-${newId().slice(0, 8)}`;
  const owner = `owner@${site}.example`;
  let websiteId: string;

  beforeAll(async () => {
    const text = JSON.parse(onePageSite(site, []));
    text.collections[0].passwordHash = await hashPassword("open sesame");
    websiteId = await seedSite(database(), JSON.stringify(text), { email: owner, password: PASSWORD });
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  const outbox = (kind: string) => database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).where("kind", "=", kind).execute();

  it("50 wrong passwords for one account from 50 addresses: refused after 10 for 15 minutes, whatever the address, and its holder is mailed once", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const answer = await signIn(server, site, owner.toUpperCase(), `wrong ${i}`, address(i));
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json().error).toBe(ACCOUNT_LOCKED_MESSAGE);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(LOCKOUT.lockMs / 1000);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(40).fill(429)]);
    const locked = await signIn(server, site, owner, PASSWORD, address(200));
    expect(locked.statusCode).toBe(429);

    const mails = await outbox("sign-in-locked");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: owner, status: "stored", subject: `Sign-in to your Site ${site} account is locked for 15 minutes` });
    expect(mails[0]!.textBody).toContain(`Someone entered a wrong password for ${owner} 10 times within 15 minutes at http://${site}.tessera.test/config.`);

    offsetMs += LOCKOUT.lockMs + 1000;
    expect((await signIn(server, site, owner, PASSWORD, address(201))).statusCode).toBe(200);
  });

  it("an email without an account locks the same way, and nobody is mailed", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(server, site, `nobody-${site}@example.com`, "guess", address(i))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(await outbox("sign-in-locked")).toHaveLength(1);
  });

  it("a page password guessed wrong 10 times from 10 addresses is locked for everyone, and the site's admins are mailed", async () => {
    const unlock = async (password: string, from: string) => {
      const jar = new CookieJar();
      await jar.send(server, site, { method: "GET", url: "/", remoteAddress: from });
      return jar.send(server, site, {
        method: "POST",
        url: "/",
        remoteAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ password, crumb: jar.get("crumb") ?? "" }).toString(),
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await unlock(`guess ${i}`, address(i))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await unlock("open sesame", address(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(PASSWORD_LOCKED_MESSAGE);
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const mails = await outbox("password-locked");
    expect(mails.map((m) => m.toAddress)).toEqual([owner]);
    expect(mails[0]!.subject).toBe(`The password of the page "Home" on Site ${site} is locked for 15 minutes`);

    offsetMs += LOCKOUT.lockMs + 1000;
    expect((await unlock("open sesame", address(98))).statusCode).toBe(303);
  });

  it("an invitation accepted with a wrong password 10 times is locked, and the invited address is mailed", async () => {
    const invited = `member-${newId().slice(0, 6)}@example.com`;
    await seedSite(database(), onePageSite(`home-${site}`, []), { email: invited, password: PASSWORD, roleId: ROLE.EDITOR });
    const admin = await signedIn(server, site, owner, PASSWORD);
    const sent = await admin.send(server, site, {
      method: "POST",
      url: "/api/config/people/invitations",
      headers: { "x-csrf-token": admin.get("crumb") ?? "" },
      payload: { email: invited, roleId: ROLE.VIEWER },
    });
    expect(sent.statusCode).toBe(201);
    const mail = (await outbox("people-invitation")).find((m) => m.toAddress === invited)!;
    const link = new RegExp(`http://${site}\\.tessera\\.test(/config/invitation/[A-Za-z0-9_-]+)`).exec(mail.textBody)![1]!;
    const accept = async (password: string, from: string) => {
      const jar = new CookieJar();
      await jar.send(server, site, { method: "GET", url: link, remoteAddress: from });
      return jar.send(server, site, {
        method: "POST",
        url: link,
        remoteAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ password, displayName: "", confirmPassword: "", crumb: jar.get("crumb") ?? "" }).toString(),
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await accept(`guess ${i}`, address(i))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect((await accept(PASSWORD, address(97))).statusCode).toBe(429);
    const locked = await outbox("invitation-locked");
    expect(locked.map((m) => m.toAddress)).toEqual([invited]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describeEachDatabase("account locks shared by several servers (TEST_REDIS_URL)", (database) => {
  it.runIf(redisUrl)("counts one account's wrong passwords on every node", async () => {
    const site = `shared-lock-${newId().slice(0, 8)}`;
    const owner = `owner@${site}.example`;
    await seedSite(database(), onePageSite(site, []), { email: owner, password: PASSWORD });
    const config = { redisUrl: redisUrl! };
    const [first, second] = await Promise.all([createTestServer(database(), { config }), createTestServer(database(), { config })]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn(i % 2 ? first : second, site, owner, "wrong", address(i))).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      expect((await signIn(first, site, owner, PASSWORD, address(50))).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("the lock's own numbers", () => {
  it("are 10 failures within 15 minutes, locking for 15 minutes", () => {
    expect(LOCKOUT).toEqual({ failures: 10, windowMs: 900_000, lockMs: 900_000 });
  });
});
