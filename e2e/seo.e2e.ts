// An owner gives a post a search title and description in its settings and watches the search
// result and shared link previews follow, on a desktop and a phone; visitors' pages then carry the
// canonical address, the shared link tags and the post's structured data, and the site answers
// its robots.txt and sitemap.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors } from "./harness/checks";
import { openJourney, type Journey } from "./harness/journey";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const POST = "How we choose our beans";
const SEARCH_TITLE = "Choosing coffee beans at Harbor & Pine";
const SEARCH_DESCRIPTION = "How we taste, score and buy the lots we roast.";

let journey: Journey;
let journalId: string;

beforeAll(async () => {
  journey = await openJourney();
  const owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  const tree = (await owner.send("GET", "/api/config/pages")).json();
  const pages = tree.navigations.flatMap((navigation: { pages: { id: string; urlSlug: string }[] }) => navigation.pages);
  journalId = pages.find((page: { urlSlug: string }) => page.urlSlug === "journal").id;
});

afterAll(async () => {
  await journey?.close();
});

describe("search engines and shared links", () => {
  test("a post's SEO fields show in their previews at desktop and phone width, and its page's head carries them", async () => {
    const { server } = journey;
    const owner = await journey.newPage();
    const page = owner.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, server.siteUrl("demo", `/config/blogs/${journalId}`), server.demoOwner);
    await page.getByRole("heading", { name: "Journal", level: 1 }).waitFor();
    await page.getByRole("button", { name: `Actions for ${POST}` }).click();
    await page.getByRole("menuitem", { name: "Settings…" }).click();
    const settings = page.getByRole("dialog", { name: "Post settings" });
    const search = settings.getByRole("figure", { name: "Search result preview" });
    const card = settings.getByRole("figure", { name: "Shared link preview" });
    expect(await search.locator(".seo-preview__title").innerText()).toBe(`${POST} — Harbor & Pine Coffee`);

    await settings.getByRole("textbox", { name: "Search title" }).fill(SEARCH_TITLE);
    await settings.getByRole("textbox", { name: "Search description" }).fill(SEARCH_DESCRIPTION);
    expect(await search.locator(".seo-preview__title").innerText()).toBe(SEARCH_TITLE);
    expect(await search.locator(".seo-preview__description").innerText()).toBe(SEARCH_DESCRIPTION);
    expect(await card.locator(".seo-preview__title").innerText()).toBe(SEARCH_TITLE);
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-post-settings-desktop");

    await page.setViewportSize({ width: 390, height: 844 });
    const hide = settings.locator("label").filter({ hasText: /^Hide from search engines$/ });
    await hide.click();
    expect(await settings.getByRole("checkbox", { name: "Hide from search engines" }).isChecked()).toBe(true);
    expect(await search.innerText()).toContain("Hidden: search engines leave this page out.");
    await search.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, "seo-post-settings-phone");
    await hide.click();
    await settings.getByRole("button", { name: "Save" }).click();
    await page.getByText("Post saved.").waitFor();
    expectNoConsoleErrors(owner, "the post's settings");

    const visitor = await journey.newPage();
    await visitor.page.goto(server.siteUrl("demo", "/journal"));
    const readMore = visitor.page.locator("a.tsr-read-more").filter({ hasText: POST });
    // The text search engines read names the post; the title is there but hidden from sight.
    expect(await readMore.textContent()).toBe(`Read more: ${POST}`);
    expect(await readMore.locator(".tsr-visually-hidden").boundingBox()).toMatchObject({ width: 1, height: 1 });
    await readMore.click();
    await visitor.page.getByRole("heading", { name: POST, level: 1 }).waitFor();
    const head = visitor.page.locator("head");
    expect(await visitor.page.title()).toBe(SEARCH_TITLE);
    expect(await head.locator('link[rel="canonical"]').getAttribute("href")).toBe(visitor.page.url());
    expect(await head.locator('meta[property="og:title"]').getAttribute("content")).toBe(SEARCH_TITLE);
    expect(await head.locator('meta[name="description"]').getAttribute("content")).toBe(SEARCH_DESCRIPTION);
    expect(await head.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await head.locator('meta[name="robots"]').count()).toBe(0);
    const structured = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(structured.map((thing) => thing["@type"])).toEqual(["BreadcrumbList", "BlogPosting"]);
    expect(structured[1]).toMatchObject({ headline: POST, url: visitor.page.url(), description: SEARCH_DESCRIPTION });
    expectNoConsoleErrors(visitor, "the post");
  });

  test("the site answers its robots.txt naming its sitemap, which lists the post", async () => {
    const visitor = await journey.newPage();
    const robots = await visitor.page.goto(journey.server.siteUrl("demo", "/robots.txt"));
    const text = await robots!.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain(`Sitemap: ${journey.server.siteUrl("demo", "/sitemap.xml")}`);
    const sitemap = await visitor.page.goto(journey.server.siteUrl("demo", "/sitemap.xml"));
    expect(sitemap!.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemap!.text()).toContain(journey.server.siteUrl("demo", "/journal"));
  });
});
