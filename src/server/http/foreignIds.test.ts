import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../db/testing/describeEachDatabase";
import { newId } from "../../domain/ids";
import { Buyer, checkoutBody } from "../features/store/testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../testing/storeSites";
import { multipartUpload, testJpeg } from "../features/media/testing";
import { onePageSite } from "../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";

const PASSWORD = "foreign ids password";

/**
 * A valid body for each owner route that takes one, so the answer is about whose object the id
 * names and not about the body. A route added later must be given one here.
 */
const BODIES: Record<string, unknown> = {
  "PUT /api/config/redirects/:id": { from: "/taken-over", to: "/" },
  "PUT /api/config/newsletter/groups/:id/members": { subscriberIds: [] },
  "PUT /api/config/newsletter/groups/:id": { name: "Taken over" },
  "PUT /api/config/newsletter/campaigns/:id": { subject: "Taken over", blocks: [] },
  "POST /api/config/newsletter/campaigns/:id/test": { email: "taken@over.example" },
  "POST /api/config/newsletter/campaigns/:id/send": {},
  "POST /api/config/newsletter/campaigns/:id/unschedule": {},
  "PUT /api/config/forms/:formId": { name: "Taken over", fields: [] },
  "PUT /api/config/store/variants/:id/stock": { qtyInStock: 1 },
  "PATCH /api/config/pages/:id": { title: "Taken over" },
  "PATCH /api/config/assets/:id": { fileName: "taken-over" },
  "POST /api/config/assets/:id/replace": {},
  "POST /api/config/pages/:id/move": { navigation: "main", position: 0 },
  "POST /api/config/pages/:id/duplicate": {},
  "PUT /api/config/pages/:id/password": { password: null },
  "POST /api/config/blogs/:id/posts": { title: "Taken over" },
  "POST /api/config/blogs/:id/tags": { tagType: "tag", name: "taken" },
  "PATCH /api/config/blogs/:id/tags": { tagType: "tag", from: "coffee", to: "taken" },
  "PATCH /api/config/posts/:id": { title: "Taken over" },
  "PUT /api/config/layouts/:ownerId": { version: 0, draft: { blocks: [] } },
  "POST /api/config/layouts/:ownerId/publish": { version: 0 },
  "POST /api/config/layouts/:ownerId/discard": { version: 0 },
  "POST /api/config/layouts/:ownerId/versions/:versionId/restore": { version: 0 },
  "PUT /api/config/people/:accountId/role": { roleId: 3 },
  "PATCH /api/config/section-library/:id": { name: "Taken over" },
  "PUT /api/config/section-library/:id": { version: 1, draft: { id: "0".repeat(24), style: {}, blocks: [] } },
  "POST /api/config/section-library/:id/publish": { version: 1 },
  "POST /api/config/store/orders/:id/fulfil": {},
  "POST /api/config/connected-accounts/mailchimp/queue/:id/send-again": {},
  "POST /api/config/store/orders/:id/refund": {},
  "POST /api/config/comments/:id/moderate": { action: "approve" },
  "POST /api/config/comments/:id/replies": { body: "Taken over" },
  "PUT /api/config/store/reviews/:id": { state: "published" },
  "PUT /api/multilingual/translations/pages/:itemId/:locale": { fields: {} },
  "PUT /api/multilingual/translations/sections/:itemId/:locale": { fields: {} },
  "PUT /api/multilingual/translations/posts/:itemId/:locale": { fields: {} },
  "PUT /api/multilingual/translations/products/:itemId/:locale": { fields: {} },
  "PUT /api/multilingual/translations/forms/:itemId/:locale": { fields: {} },
  "POST /api/config/store/subscriptions/:id/:action": {},
  "POST /api/config/store/donations/monthly/:id/stop": {},
  "POST /api/config/reviews/:ownerId/submit": {},
  "POST /api/config/reviews/:ownerId/approve": {},
  "POST /api/config/reviews/:ownerId/send-back": { note: "Taken over" },
  "PUT /api/config/member-areas/:id": {
    name: "Taken over",
    pageIds: [],
    previewSections: 0,
    plans: [{ id: "0".repeat(24), name: "Taken", kind: "free", priceCents: 0, billingPeriod: null }],
  },
};

