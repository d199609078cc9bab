import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { SHOP_PAGE_SIZE } from "../../../domain/listingPages";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

/** Products of the shop: the demo's first one copied, in their own order. */
const PRODUCTS = 2 * SHOP_PAGE_SIZE + 5;

/** The demo with a shop of PRODUCTS products and nothing else in it. */
function bigShop(): string {
  const text = JSON.parse(demoSiteAs("shelves"));
  const [template] = text.products;
  text.products = Array.from({ length: PRODUCTS }, (_, n) => ({
    ...template,
    id: (0x200000 + n).toString(16).padStart(24, "0"),
    name: `Product ${n}`,
    urlSlug: `product-${n}`,
    position: n,
    variants: [{ ...template.variants[0], id: (0x300000 + n).toString(16).padStart(24, "0"), sku: `SKU-${n}` }],
  }));
  return JSON.stringify(text);
}

const names = (html: string) => [...html.matchAll(/<a class="tsr-shop__name" href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
const pagerOf = (html: string) => /<nav class="tsr-pager"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? "";
const productNames = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `Product ${from + i}`);

describeEachDatabase("a shop's list, page by page", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await seedSite(database(), bigShop());
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const get = (url: string) => server.request("shelves", { method: "GET", url });

  it("shows the products a page at a time, in their order, with links to the pages beside", async () => {
    const first = await get("/shop");
    expect(names(first.body)).toEqual(productNames(0, SHOP_PAGE_SIZE));
    expect(pagerOf(first.body)).toBe('<a href="/shop/page/2" rel="next">More products</a>');
    const second = await get("/shop/page/2");
    expect(names(second.body)).toEqual(productNames(SHOP_PAGE_SIZE, 2 * SHOP_PAGE_SIZE));
    expect(pagerOf(second.body)).toBe('<a href="/shop" rel="prev">Previous products</a><a href="/shop/page/3" rel="next">More products</a>');
    expect(second.body).toContain("<title>Shop, page 2 — ");
    const last = await get("/shop/page/3");
    expect(names(last.body)).toEqual(productNames(2 * SHOP_PAGE_SIZE, PRODUCTS));
    expect(pagerOf(last.body)).toBe('<a href="/shop/page/2" rel="prev">Previous products</a>');
  });

  it("still serves each product at its own address, and answers not found past the last page and for page 1", async () => {
    expect((await get("/shop/product-30")).statusCode).toBe(200);
    for (const url of ["/shop/page/4", "/shop/page/1", "/shop/page/x"]) expect((await get(url)).statusCode, url).toBe(404);
  });
});
