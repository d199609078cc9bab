import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

describeEachDatabase("the demo's Blocks page", (database) => {
  let server: TestServer;
  const get = (url: string) => server.request("roast", { method: "GET", url });

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("roast", "Harbor & Pine Coffee"), { email: "owner@roast.example", password: "owner password 1" });
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  it("shows the menu, member pricing, chart, social links, follow, share, shape, summary, marquee, map, archive, tag cloud, posts by tag, category and month, embed, logo, navigation, link and confirm button blocks, out of the main navigation and linked from About", async () => {
    const page = await get("/blocks");
    expect(page.statusCode).toBe(200);
    for (const root of [
      'class="tsr-menu"',
      'class="tsr-pricing"',
      'class="tsr-chart"',
      'class="tsr-social-icon"',
      'class="tsr-follow"',
      'class="tsr-share"',
      'class="tsr-tooltip"',
    ]) {
      expect(page.body).toContain(root);
    }
    expect(page.body).toContain(">Blocks on this site</h1>");
    expect(page.body).toContain('class="tsr-shape__text"');
    expect(page.body).toContain("Cardamom buns at six");
    expect(page.body).toContain('<a class="tsr-summary__link" href="/journal/2026/10/20/how-we-choose-our-beans">');
    expect(page.body).toContain('<a class="tsr-summary__link" href="/shop/harbor-blend">');
    expect(page.body).toContain("Leave Harbor &amp; Pine for our wholesale partner&#x27;s shop?");
    for (const block of ["map", "archive", "tag-cloud", "posts-by-tag", "posts-by-category", "posts-by-month", "embed", "logo", "navigation", "link"])
      expect(page.body).toContain(`tsr-block--${block}`);
    expect(page.body).toContain("12 Water Street");
    expect(page.body).toContain('aria-label="Site pages"');
    expect(page.body).not.toMatch(/<iframe[^>]*youtube/);
    const navigation = /<nav[^>]*tsr-site-nav[\s\S]*?<\/nav>/.exec(page.body)?.[0];
    expect(navigation).toContain('href="/about"');
    expect(navigation).not.toContain('href="/blocks"');
    const about = await get("/about");
    expect(about.body).toContain('<a href="/blocks">the blocks it is built from</a>');
  });
});