describeEachDatabase("another site's ids on every owner route", (database) => {
  let server: TestServer;
  let alpha: CookieJar;
  let beta: CookieJar;
  let betaIds: TestStoreIds;
  const ids = new Map<string, string>();

  const call = (jar: CookieJar, site: string, method: string, url: string, body?: unknown) =>
    jar.send(server, site, {
      method: method as "GET",
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    betaIds = newTestStoreIds();
    await seedSite(database(), onePageSite("alpha", []), { email: "admin@alpha.example", password: PASSWORD });
    await seedSite(database(), storeSite("beta", betaIds), { email: "admin@beta.example", password: PASSWORD });
    server = await createTestServer(database());
    alpha = await signedIn(server, "alpha", "admin@alpha.example", PASSWORD);
    beta = await signedIn(server, "beta", "admin@beta.example", PASSWORD);

    const form = newId();
    expect((await call(beta, "beta", "PUT", `/api/config/forms/${form}`, { name: "Beta form", fields: [] })).statusCode).toBe(201);
    const page = (await call(beta, "beta", "POST", "/api/config/pages", { kind: "page", title: "Beta page", navigation: "main" })).json().id;
    const draftVersion = (await call(beta, "beta", "GET", `/api/config/layouts/${page}`)).json().draftVersion;
    expect((await call(beta, "beta", "POST", `/api/config/layouts/${page}/publish`, { version: draftVersion })).statusCode).toBe(200);
    const version = (await call(beta, "beta", "GET", `/api/config/layouts/${page}/versions`)).json().versions[0].id;
    const blog = (await call(beta, "beta", "POST", "/api/config/pages", { kind: "blog", title: "Beta blog", navigation: "main" })).json().id;
    const post = (await call(beta, "beta", "POST", `/api/config/blogs/${blog}/posts`, { title: "Beta post" })).json().id;
    const upload = multipartUpload("beta.jpg", await testJpeg(20, 20));
    const asset = (
      await beta.send(server, "beta", {
        method: "POST",
        url: "/api/config/assets",
        payload: upload.payload,
        headers: { ...upload.headers, "x-csrf-token": beta.get("crumb")! },
      })
    ).json().asset.id;
    const buyer = await new Buyer(server, "beta").arrive();
    await buyer.add(betaIds.blendVariant, 1);
    const order = (await buyer.checkout(checkoutBody(`key-${newId()}`))).json().orderId;
    const review = newId();
    const betaSite = await database().db.selectFrom("websites").select("id").where("identifier", "=", "beta").executeTakeFirstOrThrow();
    await database()
      .db.insertInto("storeReviews")
      .values({
        id: review,
        websiteId: betaSite.id,
        productId: betaIds.blend,
        orderId: order,
        authorName: "Beta buyer",
        rating: 4,
        title: "",
        body: "Beta review",
        state: "pending",
        reply: "",
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    const domain = (await call(beta, "beta", "POST", "/api/config/site/domains", { host: "beta-shop.example", primary: false })).json().id;
    expect((await call(beta, "beta", "POST", "/api/config/people/invitations", { email: "new@beta.example", roleId: 3 })).statusCode).toBe(201);
    const people = (await call(beta, "beta", "GET", "/api/config/people")).json();
    const mail = (await call(beta, "beta", "GET", "/api/config/outbox")).json().mails[0].id;
    const sectionId = newId();
    const heading = { id: newId(), type: "heading", settings: { text: "Beta band" }, desktop: { column: 1, row: 1, width: 24, height: 1 } };
    const draft = { sections: [{ id: sectionId, style: {}, blocks: [heading] }] };
    const read = (await call(beta, "beta", "GET", `/api/config/layouts/${page}`)).json();
    const saved = (await call(beta, "beta", "PUT", `/api/config/layouts/${page}`, { version: read.draftVersion, draft })).json();
    const librarySection = (
      await call(beta, "beta", "POST", "/api/config/section-library", {
        ownerId: page,
        version: saved.draftVersion,
        sectionId,
        name: "Beta band",
        kind: "shared",
      })
    ).json().section.id;
    const redirect = (await call(beta, "beta", "POST", "/api/config/redirects", { from: "/beta-old", to: "/" })).json().id;
    const comment = newId();
    await database()
      .db.insertInto("comments")
      .values({
        id: comment,
        websiteId: betaSite.id,
        itemId: post,
        parentId: null,
        authorName: "Beta reader",
        authorEmail: "reader@beta.example",
        body: "Beta's comment.",
        state: "published",
        createdAt: new Date().toISOString(),
        moderatedAt: null,
      })
      .execute();
    const group = (await call(beta, "beta", "POST", "/api/config/newsletter/groups", { name: "Beta readers" })).json().id;
    const campaign = (await call(beta, "beta", "POST", "/api/config/newsletter/campaigns", { subject: "Beta news", blocks: [], groupId: group })).json().id;
    const customer = newId();
    await database()
      .db.insertInto("siteUsers")
      .values({
        id: customer,
        websiteId: betaSite.id,
        email: "shopper@beta.example",
        passwordHash: "",
        verifiedAt: null,
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    const subscription = newId();
    await database()
      .db.insertInto("storeSubscriptions")
      .values({
        id: subscription,
        websiteId: betaSite.id,
        orderId: order,
        productId: betaIds.blend,
        variantId: betaIds.blendVariant,
        productName: "Beta blend",
        quantity: 1,
        amountCents: 1800,
        currency: "USD",
        periodValue: 1,
        periodUnit: "month",
        numBillingCycles: 0,
        paidPeriods: 1,
        status: "active",
        email: "shopper@beta.example",
        siteUserId: null,
        provider: "test",
        methodReference: "tgpm_4242_beta",
        customerReference: null,
        methodLabel: "Card ending 4242",
        startedAt: "2026-11-01T00:00:00.000Z",
        nextPeriod: 2,
        nextChargeAt: "2026-12-01T00:00:00.000Z",
        pausedAt: null,
        cancelledAt: null,
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    const monthlyGift = newId();
    await database()
      .db.insertInto("storeDonationPlans")
      .values({
        id: monthlyGift,
        websiteId: betaSite.id,
        donatePageId: newId(),
        amountCents: 1000,
        feeCents: 0,
        currency: "USD",
        fund: "",
        email: "giver@beta.example",
        name: "Beta giver",
        siteUserId: newId(),
        provider: "test",
        methodReference: "tgpm_4242_beta_gift",
        customerReference: null,
        methodLabel: "Card ending 4242",
        status: "active",
        stoppedBy: null,
        nextMonth: 2,
        nextChargeAt: "2026-12-01T00:00:00.000Z",
        createdAt: "2026-11-01T00:00:00.000Z",
        cancelledAt: null,
      })
      .execute();
    const memberArea = newId();
    await database()
      .db.insertInto("memberAreas")
      .values({
        id: memberArea,
        websiteId: betaSite.id,
        name: "Beta circle",
        pageIdsJson: "[]",
        previewSections: 0,
        plansJson: JSON.stringify([{ id: "b".repeat(24), name: "Beta reader", kind: "free", priceCents: 0, billingPeriod: null }]),
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    const mailchimpMember = newId();
    await database()
      .db.insertInto("mailchimpMembers")
      .values({
        id: mailchimpMember,
        websiteId: betaSite.id,
        listId: "beta-list",
        email: "signup@beta.example",
        memberStatus: "subscribed",
        state: "failed",
        attempts: 1,
        dueAt: "2026-11-01T00:00:00.000Z",
        claimedAt: null,
        lastError: null,
        createdAt: "2026-11-01T00:00:00.000Z",
        addedAt: null,
      })
      .execute();
    for (const [name, value] of Object.entries({
      mailchimpMember,
      memberArea,
      monthlyGift,
      subscription,
      customer,
      comment,
      group,
      campaign,
      redirect,
      review,
      mail,
      librarySection,
      form,
      page,
      version,
      blog,
      post,
      asset,
      order,
      domain,
      account: people.viewerAccountId,
      invitation: people.invitations[0].id,
      product: betaIds.blend,
      variant: betaIds.blendVariant,
    })) {
      expect(value, name).toMatch(/^[0-9a-f]{24}$/);
      ids.set(name, value as string);
    }
  });
  afterAll(() => server.close());

  /** Which of beta's objects a route's id names. */
  function betaIdFor(url: string, param: string): string {
    const kind =
      param === "formId" || url.includes("/translations/forms/")
        ? "form"
        : param === "ownerId"
          ? "page"
          : param === "versionId"
            ? "version"
            : param === "accountId"
              ? "account"
              : param === "invitationId"
                ? "invitation"
                : param === "domainId"
                  ? "domain"
                  : url.includes("/newsletter/groups/")
                    ? "group"
                    : url.includes("/newsletter/campaigns/")
                      ? "campaign"
                      : url.includes("/redirects/")
                        ? "redirect"
                        : url.includes("/comments/")
                          ? "comment"
                          : url.includes("/assets/")
                            ? "asset"
                            : url.includes("/section-library/") || url.includes("/translations/sections/")
                              ? "librarySection"
                              : url.includes("/outbox/")
                                ? "mail"
                                : url.includes("/mailchimp/queue/")
                                  ? "mailchimpMember"
                                  : url.includes("/member-areas/")
                                    ? "memberArea"
                                    : url.includes("/store/subscriptions/")
                                      ? "subscription"
                                      : url.includes("/store/donations/monthly/")
                                        ? "monthlyGift"
                                        : url.includes("/customers/")
                                          ? "customer"
                                          : url.includes("/store/reviews/")
                                            ? "review"
                                            : url.includes("/store/products/") ||
                                                url.includes("/translations/products/") ||
                                                url.includes("/digital-product-preview/")
                                              ? "product"
                                              : url.includes("/store/variants/")
                                                ? "variant"
                                                : url.includes("/store/orders/")
                                                  ? "order"
                                                  : url.includes("/blogs/")
                                                    ? "blog"
                                                    : url.includes("/posts/")
                                                      ? "post"
                                                      : url.includes("/pages/")
                                                        ? "page"
                                                        : null;
    if (!kind) throw new Error(`no beta object for :${param} in ${url}`);
    return ids.get(kind)!;
  }

  it("answers 404 on alpha for each id of beta's, and leaves beta's objects as they were", async () => {
    // The store's words and the site-wide texts are one item per site and language, named by a fixed word: no id of beta's to try.
    const routes = server.services.configRoutes.filter(
      (route) => route.url.includes(":") && !route.url.includes("/translations/store/") && !route.url.includes("/translations/site/"),
    );
    expect(routes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      // A subscription's action is a word, not an id: cancel, the one that would end beta's subscription.
      const url = route.url.replace(/:(\w+)/g, (_match, param: string) => (param === "action" ? "cancel" : betaIdFor(route.url, param)));
      let body = BODIES[label];
      if (label === "PUT /api/config/store/products/:id")
        body = {
          collectionId: betaIds.shop,
          productType: "PHYSICAL",
          name: "Taken over",
          urlSlug: "taken-over",
          variants: [{ priceCents: 100, qtyInStock: 1 }],
        };
      if (["PUT", "PATCH", "POST"].includes(route.method) && body === undefined) {
        wrong.push(`${label}: give it a body in BODIES`);
        continue;
      }
      const answer = await call(alpha, "alpha", route.method, url, body);
      if (answer.statusCode !== 404) wrong.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);

    expect((await call(beta, "beta", "GET", `/api/config/forms/${ids.get("form")}`)).json().name).toBe("Beta form");
    expect((await call(beta, "beta", "GET", `/api/config/store/orders/${ids.get("order")}`)).json().status).toBe("paid");
    expect((await call(beta, "beta", "GET", "/api/config/people")).json().invitations).toHaveLength(1);
    expect((await call(beta, "beta", "GET", "/api/config/site/domains")).json().domains).toHaveLength(1);
    expect((await call(beta, "beta", "GET", `/api/config/newsletter/campaigns/${ids.get("campaign")}`)).json()).toMatchObject({
      subject: "Beta news",
      state: "draft",
    });
    expect((await call(beta, "beta", "GET", "/api/config/store/reviews")).json().reviews[0].state).toBe("pending");
    const betaSubscriptions = (await call(beta, "beta", "GET", "/api/config/store/subscriptions")).json();
    expect(JSON.stringify(betaSubscriptions)).toContain('"active"');
    expect((await call(beta, "beta", "GET", "/api/config/member-areas")).json().memberAreas[0].name).toBe("Beta circle");
    expect((await call(beta, "beta", "GET", "/api/config/connected-accounts/mailchimp/queue")).json()).toMatchObject({ waiting: 0, failed: 1 });
  }, 120_000);
});
