import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { DISQUS_TEXTS } from "../../../domain/comments/disqus";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const POST = "/journal/2026/10/20/how-we-choose-our-beans";
const OWNER = { email: "owner@disqus.example", password: "owner password 1" };

/** The demo site with a Disqus shortname and native comments as asked. */
function siteFile(identifier: string, shortname: string, commentsEnabled = false): string {
  const file = JSON.parse(demoSiteAs(identifier));
  file.website.disqusShortname = shortname;
  file.website.commentsEnabled = commentsEnabled;
  return JSON.stringify(file);
}

describeEachDatabase("comments through Disqus", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), siteFile("disqussed", "harbor-pine"));
    await seedSite(database(), siteFile("plainsite", ""));
    await seedSite(database(), siteFile("nativetoo", "harbor-pine", true));
    await seedSite(database(), siteFile("oddname", "harbor pine/evil"));
    await seedSite(database(), siteFile("ownerset", ""), OWNER);
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (site: string, url: string) => server.request(site, { method: "GET", url });
  const policy = (answer: { headers: Record<string, unknown> }) => String(answer.headers["content-security-policy"]);

  it("shows a post the plain notice and its button, asking nothing of Disqus before the visitor agrees", async () => {
    const answer = await get("disqussed", POST);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain(
      `<section class="tsr-disqus" aria-labelledby="tsr-disqus-heading" data-island="disqus" data-disqus-src="https://harbor-pine.disqus.com" data-disqus-url="http://disqussed.tessera.test${POST}" data-disqus-identifier="`,
    );
    expect(html).toContain(`<p>${DISQUS_TEXTS.notice}</p>`);
    expect(html).toContain(`<button type="button" class="tsr-button tsr-button--outline tsr-disqus__load" hidden="">${DISQUS_TEXTS.load}</button>`);
    expect(html).toContain('<div id="disqus_thread"></div>');
    expect(html).not.toMatch(/<script[^>]*disqus\.com/);
    expect(html).not.toContain("embed.js");
    expect(html).not.toContain("Leave a comment");
  });

  it("lets the post's Content-Security-Policy frame Disqus and reach the shortname's host, on such sites only", async () => {
    const disqussed = policy(await get("disqussed", POST));
    expect(disqussed).toMatch(/frame-src 'self'[^;]* https:\/\/disqus\.com https:\/\/harbor-pine\.disqus\.com/);
    expect(disqussed).toMatch(/connect-src 'self' https:[^;]* https:\/\/harbor-pine\.disqus\.com/);
    for (const site of ["plainsite", "nativetoo", "oddname"]) {
      const answer = await get(site, POST);
      expect(policy(answer), site).not.toContain("disqus");
      expect(answer.body, site).not.toContain("tsr-disqus");
    }
    expect(policy(await get("disqussed", "/about"))).not.toContain("disqus");
  });

  it("marks each post of the blog's list for Disqus's count script, loaded by the same island after consent", async () => {
    const list = (await get("disqussed", "/journal")).body;
    expect(list).toContain('<div hidden="" data-island="disqus" data-disqus-src="https://harbor-pine.disqus.com" data-disqus-counts=""></div>');
    expect(list).toMatch(/<span class="disqus-comment-count" data-disqus-identifier="[0-9a-f]{24}"><\/span>/);
    expect((await get("nativetoo", "/journal")).body).not.toContain("disqus-comment-count");
  });

  it("keeps native comments when the site has them on, whatever its shortname", async () => {
    const html = (await get("nativetoo", POST)).body;
    expect(html).toContain("Leave a comment");
  });

  it("lets the owner set the shortname in the general settings, refusing one Disqus would not issue", async () => {
    const owner = await signedIn(server, "ownerset", OWNER.email, OWNER.password);
    const send = (body?: unknown) =>
      owner.send(server, "ownerset", {
        method: body === undefined ? "GET" : "PUT",
        url: "/api/config/site/settings",
        headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const { siteAddress: _address, ...settings } = (await send()).json();
    expect(settings.disqusShortname).toBe("");
    expect((await get("ownerset", POST)).body).not.toContain("tsr-disqus");

    for (const bad of ["harbor pine", "https://harbor-pine.disqus.com", "-harbor", "x".repeat(101)]) {
      const refused = await send({ ...settings, disqusShortname: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors, bad).toEqual({
        disqusShortname:
          bad.length > 100
            ? "Disqus shortname must be at most 100 characters."
            : "Disqus shortname must be the shortname Disqus gave your site: letters, digits and hyphens, starting with a letter or digit, such as corner-coffee.",
      });
    }
    expect((await get("ownerset", POST)).body).not.toContain("tsr-disqus");

    const saved = await send({ ...settings, disqusShortname: " Harbor-Pine " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().disqusShortname).toBe("Harbor-Pine");
    const html = (await get("ownerset", POST)).body;
    expect(html).toContain('data-island="disqus" data-disqus-src="https://harbor-pine.disqus.com"');
    expect(html).toContain(`<button type="button" class="tsr-button tsr-button--outline tsr-disqus__load" hidden="">${DISQUS_TEXTS.load}</button>`);
    expect(html).not.toMatch(/<script[^>]*disqus\.com/);
    expect(policy(await get("ownerset", POST))).toContain("https://harbor-pine.disqus.com");

    expect((await send({ ...settings, disqusShortname: "" })).statusCode).toBe(200);
    expect((await get("ownerset", POST)).body).not.toContain("tsr-disqus");
  });
});
