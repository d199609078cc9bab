import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { BLOG_PAGE_SIZE } from "../../../domain/listingPages";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const clock: Clock = { now: () => new Date("2026-11-01T12:00:00.000Z") };
/** Live posts of the blog: the posts below, one a day back from 2026-10-31, "travel" on every third. */
const LIVE = 45;

/** The demo's blog with LIVE live posts, a due scheduled one among them, a draft and one scheduled for later. */
function pagedSite(): string {
  const text = JSON.parse(demoSiteAs("paged"));
  const blog = text.collections[2];
  const [template] = blog.items;
  const post = (n: number, extra: Record<string, unknown> = {}) => ({
    ...template,
    id: (0x100000 + n).toString(16).padStart(24, "0"),
    title: `Post ${n}`,
    urlSlug: `post-${n}`,
    publishOn: new Date(Date.UTC(2026, 9, 31 - n, 9)).toISOString(),
    tags: n % 3 === 0 ? ["travel"] : ["home"],
    ...extra,
  });
  blog.items = [
    ...Array.from({ length: LIVE }, (_, n) => post(n, n === 5 ? { publishState: PUBLISH_STATE.SCHEDULED } : {})),
    post(LIVE, { publishState: PUBLISH_STATE.DRAFT, title: "Draft post", publishOn: "2026-10-31T10:00:00.000Z" }),
    post(LIVE + 1, { publishState: PUBLISH_STATE.SCHEDULED, title: "Later post", publishOn: "2026-11-30T10:00:00.000Z" }),
  ];
  return JSON.stringify(text);
}

const titles = (html: string) => [...html.matchAll(/<h2><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
const pagerOf = (html: string) => /<nav class="tsr-pager"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? "";
/** The head's feed and canonical links. */
const headLinks = (html: string) => [...(/<head>(.*?)<\/head>/s.exec(html)?.[1] ?? "").matchAll(/<link rel="(?:alternate|canonical)"[^>]*>/g)].map((m) => m[0]);
const postTitles = (numbers: number[]) => numbers.map((n) => `Post ${n}`);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describeEachDatabase("a blog's list, page by page", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), pagedSite());
    server = await createTestServer(database(), { clock });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.request("paged", { method: "GET", url });

  it("shows the newest posts first, a page at a time, with links to older and newer posts", async () => {
    const first = await get("/journal");
    expect(first.statusCode).toBe(200);
    expect(titles(first.body)).toEqual(postTitles(range(0, BLOG_PAGE_SIZE)));
    expect(pagerOf(first.body)).toBe('<a href="/journal/page/2" rel="next">Older posts</a>');

    const second = await get("/journal/page/2");
    expect(titles(second.body)).toEqual(postTitles(range(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE)));
    expect(pagerOf(second.body)).toBe('<a href="/journal" rel="prev">Newer posts</a><a href="/journal/page/3" rel="next">Older posts</a>');
    expect(second.body).toContain("<title>Journal, page 2 — ");

    const last = await get("/journal/page/3");
    expect(titles(last.body)).toEqual(postTitles(range(2 * BLOG_PAGE_SIZE, LIVE)));
    expect(pagerOf(last.body)).toBe('<a href="/journal/page/2" rel="prev">Newer posts</a>');
    expect([first, second, last].some((page) => /Draft post|Later post/.test(page.body))).toBe(false);
  });

  it("answers not found past the last page, and for page 1 under a second address", async () => {
    for (const url of ["/journal/page/4", "/journal/page/1", "/journal/page/0", "/journal/tag/travel/page/2"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("pages a tag's listing and a month's listing the same way", async () => {
    const travel = range(0, LIVE).filter((n) => n % 3 === 0);
    const tag = await get("/journal/tag/travel");
    expect(titles(tag.body)).toEqual(postTitles(travel));
    expect(pagerOf(tag.body)).toBe("");

    const october = range(0, 31);
    const month = await get("/journal/2026/10");
    expect(titles(month.body)).toEqual(postTitles(october.slice(0, BLOG_PAGE_SIZE)));
    expect(pagerOf(month.body)).toBe('<a href="/journal/2026/10/page/2" rel="next">Older posts</a>');
    const monthSecond = await get("/journal/2026/10/page/2");
    expect(titles(monthSecond.body)).toEqual(postTitles(october.slice(BLOG_PAGE_SIZE)));
    expect(pagerOf(monthSecond.body)).toBe('<a href="/journal/2026/10" rel="prev">Newer posts</a>');
  });

  it("gives a tag's listing its own title and heading, links its own feeds and its canonical address on every page", async () => {
    const tag = await get("/journal/tag/home");
    expect(tag.body).toContain("<title>Posts tagged “home” — Journal — Demo paged</title>");
    expect(tag.body).toContain("<h1>Posts tagged “home”</h1>");
    expect(headLinks(tag.body)).toEqual([
      '<link rel="alternate" href="/journal/tag/home/rss.xml" type="application/rss+xml" title="Posts tagged “home” — Journal (RSS)"/>',
      '<link rel="alternate" href="/journal/tag/home/atom.xml" type="application/atom+xml" title="Posts tagged “home” — Journal (Atom)"/>',
      '<link rel="canonical" href="http://paged.tessera.test/journal/tag/home"/>',
    ]);
    expect(pagerOf(tag.body)).toBe('<a href="/journal/tag/home/page/2" rel="next">Older posts</a>');

    const second = await get("/journal/tag/home/page/2");
    expect(second.body).toContain("<title>Posts tagged “home”, page 2 — Journal — Demo paged</title>");
    expect(headLinks(second.body)).toContain('<link rel="canonical" href="http://paged.tessera.test/journal/tag/home/page/2"/>');
    expect(headLinks(second.body)).toContain(
      '<link rel="alternate" href="/journal/tag/home/rss.xml" type="application/rss+xml" title="Posts tagged “home” — Journal (RSS)"/>',
    );
  });

  it("links the blog's own feeds from its list and its posts, and none from a month's listing", async () => {
    const blogFeeds = [
      '<link rel="alternate" href="/journal/rss.xml" type="application/rss+xml" title="Journal (RSS)"/>',
      '<link rel="alternate" href="/journal/atom.xml" type="application/atom+xml" title="Journal (Atom)"/>',
    ];
    const feedLinks = (html: string) => headLinks(html).filter((link) => link.startsWith('<link rel="alternate"'));
    const canonical = (path: string) => `<link rel="canonical" href="http://paged.tessera.test${path}"/>`;
    expect(headLinks((await get("/journal")).body)).toEqual([...blogFeeds, canonical("/journal")]);
    expect(headLinks((await get("/journal/page/2")).body)).toEqual([...blogFeeds, canonical("/journal/page/2")]);
    const list = (await get("/journal")).body;
    const postPath = /<h2><a href="([^"]+)">/.exec(list)![1]!;
    const post = await get(postPath);
    expect(post.statusCode).toBe(200);
    expect(feedLinks(post.body)).toEqual(blogFeeds);
    expect(headLinks((await get("/journal/2026/10")).body)).toEqual([canonical("/journal/2026/10")]);
  });

  it("heads a listing with its tag or month, and answers not found for a tag, category or author no live post carries", async () => {
    expect((await get("/journal/tag/travel")).body).toContain("Posts tagged “travel”");
    expect((await get("/journal/2026/10/page/2")).body).toContain("Posts from October 2026");
    for (const url of ["/journal/tag/nowhere", "/journal/category/nothing", "/journal/author/nobody", "/journal/2026/12/page/2"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
