import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { demoSiteAs, demoSiteText } from "../../testing/siteFiles";
import { BLOCK_SCHEMAS } from "../../../blocks/schemaRegistry";

describeEachDatabase("the demo's Blocks page", (database) => {
  let server: TestServer;
  const get = (url: string) => server.request("roast", { method: "GET", url });

  beforeAll(async () => {
    await seedSite(database(), demoSiteAs("roast", "Harbor & Pine Coffee"), { email: "owner@roast.example", password: "owner password 1" });
    server = await createTestServer(database(), { clock: { now: () => new Date("2026-11-25T09:00:00.000Z") } });
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
    for (const block of ["map", "archive", "tag-cloud", "posts-by-tag", "posts-by-category", "posts-by-month", "embed", "logo", "navigation", "link", "search"])
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

  it("shows the calendar, tour dates, audio, album, collection link, RSS, posts by author, comments and booking blocks on More blocks, linked from Blocks and out of the main navigation", async () => {
    const page = await get("/more-blocks");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(">More blocks</h1>");
    for (const block of [
      "calendar",
      "tour-dates",
      "audio",
      "album",
      "collection-link",
      "rss",
      "posts-by-author",
      "opentable",
      "reservation-widget",
      "tock",
      "acuity",
      "video",
      "product",
      "horizontal-rule",
      "code",
      "comments",
    ])
      expect(page.body).toContain(`tsr-block--${block}`);
    expect(page.body).toMatch(
      /<td data-date="2026-12-05" class="tsr-calendar__day tsr-calendar__day--events">[\s\S]*?<a href="\/events\/public-cupping-winter-lots">/,
    );
    expect(page.body).toContain(
      '<a href="/events/latte-art-for-beginners">Latte art for beginners</a><span class="tsr-tour-dates__place">Harbor &amp; Pine café</span>',
    );
    expect(page.body).toMatch(/<audio class="tsr-audio__player" src="\/s\/64f1a0c2b3d4e5f6a7b8c907\/morning-roast\.wav"/);
    expect(page.body).toContain("Harbor waltz");
    expect(page.body).toContain('<a class="tsr-rss__link" href="/journal/rss.xml" type="application/rss+xml">');
    expect(page.body).toContain("Notes from the roastery: sourcing trips, brewing guides and news.");
    expect(page.body).toContain("Book a wholesale tasting");
    expect(page.body).toContain("&lt;p class=&quot;opening-hours&quot;&gt;Open daily, 7 to 4&lt;/p&gt;");
    expect(page.body).not.toContain("tsr-block-missing");
    const navigation = /<nav[^>]*tsr-site-nav[\s\S]*?<\/nav>/.exec(page.body)?.[0];
    expect(navigation).not.toContain('href="/more-blocks"');
    expect(navigation).not.toContain('href="/events"');
    expect((await get("/blocks")).body).toContain('<a href="/more-blocks">more blocks</a>');
    const events = await get("/events");
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain("Roastery open day");
  });

  it("puts every block type Tessera offers on a demo page", async () => {
    const used = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== "object") return;
      const record = value as Record<string, unknown>;
      if (typeof record.type === "string" && "settings" in record) used.add(record.type);
      Object.values(record).forEach(walk);
    };
    walk(JSON.parse(demoSiteText()));
    expect(BLOCK_SCHEMAS.map((schema) => schema.type).filter((type) => !used.has(type))).toEqual([]);
  });
});
