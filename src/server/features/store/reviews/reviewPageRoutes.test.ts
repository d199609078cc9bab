import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import type { Clock } from "../../../clock";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, siteContextOf, type TestServer } from "../../../testing/testServer";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { reviewRequestLink } from "./reviewLinks";
import { sentReviewRequest } from "../testing/reviewRequests";

const NOW = Date.parse("2026-11-20T10:00:00.000Z");
const DAY = 24 * 60 * 60_000;

describeOnEveryEngine("the review request page (209)", (database) => {
  let server: TestServer;
  let ids: TestStoreIds;
  let identifier: string;
  let websiteId: string;
  const clock: Clock = { now: () => new Date(NOW) };

  beforeAll(async () => {
    server = await createTestServer(database(), { clock });
    ids = newTestStoreIds();
    identifier = `rv-${newId().slice(0, 8)}`;
    websiteId = await seedSite(database(), storeSite(identifier, ids));
  });
  afterAll(async () => {
    await server.close();
  });

  /** Opens a request's link in a fresh browser; returns the page, its crumb and a way to post its form. */
  const open = async (requestId: string, token?: string) => {
    const jar = new CookieJar();
    const link = new URL(reviewRequestLink(server.config.sessionSecret, requestId, "http://x"));
    const url = token === undefined ? link.pathname + link.search : `${link.pathname}?token=${token}`;
    const page = await jar.send(server, identifier, { method: "GET", url });
    const post = (fields: Record<string, string>) =>
      jar.send(server, identifier, {
        method: "POST",
        url: link.pathname,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ crumb: jar.get("crumb") ?? "", token: link.searchParams.get("token")!, ...fields }).toString(),
      });
    return { page, post };
  };

  it("shows a form per product with five stars in a radio group, and asks for a star rating when none is chosen", async () => {
    const { requestId } = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY));
    const { page, post } = await open(requestId);
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.REVIEWS_REQUEST);
    expect(page.body).toContain("<h1>Review your purchase</h1>");
    expect(page.body).toContain(">Harbor Blend</h2>");
    expect(page.body).toContain(">Enamel Mug</h2>");
    expect(page.body.match(/type="radio" name="rating"/g)).toHaveLength(10);
    expect(page.body).toContain('<span class="tsr-visually-hidden">5 stars</span>');

    const refused = await post({ productId: ids.blend, authorName: "Ada", title: "", body: "Lovely coffee." });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('role="alert">Please select a star rating</p>');
    expect(refused.body).toContain("Lovely coffee.</textarea>");
    expect(await database().db.selectFrom("storeReviews").select("id").where("orderId", "in", [requestId]).execute()).toEqual([]);
  });

  it("keeps a review pending, thanks the buyer, and says the purchase was reviewed once every product has one", async () => {
    const { orderId, requestId } = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY));
    const { post } = await open(requestId);
    const first = await post({ productId: ids.blend, rating: "5", authorName: "Ada", title: "Great", body: "Lovely coffee." });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("<h1>Thanks for your feedback</h1>");
    expect(first.body).not.toContain(">Harbor Blend</h2>");
    expect(first.body).toContain(">Enamel Mug</h2>");
    const second = await post({ productId: ids.mug, rating: "3", authorName: "Ada", title: "", body: "Chips a bit." });
    expect(second.body).toContain("<h1>Thanks for your feedback</h1>");
    expect(second.body).not.toContain("<form");
    const reviews = await database()
      .db.selectFrom("storeReviews")
      .select(["productId", "rating", "state", "authorName"])
      .where("orderId", "=", orderId)
      .orderBy("rating")
      .execute();
    expect(reviews).toEqual([
      { productId: ids.mug, rating: 3, state: "pending", authorName: "Ada" },
      { productId: ids.blend, rating: 5, state: "pending", authorName: "Ada" },
    ]);
    const request = await database().db.selectFrom("storeReviewRequests").select("state").where("id", "=", requestId).executeTakeFirstOrThrow();
    expect(request.state).toBe("reviewed");
    const again = await open(requestId);
    expect(again.page.body).toContain("<h1>You have already reviewed this purchase</h1>");
  });

  it("writes one review when the same form is sent ten times at once", async () => {
    const { orderId, requestId } = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY));
    const { post } = await open(requestId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post({ productId: ids.blend, rating: "4", authorName: "Bo", title: "", body: "Good." })),
    );
    expect(answers.filter((answer) => answer.body.includes("<h1>Thanks for your feedback</h1>"))).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.includes("<h1>You have already reviewed this purchase</h1>"))).toHaveLength(9);
    const rows = await database().db.selectFrom("storeReviews").select("id").where("orderId", "=", orderId).execute();
    expect(rows).toHaveLength(1);
  });

  it("says a request has expired 60 days after it was due, and that an order of products since deleted has none to review", async () => {
    const old = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - 60 * DAY));
    const expired = await open(old.requestId);
    expect(expired.page.statusCode).toBe(410);
    expect(expired.page.body).toContain("<h1>Your review request has expired</h1>");
    const gone = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY), [{ productId: newId(), name: "Retired Roast" }]);
    const none = await open(gone.requestId);
    expect(none.page.body).toContain("<h1>There are no products to review</h1>");
  });

  it("answers 404 for a wrong token, and asks to try again when the form names a product the order does not hold", async () => {
    const { requestId } = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY));
    expect((await open(requestId, "forged")).page.statusCode).toBe(404);
    const { post } = await open(requestId);
    const wrong = await post({ productId: ids.guide, rating: "4", authorName: "Bo", title: "", body: "Good." });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("<h1>Something went wrong</h1>");
    expect(wrong.body).toContain("<p>Try submitting your review again</p>");
  });
});
