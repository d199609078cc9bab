import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../../domain/enumerations/roles";
import { newId } from "../../../../domain/ids";
import { AccountsService } from "../../accounts/accountsService";
import { systemClock } from "../../../clock";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../../testing/testServer";
import { sentReviewRequest } from "../testing/reviewRequests";

const PASSWORD = "review owner password";

/** The JSON-LD Product of a page, if any. */
function productJsonLd(html: string): Record<string, unknown> | undefined {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const things = blocks.flatMap((block) => (Array.isArray(block) ? block : block["@graph"] ? block["@graph"] : [block]));
  return things.find((thing: { "@type"?: string }) => thing["@type"] === "Product");
}

describeEachDatabase("the owner's reviews and the product page", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let owner: CookieJar;
  let moderator: CookieJar;
  let editor: CookieJar;
  const identifier = `rvo-${newId().slice(0, 8)}`;
  const reviewIds: string[] = [];

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    jar.send(server, identifier, {
      method: method as "GET",
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "" },
      ...(payload ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    ids = newTestStoreIds();
    const websiteId = await seedSite(database(), storeSite(identifier, ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    const accounts = new AccountsService(database().db, systemClock);
    await accounts.createOwner({ email: `moderator@${identifier}.example`, password: PASSWORD, siteIdentifier: identifier, roleId: ROLE.MODERATOR });
    await accounts.createOwner({ email: `editor@${identifier}.example`, password: PASSWORD, siteIdentifier: identifier, roleId: ROLE.EDITOR });
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    moderator = await signedIn(server, identifier, `moderator@${identifier}.example`, PASSWORD);
    editor = await signedIn(server, identifier, `editor@${identifier}.example`, PASSWORD);
    for (const [index, rating] of [5, 4, 2].entries()) {
      const { orderId } = await sentReviewRequest(database(), websiteId, ids, new Date(Date.UTC(2026, 10, 1 + index)));
      const id = newId();
      reviewIds.push(id);
      const at = new Date(Date.UTC(2026, 10, 2 + index)).toISOString();
      await database()
        .db.insertInto("storeReviews")
        .values({
          id,
          websiteId,
          productId: ids.blend,
          orderId,
          authorName: `Buyer ${index}`,
          rating,
          title: `Title ${index}`,
          body: `Body ${index}`,
          state: "pending",
          reply: "",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    }
  });
  afterAll(() => server.close());

  it("lists the site's reviews newest first by state, to holders of product reviews (1422) only", async () => {
    const all = await call(owner, "GET", "/api/config/store/reviews?limit=2");
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().reviews.map((review: { authorName: string }) => review.authorName)).toEqual(["Buyer 2", "Buyer 1"]);
    expect(all.json().reviews[0]).toMatchObject({ productName: "Harbor Blend", rating: 2, state: "pending", title: "Title 2" });
    expect((await call(moderator, "GET", "/api/config/store/reviews?state=pending")).json().total).toBe(3);
    expect((await call(editor, "GET", "/api/config/store/reviews")).statusCode).toBe(403);
    expect((await call(editor, "PUT", `/api/config/store/reviews/${reviewIds[0]}`, { state: "published" })).statusCode).toBe(403);
  });

  it("shows nothing of pending reviews, then the published ones with their average, count and reply, on the page and in its structured data", async () => {
    const before = await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect(before.body).not.toContain("tsr-reviews");
    expect(productJsonLd(before.body)?.aggregateRating).toBeUndefined();

    const published = await call(moderator, "PUT", `/api/config/store/reviews/${reviewIds[0]}`, { state: "published", reply: "Thank you, Buyer 0!" });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: "published", reply: "Thank you, Buyer 0!" });
    await call(owner, "PUT", `/api/config/store/reviews/${reviewIds[1]}`, { state: "published" });
    await call(owner, "PUT", `/api/config/store/reviews/${reviewIds[2]}`, { state: "rejected" });

    const after = await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect(after.body).toContain('<span class="tsr-rating" role="img" aria-label="4.5 out of 5 stars">');
    expect(after.body).toContain("<strong>4.5</strong> out of 5 · 2 reviews");
    expect(after.body).toContain("Body 1");
    expect(after.body).toContain("<strong>Reply from the shop:</strong> Thank you, Buyer 0!");
    expect(after.body).not.toContain("Body 2");
    const product = productJsonLd(after.body)!;
    expect(product.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(product.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Buyer 1" },
        datePublished: "2026-11-03",
        name: "Title 1",
        reviewBody: "Body 1",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
      expect.objectContaining({ reviewBody: "Body 0" }),
    ]);
    expect((await call(owner, "GET", "/api/config/store/reviews?state=rejected")).json().reviews.map((review: { id: string }) => review.id)).toEqual([
      reviewIds[2],
    ]);
  });

  it("moderating re-renders the product's page but leaves the rest of the site cached", async () => {
    const nonceOf = async (url: string) =>
      /'nonce-([^']+)'/.exec(String((await server.request(identifier, { method: "GET", url })).headers["content-security-policy"]))![1]!;
    const home = await nonceOf("/");
    expect(await nonceOf("/")).toBe(home);
    const product = await nonceOf("/shop/harbor-blend");
    expect(await nonceOf("/shop/harbor-blend")).toBe(product);
    const rejected = await call(owner, "PUT", `/api/config/store/reviews/${reviewIds[1]}`, { state: "rejected" });
    expect(rejected.statusCode).toBe(200);
    expect(await nonceOf("/")).toBe(home);
    const page = await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect(page.body).toContain("<strong>5.0</strong> out of 5 · 1 review");
    expect(page.body).not.toContain("Body 1");
    await call(owner, "PUT", `/api/config/store/reviews/${reviewIds[1]}`, { state: "published" });
    expect((await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" })).body).toContain("<strong>4.5</strong> out of 5 · 2 reviews");
    expect(await nonceOf("/")).toBe(home);
  });

  it("exports every review, oldest first, as CSV and as JSON, to holders of product reviews only", async () => {
    const json = await call(moderator, "GET", "/api/config/store/reviews/export/json");
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toBe(`attachment; filename="${identifier}-reviews.json"`);
    const reviews = json.json().reviews as { id: string; authorName: string; state: string; reply: string; updatedAt: string }[];
    expect(reviews.map((review) => review.authorName)).toEqual(["Buyer 0", "Buyer 1", "Buyer 2"]);
    expect(reviews[0]).toMatchObject({ productName: "Harbor Blend", rating: 5, state: "published", reply: "Thank you, Buyer 0!", title: "Title 0" });
    expect(reviews[2]!.state).toBe("rejected");

    const csv = await call(owner, "GET", "/api/config/store/reviews/export/csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="${identifier}-reviews.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"Review","Written","Product","Product id","Order","Name","Stars","Title","Review text","State","Reply","Changed"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"Harbor Blend"');
    expect(lines[1]).toContain('"Buyer 0","5","Title 0","Body 0","published","Thank you, Buyer 0!"');
    expect((await call(editor, "GET", "/api/config/store/reviews/export/csv")).statusCode).toBe(403);
    expect((await call(editor, "GET", "/api/config/store/reviews/export/json")).statusCode).toBe(403);
  });

  it("deletes a review for good: gone from the list, the exports and the product page", async () => {
    expect((await call(editor, "DELETE", `/api/config/store/reviews/${reviewIds[0]}`)).statusCode).toBe(403);
    const removed = await call(moderator, "DELETE", `/api/config/store/reviews/${reviewIds[0]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await call(owner, "DELETE", `/api/config/store/reviews/${reviewIds[0]}`)).statusCode).toBe(404);
    expect((await call(owner, "GET", "/api/config/store/reviews")).json().total).toBe(2);
    const page = await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect(page.body).toContain("<strong>4.0</strong> out of 5 · 1 review");
    expect(page.body).not.toContain("Body 0");
    expect((await call(owner, "GET", "/api/config/store/reviews/export/json")).json().reviews).toHaveLength(2);
  });

  it("refuses a state other than published or rejected, and answers 404 for an id the site does not have", async () => {
    const wrong = await call(owner, "PUT", `/api/config/store/reviews/${reviewIds[0]}`, { state: "pending" });
    expect(wrong.statusCode).toBe(400);
    expect((await call(owner, "PUT", `/api/config/store/reviews/${newId()}`, { state: "published" })).statusCode).toBe(404);
  });
});
