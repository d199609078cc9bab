import { afterAll, beforeAll, expect, test } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import { newId } from "../../../domain/ids";
import { createTestServer, seedSite, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { Buyer, checkoutBody } from "./testing/buyer";

/** The store site with a page selling the coffee through a product block and a blog with one post. */
function siteWithBlogAndProductBlock(identifier: string, ids: TestStoreIds, stock: number): string {
  const site = JSON.parse(storeSite(identifier, ids, { stock })) as { collections: unknown[] };
  const published = stackedLayout([{ id: newId(), type: "product", settings: { productId: ids.blend } }]);
  const post = stackedLayout([{ id: newId(), type: "text", settings: { html: "<p>Notes from the roastery.</p>" } }]);
  site.collections.push(
    { type: 10, title: "Featured", urlSlug: "featured", navigation: "main", position: 2, layout: { draft: published, published } },
    {
      type: 1,
      title: "Journal",
      urlSlug: "journal",
      navigation: "main",
      position: 3,
      items: [
        {
          recordType: 1,
          title: "Roast day",
          urlSlug: "roast-day",
          publishState: 1,
          publishOn: "2026-01-05T09:00:00.000Z",
          layout: { draft: post, published: post, publishedAt: "2026-01-05T09:00:00.000Z" },
        },
      ],
    },
  );
  return JSON.stringify(site);
}

describeOnEveryEngine("a sale that changes a product's stock line", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  test("renders again only the pages showing stock lines: the blog and the home page stay cached", async () => {
    const identifier = `stock-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    await seedSite(database(), siteWithBlogAndProductBlock(identifier, ids, 6));
    const paths = ["/", "/journal", "/shop", "/shop/harbor-blend", "/featured"];
    const tagOf = async (path: string) => {
      const page = await server.request(identifier, { method: "GET", url: path, headers: { "accept-encoding": "gzip" } });
      expect(page.statusCode, path).toBe(200);
      return String(page.headers.etag);
    };
    const before = new Map<string, string>();
    for (const path of paths) before.set(path, await tagOf(path));
    for (const path of paths) expect(await tagOf(path), path).toBe(before.get(path));
    const productPage = () => server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect((await productPage()).body).toContain("In stock");

    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.add(ids.blendVariant, 1)).statusCode).toBe(200);
    expect((await buyer.checkout(checkoutBody(`key-${newId()}`))).json()).toMatchObject({ status: "paid" });

    const after = new Map<string, string>();
    for (const path of paths) after.set(path, await tagOf(path));
    for (const kept of ["/", "/journal"]) expect(after.get(kept), kept).toBe(before.get(kept));
    for (const changed of ["/shop", "/shop/harbor-blend", "/featured"]) expect(after.get(changed), changed).not.toBe(before.get(changed));
    expect((await productPage()).body).toContain("Only 5 left");
    const featured = await server.request(identifier, { method: "GET", url: "/featured" });
    expect(featured.body).toContain("Only 5 left");
    // The pages showing stock lines are kept again at the new stock version.
    for (const path of paths) expect(await tagOf(path), path).toBe(after.get(path));
  });

  test("answers a node that missed the message with the new stock line once it compares the site's versions, keeping its other pages", async () => {
    const identifier = `stock-${newId().slice(0, 10)}`;
    const ids = newTestStoreIds();
    await seedSite(database(), siteWithBlogAndProductBlock(identifier, ids, 6));
    const websiteId = (await database().db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow()).id;
    const journal = await server.request(identifier, { method: "GET", url: "/journal" });
    await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    await database().db.updateTable("storeVariants").set({ qtyInStock: 0 }).where("id", "=", ids.blendVariant).execute();
    await database().db.updateTable("websites").set({ stockVersion: 1 }).where("id", "=", websiteId).execute();
    server.services.sites.invalidate();
    server.services.siteSnapshots.dropSite(websiteId);

    expect((await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" })).body).toContain("Sold out");
    expect((await server.request(identifier, { method: "GET", url: "/journal" })).headers.etag).toBe(journal.headers.etag);
  });
});
