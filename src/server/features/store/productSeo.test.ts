import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { demoSiteAs } from "../../testing/siteFiles";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const PASSWORD = "store owner password";

type ExportedProduct = { urlSlug: string; seo?: unknown };

describeEachDatabase("a product's SEO fields", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  const identifier = `pseo-${newId().slice(0, 8)}`;

  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) =>
    owner.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const visit = (url: string) => server.request(identifier, { method: "GET", url });
  const headOf = async (url: string) => (await visit(url)).body.split("</head>")[0]!;
  const tumbler = (seo?: unknown) => ({
    collectionId: ids.shop,
    productType: "PHYSICAL",
    name: "Travel Tumbler",
    urlSlug: "travel-tumbler",
    description: "Keeps coffee hot.",
    position: 3,
    variants: [{ priceCents: 3200, qtyInStock: 4 }],
    ...(seo === undefined ? {} : { seo }),
  });
  const productsOf = async (text: string) => (JSON.parse(text) as { products: ExportedProduct[] }).products;

  beforeAll(async () => {
    ids = newTestStoreIds();
    await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
  });
  afterAll(() => server.close());

  it("uses the product's search title, description and social image in its head, and hides it from search engines and the sitemap", async () => {
    const created = await call("POST", "/api/config/store/products", tumbler());
    expect(created.statusCode).toBe(201);
    expect(created.json().seo).toEqual({ title: "", description: "", socialImage: "", hidden: false });
    expect(await headOf("/shop/travel-tumbler")).toContain('<meta name="description" content="Keeps coffee hot."/>');
    expect((await productsOf(await exportedSite(database(), identifier))).find((p) => p.urlSlug === "travel-tumbler")!.seo).toBeUndefined();

    const seo = { title: "The tumbler for long walks", description: "Hot for six hours.", socialImage: "https://cdn.example/tumbler.jpg", hidden: false };
    const saved = await call("PUT", `/api/config/store/products/${created.json().id}`, tumbler(seo));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().seo).toEqual(seo);

    const head = await headOf("/shop/travel-tumbler");
    expect(head).toContain("<title>The tumbler for long walks</title>");
    expect(head).toContain('<meta property="og:title" content="The tumbler for long walks"/>');
    expect(head).toContain('<meta name="description" content="Hot for six hours."/>');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/tumbler.jpg"/>');
    expect(head).not.toContain('name="robots"');
    expect((await visit("/sitemap.xml")).body).toContain("/shop/travel-tumbler</loc>");

    await call("PUT", `/api/config/store/products/${created.json().id}`, tumbler({ ...seo, hidden: true }));
    expect(await headOf("/shop/travel-tumbler")).toContain('<meta name="robots" content="noindex"/>');
    const sitemap = (await visit("/sitemap.xml")).body;
    expect(sitemap).not.toContain("/shop/travel-tumbler</loc>");
    expect(sitemap).toContain("/shop/harbor-blend</loc>");
  });

  it("carries the fields in the site file, which imports and exports again as the same bytes", async () => {
    const first = await exportedSite(database(), identifier);
    expect((await productsOf(first)).find((p) => p.urlSlug === "travel-tumbler")!.seo).toEqual({
      title: "The tumbler for long walks",
      description: "Hot for six hours.",
      socialImage: "https://cdn.example/tumbler.jpg",
      hidden: true,
    });
    const copy = `${identifier}-copy`;
    await seedSite(database(), demoSiteAs(copy, "Copy", first));
    const products = (text: string) =>
      JSON.stringify(
        (JSON.parse(text) as { products: (ExportedProduct & { id?: string; collectionId?: string; variants?: unknown[] })[] }).products.map(
          ({ id: _id, collectionId: _c, variants: _v, ...rest }) => rest,
        ),
      );
    expect(products(await exportedSite(database(), copy))).toBe(products(first));
  });

  it("uses the shop's own search title as its page's document title", async () => {
    const saved = await call("PATCH", `/api/config/pages/${ids.shop}`, { seo: { title: "Coffee and gear from the corner" } });
    expect(saved.statusCode).toBe(200);
    expect(await headOf("/shop")).toContain("<title>Coffee and gear from the corner</title>");
  });

  it("refuses SEO fields the shared schema refuses, in plain words", async () => {
    const refused = await call("POST", "/api/config/store/products", { ...tumbler({ title: "x".repeat(121) }), urlSlug: "long-title" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ "seo.title": "The search title can be at most 120 characters." });
  });
});
