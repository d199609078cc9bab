/** The listings sitePages reads (blogListingRepository), checked against a scan of every post; here since the test writes through pages and siteFormat. */
import { beforeAll, expect, it } from "vitest";
import type { KyselyPlugin } from "kysely";
import type { Db } from "../../../db/database";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { calendarMonthOf, listingTermsOf, tagMatchesSlug } from "../../../domain/blogListings";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { BLOG_PAGE_SIZE } from "../../../domain/listingPages";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { exportedSite, seedSite } from "../../testing/testServer";
import { pagesRepository } from "../pages/pagesRepository";
import { PostsService } from "../pages/postsService";
import { down as dropListingTables, up as makeListingTables } from "../../../db/migrations/1160_item_listing_terms";
import { importSite } from "../siteFormat/siteFile";
import { websitesRepository } from "../sites/websitesRepository";
import type { Website } from "../sites/websiteRecord";
import { blogListingRepository, type PostsListing } from "../content/blogListingRepository";
import { itemFromRow, type Collection, type Item } from "../content/contentRecords";
import { contentRepository } from "../content/contentRepository";
import { isItemLive } from "../content/liveItems";

const NOW = new Date("2026-11-01T12:00:00.000Z");
const clock: Clock = { now: () => NOW };
const ZONE = "Europe/Paris";
const POSTS = 300;
const OWNER = { email: "ada@listings.example", password: "owner password 1" };

/** A post's publish time in the site file (UTC): one a day back from 2026-10-31; post 1 at 23:30 on 31 October, 1 November in Paris. */
function publishOnOf(n: number): string {
  return n === 1 ? "2026-10-31T23:30:00.000Z" : new Date(Date.UTC(2026, 9, 31 - n, 9)).toISOString();
}

/** The id of post `n` of the blog (of a second site's blog past `base`). */
const postId = (n: number, base = 0x200000) => (base + n).toString(16).padStart(24, "0");

/** Publish times an owner gave with an offset, the same moments as the site file's. */
const OFFSET_TIMES: Record<number, string> = { 1: "2026-11-01T00:30:00+01:00", 3: "2026-10-28T14:00:00+05:00" };

/** The demo's blog with POSTS posts of mixed tags, categories and states, on a site in Paris. */
function listingsSite(identifier: string, base?: number): string {
  const text = JSON.parse(demoSiteAs(identifier));
  text.website.timeZone = ZONE;
  const blog = text.collections[2];
  const [template] = blog.items;
  blog.items = Array.from({ length: POSTS }, (_, n) => ({
    ...template,
    id: postId(n, base),
    title: `Post ${n}`,
    urlSlug: `post-${n}`,
    publishOn: publishOnOf(n),
    publishState: n === 5 || n === 7 ? PUBLISH_STATE.SCHEDULED : n === 9 ? PUBLISH_STATE.DRAFT : PUBLISH_STATE.PUBLISHED,
    ...(n === 7 ? { publishOn: "2026-11-30T09:00:00.000Z" } : {}),
    tags: [n % 3 === 0 ? "Travel Tips" : "home", ...(n % 5 === 0 ? ["travel tips"] : []), ...(n % 7 === 0 ? ["Été"] : [])],
    categories: n % 4 === 0 ? ["News"] : [],
  }));
  return JSON.stringify(text);
}

/** The slug listings tried on every engine, each against what a scan of every post finds. */
const SLUG_LISTINGS: PostsListing[] = [
  { kind: "tag", slug: "travel-tips" },
  { kind: "tag", slug: "home" },
  { kind: "tag", slug: "ete" },
  { kind: "tag", slug: "summer" },
  { kind: "category", slug: "news" },
  { kind: "category", slug: "travel-tips" },
  { kind: "month", year: 2026, month: 11 },
  { kind: "month", year: 2026, month: 10 },
  { kind: "month", year: 2026, month: 2 },
  { kind: "year", year: 2026 },
  { kind: "year", year: 2025 },
];

