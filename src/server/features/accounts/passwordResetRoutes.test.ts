import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { linkRequestedMessage } from "./PasswordResetPages";
import { RESET_LINK_GONE_MESSAGE } from "./passwordResets";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const EDITOR = { email: "eda@reset.example", password: "eda's first password", roleId: ROLE.EDITOR };

/** The text a person reads in a page's HTML: tags dropped, entities the pages use turned back. */
const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describeOnEveryEngine("forgotten passwords", (database) => {
  let server: TestServer;
  let now = new Date("2026-05-04T10:00:00.000Z");
  let address = 1;

  beforeAll(async () => {
    await seedSite(database(), onePageSite("reset", []), EDITOR);
    await seedSite(database(), onePageSite("reset-other", []), { email: "stranger@reset.example", password: "a stranger's password" });
    server = await createTestServer(database(), { clock: { now: () => now } });
  });
  afterAll(() => server.close());

  /** Each call from its own address, so the per-address limit is only met where a test means to. */
  const post = async (jar: CookieJar, url: string, fields: Record<string, string>, remoteAddress = `10.0.0.${address++}`) => {
    await jar.send(server, "reset", { method: "GET", url: "/config/forgot-password", remoteAddress });
    return jar.send(server, "reset", {
      method: "POST",
      url,
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb")! }).toString(),
    });
  };
  const resetMails = () => database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", "password-reset").orderBy("createdAt").orderBy("id").execute();
  const linkOf = (text: string) => new URL(/(http:\/\/\S+\/config\/reset-password\/\S+)/.exec(text)![1]!).pathname;
  const askForLink = async (email: string) => {
    const before = (await resetMails()).length;
    const answer = await post(new CookieJar(), "/config/forgot-password", { email });
    const mails = await resetMails();
    return { answer, mail: mails.length > before ? mails.at(-1)! : null };
  };

  it("links 'Forgot password?' from the sign-in page and answers the same words whether or not the address has an account here", async () => {
    const signIn = await server.request("reset", { method: "GET", url: "/config" });
    expect(signIn.body).toMatch(/<a href="\/config\/forgot-password">Forgot password\?<\/a>/);
    const form = await server.request("reset", { method: "GET", url: "/config/forgot-password" });
    expect(shown(form.body)).toContain("Enter the email address you sign in to Site reset with.");

    const known = await askForLink(" EDA@reset.example ");
    const unknown = await askForLink("nobody@reset.example");
    const otherSite = await askForLink("stranger@reset.example");
    for (const [answer, email] of [
      [known.answer, " EDA@reset.example "],
      [unknown.answer, "nobody@reset.example"],
      [otherSite.answer, "stranger@reset.example"],
    ] as const) {
      expect(answer.statusCode).toBe(200);
      expect(shown(answer.body)).toContain(linkRequestedMessage(email.trim()));
    }
    expect(unknown.mail).toBeNull();
    expect(otherSite.mail).toBeNull();
    expect(known.mail).toMatchObject({ toAddress: EDITOR.email, subject: "Choose a new password for Site reset" });
    expect(known.mail!.textBody).toContain("It works once");
    const stored = await database().db.selectFrom("passwordResets").select("tokenHash").execute();
    expect(stored.some((row) => known.mail!.textBody.includes(row.tokenHash))).toBe(false);
  });

  it("sets a new password once through the link, under the password rules, ending every old session", async () => {
    const oldSession = await signedIn(server, "reset", EDITOR.email, EDITOR.password);
    expect((await oldSession.send(server, "reset", { method: "GET", url: "/api/config/me" })).statusCode).toBe(200);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    const { mail } = await askForLink(EDITOR.email);
    const link = linkOf(mail!.textBody);
    const page = await server.request("reset", { method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(shown(page.body)).toContain("Choose a new password");

    const short = await post(new CookieJar(), link, { password: "short", confirmPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(shown(short.body)).toContain("Use at least 8 characters.");
    const mismatch = await post(new CookieJar(), link, { password: "a brand new password", confirmPassword: "another one" });
    expect(shown(mismatch.body)).toContain("The passwords do not match.");

    const browser = new CookieJar();
    const done = await post(browser, link, { password: "a brand new password", confirmPassword: "a brand new password" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/config/");
    expect((await browser.send(server, "reset", { method: "GET", url: "/api/config/me" })).json().account.email).toBe(EDITOR.email);
    expect((await oldSession.send(server, "reset", { method: "GET", url: "/api/config/me" })).statusCode).toBe(401);
    expect(
      (await (await signedIn(server, "reset", EDITOR.email, EDITOR.password)).send(server, "reset", { method: "GET", url: "/api/config/me" })).statusCode,
    ).toBe(401);
    expect(
      (await (await signedIn(server, "reset", EDITOR.email, "a brand new password")).send(server, "reset", { method: "GET", url: "/api/config/me" }))
        .statusCode,
    ).toBe(200);

    const again = await post(new CookieJar(), link, { password: "yet another password", confirmPassword: "yet another password" });
    expect(again.statusCode).toBe(404);
    expect(shown(again.body)).toContain(RESET_LINK_GONE_MESSAGE);
    expect((await server.request("reset", { method: "GET", url: link })).statusCode).toBe(404);
  });

  it("lets one of two requests using the same link at once set the password; the other finds it used", async () => {
    now = new Date(now.getTime() + 61 * 60 * 1000);
    const link = linkOf((await askForLink(EDITOR.email)).mail!.textBody);
    const answers = await Promise.all(
      ["first racing password", "second racing password"].map((password) => post(new CookieJar(), link, { password, confirmPassword: password })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 404]);
    const winner = answers[0]!.statusCode === 303 ? "first racing password" : "second racing password";
    expect((await (await signedIn(server, "reset", EDITOR.email, winner)).send(server, "reset", { method: "GET", url: "/api/config/me" })).statusCode).toBe(
      200,
    );
    const row = await database().db.selectFrom("passwordResets").select("usedAt").orderBy("createdAt", "desc").executeTakeFirstOrThrow();
    expect(row.usedAt).toBe(now.toISOString());
  });

  it("lets a link expire after an hour, sends an account at most three links an hour, and limits each address like sign-in", async () => {
    now = new Date(now.getTime() + 61 * 60 * 1000);
    const link = linkOf((await askForLink(EDITOR.email)).mail!.textBody);
    now = new Date(now.getTime() + 60 * 60 * 1000 + 1);
    const expired = await server.request("reset", { method: "GET", url: link });
    expect(expired.statusCode).toBe(404);
    expect(shown(expired.body)).toContain(RESET_LINK_GONE_MESSAGE);
    expect(expired.body).toContain('href="/config/forgot-password"');

    const asked = [];
    for (let i = 0; i < 5; i++) asked.push(await askForLink(EDITOR.email));
    expect(asked.filter((each) => each.mail !== null)).toHaveLength(3);
    expect(new Set(asked.map((each) => shown(each.answer.body).includes(linkRequestedMessage(EDITOR.email))))).toEqual(new Set([true]));

    const jar = new CookieJar();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await post(jar, "/config/forgot-password", { email: "nobody@reset.example" }, "10.9.9.9"));
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.headers["retry-after"]).toBeDefined();
    expect(shown(answers[10]!.body)).toContain("Too many attempts. Please wait a few minutes and try again.");
  });
});
