import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, CookieJar, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { demoSiteAs } from "../../testing/siteFiles";

const OWNER = { email: "owner@quickviews.example", password: "owner password 1", roleId: ROLE.ADMIN };
const GONE = "a1b2c3d4e5f60718293a4b5c";

describeEachDatabase("quick views in the analytics summary", (database) => {
  let server: TestServer;
  let websiteId: string;
  let products: { id: string; name: string }[];

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoSiteAs("quickviews", "Quick views"), OWNER);
    products = await database().db.selectFrom("storeProducts").where("websiteId", "=", websiteId).select(["id", "name"]).orderBy("name").execute();
    server = await createTestServer(database());
  });
  afterAll(() => server.close());

  const summary = async () => {
    const owner = await signedIn(server, "quickviews", OWNER.email, OWNER.password);
    return (await owner.send(server, "quickviews", { method: "GET", url: "/api/config/analytics/summary" })).json();
  };

  it("is empty before any quick view was opened", async () => {
    expect((await summary()).quickViews).toEqual([]);
  });

  it("counts each product's quick views as stored, with its name, most opened first", async () => {
    const visitor = new CookieJar();
    await visitor.send(server, "quickviews", { method: "GET", url: "/shop" });
    await visitor.ensureCrumb(server, "quickviews");
    const open = async (productId: string) => {
      const response = await visitor.send(server, "quickviews", {
        method: "POST",
        url: `/api/census/RecordQuickView/${productId}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": visitor.get("crumb")! },
        payload: new URLSearchParams({ data: JSON.stringify({ pageType: 1, pagePath: "/shop" }) }).toString(),
      });
      expect(response.statusCode).toBe(202);
    };
    const [first, second] = products;
    for (let i = 0; i < 3; i += 1) await open(second!.id);
    await open(first!.id);
    await open(GONE);

    const report = (await summary()).quickViews;
    await server.services.analytics.flush();
    const stored = await database()
      .db.selectFrom("censusHits")
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "quick-view")
      .select("targetId")
      .execute();
    const count = (id: string) => stored.filter((hit) => hit.targetId === id).length;
    expect(count(second!.id)).toBe(3);
    expect(report).toEqual([
      { productId: second!.id, productName: second!.name, views: count(second!.id) },
      { productId: GONE, productName: "(removed product)", views: 1 },
      { productId: first!.id, productName: first!.name, views: 1 },
    ]);
  });
});
