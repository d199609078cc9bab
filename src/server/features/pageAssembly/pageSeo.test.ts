import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

const clock: Clock = { now: () => new Date("2026-11-01T12:00:00.000Z") };
const HOSTILE_TITLE = "Beans </script><script>alert(1)</script> & more";

/**
 * The properties each schema.org type must have, from Google's structured data documentation
 * (required, and the recommended ones Tessera always gives) and schema.org: Organization (url,
 * logo recommended), LocalBusiness (name and address required), WebSite with a SearchAction (its
 * target's urlTemplate and query-input), BreadcrumbList (itemListElement of ListItems with
 * position, name and item), Article/BlogPosting (headline, datePublished, dateModified, author,
 * image when there is one), Product (name and offers, each Offer with price, priceCurrency and
 * availability) and Event (name, startDate and location, a Place with an address).
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url"],
  LocalBusiness: ["name", "url", "address", "openingHours"],
  WebSite: ["name", "url", "potentialAction"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  BlogPosting: ["headline", "url", "datePublished", "dateModified", "author", "publisher"],
  Person: ["name"],
  Product: ["name", "url", "offers"],
  Offer: ["price", "priceCurrency", "availability"],
  Event: ["name", "url", "startDate", "endDate", "location"],
  Place: ["name", "address"],
  PostalAddress: ["streetAddress"],
};

/** Every schema.org object inside a JSON-LD value (nested ones too), with the path it was found at. */
function things(value: unknown, path = "$"): { type: string; thing: Record<string, unknown>; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((inner, i) => things(inner, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record["@type"] === "string" ? [{ type: record["@type"], thing: record, path }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, inner]) => things(inner, `${path}.${key}`))];
}

/** The JSON-LD blocks of a page, each parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

function head(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

function meta(html: string, attribute: "property" | "name", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"/>`).exec(head(html))?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"\/>/.exec(head(html))?.[1];
}

/** The demo with an address in its footer and opening hours, a post whose title tries to close the script, and the Contact page hidden from search engines. */
function seoDemo(): string {
  const site = JSON.parse(demoSiteAs("ld")) as {
    website: { extraSettings: Record<string, unknown> };
    collections: { urlSlug: string; settings: Record<string, unknown>; items: { title: string; urlSlug: string }[] }[];
  };
  site.website.extraSettings = {
    ...site.website.extraSettings,
    siteStyles: { footer: { address: "12 Water Street\nPortland, ME 04101" } },
    openingHours: "Mo-Fr 07:00-18:00\nSa,Su 08:00-14:00",
  };
  const journal = site.collections.find((c) => c.urlSlug === "journal")!;
  journal.items[0]!.title = HOSTILE_TITLE;
  const contact = site.collections.find((c) => c.urlSlug === "contact")!;
  contact.settings = { ...contact.settings, seo: { hidden: true, title: "Find Harbor & Pine", description: "Where we roast and pour." } };
  return JSON.stringify(site);
}

describeEachDatabase("the head of every page kind", (database) => {
  let server: TestServer;
  let paths: string[];

  beforeAll(async () => {
    await seedSite(database(), seoDemo());
    server = await createTestServer(database(), { clock });
    const sitemap = (await server.request("ld", { method: "GET", url: "/sitemap.xml" })).body;
    paths = [...sitemap.matchAll(/<loc>http:\/\/ld\.tessera\.test([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]!));
  });
  afterAll(() => server.close());

  const get = async (url: string) => {
    const response = await server.request("ld", { method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it("gives every page of the demo a canonical address, Open Graph and Twitter card tags and structured data with schema.org's required properties", async () => {
    const kinds = new Set<string>();
    for (const path of [...paths, "/journal/tag/guides"]) {
      const html = await get(path);
      expect(canonical(html), path).toBe(`http://ld.tessera.test${encodeURI(path)}`);
      expect(meta(html, "property", "og:url"), path).toBe(canonical(html));
      expect(meta(html, "property", "og:title"), path).toBeTruthy();
      expect(meta(html, "property", "og:type"), path).toMatch(/^(website|article|product)$/);
      expect(meta(html, "name", "twitter:card"), path).toMatch(/^summary(_large_image)?$/);
      const blocks = jsonLd(html);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block["@context"], path).toBe("https://schema.org");
        for (const { type, thing, path: at } of things(block)) {
          kinds.add(type);
          for (const property of REQUIRED[type] ?? []) expect(thing[property], `${path} ${at} ${type}.${property}`).toBeTruthy();
        }
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        "BlogPosting",
        "BreadcrumbList",
        "EntryPoint",
        "Event",
        "ListItem",
        "LocalBusiness",
        "Offer",
        "Organization",
        "Place",
        "PostalAddress",
        "Product",
        "SearchAction",
        "WebSite",
      ].sort(),
    );
  });

  it("says on the home page who runs the site, where and when it opens, and where its search is", async () => {
    const [business, site] = jsonLd(await get("/"));
    expect(business).toMatchObject({
      "@type": "LocalBusiness",
      name: "Demo ld",
      url: "http://ld.tessera.test/",
      address: { "@type": "PostalAddress", streetAddress: "12 Water Street, Portland, ME 04101" },
      openingHours: ["Mo-Fr 07:00-18:00", "Sa,Su 08:00-14:00"],
    });
    expect(site).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "http://ld.tessera.test/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("keeps a title that closes the script inside its JSON-LD block, and names the post in its trail", async () => {
    const post = paths.find((path) => path.startsWith("/journal/") && path.includes("beans"))!;
    const html = await get(post);
    expect(html).not.toContain("<script>alert(1)</script>");
    const found = jsonLd(html).flatMap((block) => things(block));
    expect(found.find((t) => t.type === "BlogPosting")?.thing.headline).toBe(HOSTILE_TITLE);
    const trail = found.find((t) => t.type === "BreadcrumbList")?.thing.itemListElement as { name: string; item: string }[];
    expect(trail.map((crumb) => crumb.name)).toEqual(["Demo ld", "Journal", HOSTILE_TITLE]);
    expect(meta(html, "property", "og:type")).toBe("article");
  });

  it("gives a product its offers with price, currency and availability, and its own picture to shared links", async () => {
    const html = await get("/shop/harbor-blend");
    const product = jsonLd(html).find((block) => block["@type"] === "Product")!;
    expect(product).toMatchObject({
      name: "Harbor Blend",
      url: "http://ld.tessera.test/shop/harbor-blend",
      image: "http://ld.tessera.test/static/demo/beans.svg",
    });
    expect((product.offers as Record<string, unknown>[])[0]).toMatchObject({
      "@type": "Offer",
      price: "18.00",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    });
    expect(meta(html, "property", "og:image")).toBe("http://ld.tessera.test/static/demo/beans.svg");
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "property", "og:type")).toBe("product");
  });

  it("leaves a listing's query out of its canonical address but keeps its page number", async () => {
    expect(canonical(await get("/journal?utm_source=mail"))).toBe("http://ld.tessera.test/journal");
  });

  it("tells search engines to leave out a page the owner hid, and uses its SEO title and description", async () => {
    const html = await get("/contact");
    expect(head(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(head(html)).toContain("<title>Find Harbor &amp; Pine</title>");
    expect(meta(html, "name", "description")).toBe("Where we roast and pour.");
    expect(meta(html, "property", "og:title")).toBe("Find Harbor &amp; Pine");
    expect(paths).not.toContain("/contact");
    expect(head(await get("/about"))).not.toContain('name="robots"');
  });
});
