import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { SHOP_PAGE_SIZE } from "../../../domain/listingPages";
import { bigShop, PRODUCTS } from "./testing/bigShop";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";

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

  it("gives each category a page of its products with its own title, heading, paging and canonical address, linked from its products' pages", async () => {
    const coffee = Array.from({ length: PRODUCTS }, (_, n) => n)
      .filter((n) => n % 2 === 0)
      .map((n) => `Product ${n}`);
    const first = await get("/shop/category/coffee");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("<title>Coffee — Shop — Demo shelves</title>");
    expect(first.body).toContain('<header class="tsr-page-header"><p class="tsr-post-meta"><a href="/shop">Shop</a></p><h1>Coffee</h1></header>');
    expect(first.body).toContain('<link rel="canonical" href="http://shelves.tessera.test/shop/category/coffee"/>');
    expect(names(first.body)).toEqual(coffee.slice(0, SHOP_PAGE_SIZE));
    expect(pagerOf(first.body)).toBe('<a href="/shop/category/coffee/page/2" rel="next">More products</a>');
    const second = await get("/shop/category/coffee/page/2");
    expect(second.body).toContain("<title>Coffee, page 2 — Shop — Demo shelves</title>");
    expect(second.body).toContain('<link rel="canonical" href="http://shelves.tessera.test/shop/category/coffee/page/2"/>');
    expect(names(second.body)).toEqual(coffee.slice(SHOP_PAGE_SIZE));
    expect(pagerOf(second.body)).toBe('<a href="/shop/category/coffee" rel="prev">Previous products</a>');
    expect(names((await get("/shop/category/brewing-gear")).body)).toEqual(["Product 0"]);
    expect((await get("/shop/product-0")).body).toContain(
      '<p class="tsr-product__categories">Categories: <span><a href="/shop/category/coffee">Coffee</a></span><span>, <a href="/shop/category/brewing-gear">Brewing gear</a></span></p>',
    );
    expect((await get("/shop/product-1")).body).not.toContain("tsr-product__categories");
  });

  it("says so when none of a category's products is shown, and answers not found for an unknown category or past its last page", async () => {
    const gifts = await get("/shop/category/gift-sets");
    expect(gifts.statusCode).toBe(200);
    expect(gifts.body).toContain("<h1>Gift sets</h1>");
    expect(gifts.body).toContain("<p>No products in this category yet.</p>");
    expect(names(gifts.body)).toEqual([]);
    for (const url of ["/shop/category/tea", "/shop/category/coffee/page/3", "/shop/category/coffee/page/1", "/shop/category"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
