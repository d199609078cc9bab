import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@people.example", password: "owner password 1", roleId: ROLE.ADMIN };
const VIEWER = { email: "viewer@people.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const OTHER_OWNER = { email: "owner@elsewhere.example", password: "other password 1", roleId: ROLE.ADMIN };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa02", type: "heading", settings: { text: "Team page", level: 1 } };

describeEachDatabase("people routes and invitations", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let owner: CookieJar;
  let viewer: CookieJar;
  let otherOwner: CookieJar;

  const send = (jar: CookieJar, method: "GET" | "PUT" | "POST" | "DELETE", url: string, body?: unknown, site = "team") =>
    jar.send(server, site, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const inviteAndCatchLink = async (email: string, roleId: number): Promise<string> => {
    const invited = await send(owner, "POST", "/api/config/people/invitations", { email, roleId });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().mailSent).toBe(true);
    await server.services.mail.deliverDue();
    const mail = smtp.mails.filter((m) => m.to.includes(email.toLowerCase())).at(-1)!;
    const link = /http:\/\/team\.tessera\.test(\/config\/invitation\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    return link;
  };

  const accept = (jar: CookieJar, link: string, fields: Record<string, string>) =>
    jar.send(server, "team", {
      method: "POST",
      url: link,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb") ?? "" }).toString(),
    });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    await seedSite(database(), onePageSite("team", [heading]), OWNER);
    await seedSite(database(), onePageSite("team", [heading]), VIEWER);
    await seedSite(database(), onePageSite("elsewhere", [heading]), OTHER_OWNER);
    server = await createTestServer(database(), { config: { smtpUrl: smtp.url } });
    owner = await signedIn(server, "team", OWNER.email, OWNER.password);
    viewer = await signedIn(server, "team", VIEWER.email, VIEWER.password);
    otherOwner = await signedIn(server, "elsewhere", OTHER_OWNER.email, OTHER_OWNER.password);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("lists members with their roles for admins and viewers", async () => {
    for (const jar of [owner, viewer]) {
      const people = await send(jar, "GET", "/api/config/people");
      expect(people.statusCode).toBe(200);
      expect(people.json().members.map((m: { email: string; roles: number[] }) => [m.email, m.roles])).toEqual([
        [OWNER.email, [ROLE.ADMIN]],
        [VIEWER.email, [ROLE.VIEWER]],
      ]);
      expect(people.json().invitations).toEqual([]);
    }
  });

  it("invites a new person by mail; the link creates the account and joins with the role, once", async () => {
    const link = await inviteAndCatchLink("New.Editor@People.example", ROLE.EDITOR);
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toBe("You are invited to Site team");
    expect(mail.text).toContain("owner invited you to join Site team as Editor.");
    expect(mail.text).toContain("Accept the invitation within 7 days:");
    const pending = (await send(viewer, "GET", "/api/config/people")).json().invitations;
    expect(pending).toEqual([
      { id: expect.any(String), email: "new.editor@people.example", roleId: ROLE.EDITOR, createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);

    const guest = new CookieJar();
    const page = await guest.send(server, "team", { method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Join Site team");
    expect(page.body).toContain("Choose your name and a password to create your account.");

    const mismatch = await accept(guest, link, { displayName: "Nia", password: "editor password 2", confirmPassword: "something else" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain("The passwords do not match.");
    const short = await accept(guest, link, { displayName: "Nia", password: "short", confirmPassword: "short" });
    expect(short.body).toContain("Use at least 8 characters.");

    const joined = await accept(guest, link, { displayName: "Nia", password: "editor password 2", confirmPassword: "editor password 2" });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe("/config/");
    const me = await guest.send(server, "team", { method: "GET", url: "/api/config/me" });
    expect(me.json()).toMatchObject({ account: { email: "new.editor@people.example", displayName: "Nia" }, roles: [ROLE.EDITOR] });
    expect((await send(guest, "GET", "/api/config/forms")).statusCode).toBe(200);
    expect((await send(guest, "GET", "/api/config/people")).statusCode).toBe(403);

    const again = await new CookieJar().send(server, "team", { method: "GET", url: link });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain("This invitation has expired or was already used. Ask the site&#x27;s admin to invite you again.");
    const signIn = await signedIn(server, "team", "new.editor@people.example", "editor password 2");
    expect(signIn.get("tsr_session")).toBeTruthy();
  });

  it("lets someone with an account join with their password, and refuses a wrong one", async () => {
    const link = await inviteAndCatchLink(OTHER_OWNER.email, ROLE.STORE_MANAGER);
    const guest = new CookieJar();
    const page = await guest.send(server, "team", { method: "GET", url: link });
    expect(page.body).toContain("Enter the password of your Tessera account to accept.");
    const wrong = await accept(guest, link, { password: "not my password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("The password is incorrect.");
    const joined = await accept(guest, link, { password: OTHER_OWNER.password });
    expect(joined.statusCode).toBe(303);
    const members = (await send(owner, "GET", "/api/config/people")).json().members;
    expect(members.find((m: { email: string }) => m.email === OTHER_OWNER.email).roles).toEqual([ROLE.STORE_MANAGER]);
  });

  it("refuses bad invitations, members, and withdraws a pending one", async () => {
    const bad = await send(owner, "POST", "/api/config/people/invitations", { email: "not-an-address", roleId: ROLE.NONE });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: "Enter a valid email address.", roleId: "Choose one of the roles." });
    const member = await send(owner, "POST", "/api/config/people/invitations", { email: VIEWER.email, roleId: ROLE.EDITOR });
    expect(member.statusCode).toBe(400);
    expect(member.json().errors).toEqual({ email: "This person is already a member of the site." });

    const link = await inviteAndCatchLink("later@people.example", ROLE.REPORTING);
    const replaced = await inviteAndCatchLink("later@people.example", ROLE.BILLING);
    expect((await new CookieJar().send(server, "team", { method: "GET", url: link })).statusCode).toBe(404);
    const pending = (await send(owner, "GET", "/api/config/people")).json().invitations;
    expect(pending.map((i: { email: string; roleId: number }) => [i.email, i.roleId])).toEqual([["later@people.example", ROLE.BILLING]]);

    expect((await send(otherOwner, "DELETE", `/api/config/people/invitations/${pending[0].id}`, undefined, "elsewhere")).statusCode).toBe(404);
    expect((await send(viewer, "DELETE", `/api/config/people/invitations/${pending[0].id}`)).statusCode).toBe(403);
    expect((await send(owner, "DELETE", `/api/config/people/invitations/${pending[0].id}`)).statusCode).toBe(204);
    expect((await new CookieJar().send(server, "team", { method: "GET", url: replaced })).statusCode).toBe(404);
    expect((await new CookieJar().send(server, "team", { method: "GET", url: "/config/invitation/forged" })).statusCode).toBe(404);
  });

  it("expires invitation links after seven days", async () => {
    const link = await inviteAndCatchLink("slow@people.example", ROLE.VIEWER);
    const tokenHash = (
      await server.services.db.selectFrom("invitations").select("tokenHash").where("email", "=", "slow@people.example").executeTakeFirstOrThrow()
    ).tokenHash;
    await server.services.db
      .updateTable("invitations")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tokenHash", "=", tokenHash)
      .execute();
    expect((await new CookieJar().send(server, "team", { method: "GET", url: link })).statusCode).toBe(404);
    expect((await send(owner, "GET", "/api/config/people")).json().invitations.map((i: { email: string }) => i.email)).not.toContain("slow@people.example");
  });

  it("changes roles and removes members, but never the last admin", async () => {
    const people = (await send(owner, "GET", "/api/config/people")).json();
    const ownerId = people.viewerAccountId as string;
    const viewerId = people.members.find((m: { email: string }) => m.email === VIEWER.email).accountId as string;

    const demoteSelf = await send(owner, "PUT", `/api/config/people/${ownerId}/role`, { roleId: ROLE.EDITOR });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error).toBe("A site needs at least one admin. Make someone else an admin first.");
    expect((await send(owner, "DELETE", `/api/config/people/${ownerId}`)).statusCode).toBe(409);

    const promoted = await send(owner, "PUT", `/api/config/people/${viewerId}/role`, { roleId: ROLE.ADMIN });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ email: VIEWER.email, roles: [ROLE.ADMIN] });
    expect((await send(viewer, "GET", "/api/config/site/settings")).statusCode).toBe(200);
    const demoted = await send(viewer, "PUT", `/api/config/people/${viewerId}/role`, { roleId: ROLE.VIEWER });
    expect(demoted.statusCode).toBe(200);
    expect((await send(viewer, "PUT", `/api/config/people/${ownerId}/role`, { roleId: ROLE.VIEWER })).statusCode).toBe(403);

    expect((await send(owner, "PUT", `/api/config/people/${viewerId}/role`, { roleId: 5 })).statusCode).toBe(400);
    expect((await send(otherOwner, "DELETE", `/api/config/people/${viewerId}`, undefined, "elsewhere")).statusCode).toBe(404);
    expect((await send(owner, "DELETE", `/api/config/people/${viewerId}`)).statusCode).toBe(204);
    expect((await send(viewer, "GET", "/api/config/people")).statusCode).toBe(401);
    expect((await send(owner, "DELETE", `/api/config/people/${viewerId}`)).statusCode).toBe(404);
  });
});