/** Whether a post belongs to a listing, by reading it whole as the listings once did. */
function inListing(post: Item, listing: PostsListing): boolean {
  if (listing.kind === "author") return post.authorId === listing.authorId;
  if ("slug" in listing) return (listing.kind === "tag" ? post.tags : post.categories).some((name) => tagMatchesSlug(name, listing.slug));
  const at = calendarMonthOf(post.publishOn ?? post.createdAt, ZONE);
  return at.year === listing.year && (listing.kind === "year" || at.month === listing.month);
}

describeOnEveryEngine("a blog's listings read in SQL", (database) => {
  let db: Db;
  let website: Website;
  let blog: Collection;
  let ownerId: string;

  const load = async (identifier: string) => {
    website = (await websitesRepository.findByIdentifier(db, identifier))!;
    blog = (await contentRepository.listCollections(db, website.id)).find((c) => c.urlSlug === "journal")!;
  };

  /** Every page of a listing as the blog shows them, each with whether it said there is an older one. */
  const pagesOf = async (listing: PostsListing, liveAt: Date | null = NOW) => {
    const pages: { ids: string[]; hasOlder: boolean }[] = [];
    for (let offset = 0; ; offset += BLOG_PAGE_SIZE) {
      const rows = await blogListingRepository.listingPage(db, website.id, blog.id, listing, liveAt, ZONE, offset, BLOG_PAGE_SIZE + 1);
      if (rows.length === 0 && offset > 0) return pages;
      pages.push({ ids: rows.slice(0, BLOG_PAGE_SIZE).map((post) => post.id), hasOlder: rows.length > BLOG_PAGE_SIZE });
      if (rows.length <= BLOG_PAGE_SIZE) return pages;
    }
  };

  const expectSameAsScan = async (listings: PostsListing[]) => {
    const all = await contentRepository.listItems(db, website.id, blog.id);
    for (const listing of listings) {
      const expected = all.filter((post) => isItemLive(post, NOW) && inListing(post, listing)).map((post) => post.id);
      const pages = await pagesOf(listing);
      expect(
        pages.flatMap((page) => page.ids),
        JSON.stringify(listing),
      ).toEqual(expected);
      expect(
        pages.map((page) => page.hasOlder),
        JSON.stringify(listing),
      ).toEqual(pages.map((_, index) => index < pages.length - 1));
    }
  };

  beforeAll(async () => {
    db = database().db;
    await seedSite(database(), listingsSite("listings"), OWNER);
    await load("listings");
    ownerId = (await db.selectFrom("accounts").select("id").where("email", "=", OWNER.email).executeTakeFirstOrThrow()).id;
    const posts = new PostsService(db, clock);
    for (const n of [0, 3, 4, 250]) await posts.update(website, postId(n), { authorId: ownerId }, ownerId, true);
    for (const [n, publishOn] of Object.entries(OFFSET_TIMES)) await posts.update(website, postId(Number(n)), { publishOn }, ownerId, true);
  });

  it("gives each tag, category, month and year the posts a scan of every post gives, page by page, with has-older", async () => {
    await expectSameAsScan(SLUG_LISTINGS);
    const november = await pagesOf({ kind: "month", year: 2026, month: 11 });
    expect(november).toEqual([{ ids: [postId(1)], hasOlder: false }]);
    const travel = await pagesOf({ kind: "tag", slug: "travel-tips" });
    expect(travel.length).toBeGreaterThan(2);
  });

  it("lists an author's posts by the author's id, and leaves out drafts and posts scheduled for later but not a due one", async () => {
    await expectSameAsScan([{ kind: "author", authorId: ownerId }]);
    const year = (await pagesOf({ kind: "year", year: 2026 })).flatMap((page) => page.ids);
    expect(year).toContain(postId(5));
    expect(year).not.toContain(postId(7));
    expect(year).not.toContain(postId(9));
    const preview = (await pagesOf({ kind: "year", year: 2026 }, null)).flatMap((page) => page.ids);
    expect(preview).toEqual(expect.arrayContaining([postId(7), postId(9)]));
  });

  it("names a tag's listing as its newest live post spells it, and none past its posts", async () => {
    expect(await blogListingRepository.termName(db, website.id, blog.id, "tag", "travel-tips", NOW)).toBe("Travel Tips");
    expect(await blogListingRepository.termName(db, website.id, blog.id, "tag", "ete", NOW)).toBe("Été");
    expect(await blogListingRepository.termName(db, website.id, blog.id, "category", "news", NOW)).toBe("News");
    expect(await blogListingRepository.termName(db, website.id, blog.id, "tag", "nowhere", NOW)).toBeNull();
  });

  it("reads at most one more post than a page, of a blog of 300 posts", async () => {
    const counts: number[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counts.push(args.result.rows.length);
        return args.result;
      },
    };
    const counted = db.withPlugin(counting);
    for (const listing of SLUG_LISTINGS) {
      counts.length = 0;
      await blogListingRepository.listingPage(counted, website.id, blog.id, listing, NOW, ZONE, 0, BLOG_PAGE_SIZE + 1);
      expect(counts.length).toBe(1);
      expect(counts[0]).toBeLessThanOrEqual(BLOG_PAGE_SIZE + 1);
    }
  });

  it("follows a post's edited tags and a renamed tag", async () => {
    const posts = new PostsService(db, clock);
    await posts.update(website, postId(2), { tags: ["Été", "Brand New"], categories: ["News"] }, ownerId, true);
    await posts.changeTag(blog, "tag", "Été", "Summer");
    await load("listings");
    expect(await pagesOf({ kind: "tag", slug: "ete" })).toEqual([{ ids: [], hasOlder: false }]);
    expect((await pagesOf({ kind: "tag", slug: "brand-new" }))[0]!.ids).toEqual([postId(2)]);
    await expectSameAsScan([...SLUG_LISTINGS, { kind: "tag", slug: "brand-new" }]);
    expect(await blogListingRepository.termName(db, website.id, blog.id, "tag", "summer", NOW)).toBe("Summer");
  });

  it("keeps a post's terms those of its stored tags when two editors change them at once", async () => {
    const posts = new PostsService(db, clock);
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        posts.update(website, postId(10), { tags: ["Alpha", "Delta"] }, ownerId, true),
        posts.update(website, postId(10), { tags: ["Beta", "Gamma"], categories: ["Alpha"] }, ownerId, true),
      ]);
      const stored = itemFromRow((await pagesRepository.findItem(db, website.id, postId(10)))!);
      const terms = await db.selectFrom("itemTerms").select(["kind", "slug", "name"]).where("itemId", "=", postId(10)).execute();
      expect(terms.sort((a, b) => `${a.kind}${a.slug}`.localeCompare(`${b.kind}${b.slug}`))).toEqual(
        listingTermsOf(stored.tags, stored.categories).sort((a, b) => `${a.kind}${a.slug}`.localeCompare(`${b.kind}${b.slug}`)),
      );
    }
  });

  it("gives the same listings after a site is imported, and imported again over itself", async () => {
    await seedSite(database(), listingsSite("imported", 0x300000));
    await load("imported");
    await expectSameAsScan(SLUG_LISTINGS);
    await importSite(db, clock, await exportedSite(database(), "imported"));
    await load("imported");
    await expectSameAsScan(SLUG_LISTINGS);
    await load("listings");
  });

  it("fills the terms and moments of the items there are when migration 1160 runs", async () => {
    const raw = db.withoutPlugins();
    await dropListingTables(raw);
    await makeListingTables(raw);
    await expectSameAsScan([...SLUG_LISTINGS, { kind: "author", authorId: ownerId }]);
  });
});
