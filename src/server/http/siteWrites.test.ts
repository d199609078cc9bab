import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { ROLE } from "../../domain/enumerations/roles";
import { newId } from "../../domain/ids";
import { systemClock } from "../clock";
import { AccountsService } from "../features/accounts/accountsService";
import { multipartUpload, testJpeg } from "../features/media/testing";
import { Buyer, checkoutBody } from "../features/store/testing/buyer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../testing/storeSites";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../testing/testServer";
import { startMailchimpStandIn, type MailchimpStandIn } from "../features/connectedAccounts/testing/mailchimpStandIn";

const PASSWORD = "walk owner password";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MAILCHIMP_KEY = "00112233445566778899aabbccddeeff-us21";

/** What one owner write route is sent: its url (with real ids) and body, built when its turn comes. */
interface WriteRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The ids the walk creates on its way, so later writes act on real rows. */
interface Made {
  ids: TestStoreIds;
  pageId: string;
  blogId: string;
  postId: string;
  formId: string;
  productId: string;
  orderId: string;
  invitationId: string;
  domainId: string;
  assetId: string;
  memberId: string;
  librarySectionId: string;
  redirectId: string;
  groupId: string;
  campaignId: string;
  memberAreaId: string;
  reviewId: string;
  mailchimpMemberId: string;
}

describe("every owner write drops the site's cached pages (SQLite)", () => {
  let sqlite: AppDatabase;
  const database = () => sqlite;
  let server: TestServer;
  let mailchimp: MailchimpStandIn;
  let owner: CookieJar;
  const identifier = `walk-${newId().slice(0, 8)}`;
  const made = { ids: newTestStoreIds() } as Made;

  const json = (method: string, url: string, payload?: unknown) =>
    owner.send(server, identifier, {
      method: method as "GET",
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const draftVersion = async (ownerId: string) => (await json("GET", `/api/config/layouts/${ownerId}`)).json().draftVersion as number;
  /** A visitor's comment on the walk's post, pending or published, for the moderation routes to act on. */
  const aComment = async (state: "pending" | "published" = "pending") => {
    const id = newId();
    const createdAt = new Date().toISOString();
    const row = {
      id,
      websiteId: "",
      itemId: made.postId,
      parentId: null,
      authorName: "Reader",
      authorEmail: "reader@walk.example",
      body: "Nice.",
      state,
      createdAt,
      moderatedAt: null,
    };
    const site = await database().db.selectFrom("items").select("websiteId").where("id", "=", made.postId).executeTakeFirstOrThrow();
    await database()
      .db.insertInto("comments")
      .values({ ...row, websiteId: site.websiteId })
      .execute();
    return id;
  };
  const libraryDraft = async () => (await json("GET", `/api/config/section-library/${made.librarySectionId}`)).json();

  /**
   * One valid request per owner write route, in the order the walk sends them. A route added
   * to the server without an entry here fails the first test.
   */
  const table = new Map<string, () => Promise<WriteRequest>>([
    ["POST /api/config/pages", async () => ({ url: "/api/config/pages", payload: { kind: "page", title: "Menu", navigation: "main" } })],
    ["PATCH /api/config/pages/:id", async () => ({ url: `/api/config/pages/${made.pageId}`, payload: { title: "Today's menu" } })],
    ["POST /api/config/pages/:id/move", async () => ({ url: `/api/config/pages/${made.pageId}/move`, payload: { navigation: "main", position: 0 } })],
    ["POST /api/config/pages/:id/duplicate", async () => ({ url: `/api/config/pages/${made.pageId}/duplicate`, payload: {} })],
    [
      "PUT /api/config/layouts/:ownerId",
      async () => ({
        url: `/api/config/layouts/${made.pageId}`,
        payload: { version: await draftVersion(made.pageId), draft: { blocks: [{ id: newId(), type: "heading", settings: { text: "Soup", level: 2 } }] } },
      }),
    ],
    [
      "POST /api/config/layouts/:ownerId/publish",
      async () => ({ url: `/api/config/layouts/${made.pageId}/publish`, payload: { version: await draftVersion(made.pageId) } }),
    ],
    [
      "POST /api/config/layouts/:ownerId/discard",
      async () => ({ url: `/api/config/layouts/${made.pageId}/discard`, payload: { version: await draftVersion(made.pageId) } }),
    ],
    [
      "POST /api/config/layouts/:ownerId/versions/:versionId/restore",
      async () => {
        const [version] = (await json("GET", `/api/config/layouts/${made.pageId}/versions`)).json().versions;
        return { url: `/api/config/layouts/${made.pageId}/versions/${version.id}/restore`, payload: { version: await draftVersion(made.pageId) } };
      },
    ],
    [
      "POST /api/config/section-library",
      async () => {
        const layout = (await json("GET", `/api/config/layouts/${made.pageId}`)).json();
        return {
          url: "/api/config/section-library",
          payload: { ownerId: made.pageId, version: layout.draftVersion, sectionId: layout.draft.sections[0].id, name: "Soup of the day", kind: "shared" },
        };
      },
    ],
    [
      "PUT /api/config/section-library/:id",
      async () => {
        const { section, draft } = await libraryDraft();
        return { url: `/api/config/section-library/${made.librarySectionId}`, payload: { version: section.draftVersion, draft } };
      },
    ],
    [
      "POST /api/config/section-library/:id/publish",
      async () => ({ url: `/api/config/section-library/${made.librarySectionId}/publish`, payload: { version: (await libraryDraft()).section.draftVersion } }),
    ],
    ["PATCH /api/config/section-library/:id", async () => ({ url: `/api/config/section-library/${made.librarySectionId}`, payload: { name: "Soups" } })],
    [
      "POST /api/config/section-library/insert",
      async () => ({
        url: "/api/config/section-library/insert",
        payload: { ownerId: made.pageId, version: await draftVersion(made.pageId), source: { starter: "pricing" } },
      }),
    ],
    ["DELETE /api/config/section-library/:id", async () => ({ url: `/api/config/section-library/${made.librarySectionId}?turnIntoCopies=true` })],
    ["PUT /api/config/site/design", async () => ({ url: "/api/config/site/design", payload: { palette: "forest" } })],
    ["PUT /api/config/pages/:id/password", async () => ({ url: `/api/config/pages/${made.pageId}/password`, payload: { password: null } })],
    ["DELETE /api/config/pages/:id", async () => ({ url: `/api/config/pages/${made.pageId}` })],
    ["POST /api/config/blogs/:id/posts", async () => ({ url: `/api/config/blogs/${made.blogId}/posts`, payload: { title: "First roast" } })],
    ["POST /api/config/reviews/:ownerId/submit", async () => ({ url: `/api/config/reviews/${made.postId}/submit`, payload: {} })],
    [
      "POST /api/config/reviews/:ownerId/send-back",
      async () => ({ url: `/api/config/reviews/${made.postId}/send-back`, payload: { note: "Shorter, please." } }),
    ],
    [
      "POST /api/config/reviews/:ownerId/approve",
      async () => {
        const url = `/api/config/reviews/${made.postId}/submit`;
        const resubmitted = await owner.send(server, identifier, { method: "POST", url, headers: { "x-csrf-token": owner.get("crumb") ?? "" }, payload: {} });
        expect(resubmitted.statusCode).toBe(200);
        return { url: `/api/config/reviews/${made.postId}/approve`, payload: {} };
      },
    ],
    ["PATCH /api/config/posts/:id", async () => ({ url: `/api/config/posts/${made.postId}`, payload: { state: "published" } })],
    ["POST /api/config/blogs/:id/tags", async () => ({ url: `/api/config/blogs/${made.blogId}/tags`, payload: { tagType: "tag", name: "Brewing" } })],
    [
      "PATCH /api/config/blogs/:id/tags",
      async () => ({ url: `/api/config/blogs/${made.blogId}/tags`, payload: { tagType: "tag", from: "Brewing", to: "Pour-over" } }),
    ],
    ["POST /api/config/comments/:id/moderate", async () => ({ url: `/api/config/comments/${await aComment()}/moderate`, payload: { action: "approve" } })],
    [
      "POST /api/config/comments/:id/replies",
      async () => ({ url: `/api/config/comments/${await aComment("published")}/replies`, payload: { body: "Thank you." } }),
    ],
    ["POST /api/config/comments/erase", async () => ({ url: "/api/config/comments/erase", payload: { email: "reader@walk.example" } })],
    ["PUT /api/multilingual/languages", async () => ({ url: "/api/multilingual/languages", payload: { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] } })],
    [
      "PUT /api/multilingual/translations/pages/:itemId/:locale",
      async () => {
        const page = await server.services.db.selectFrom("collections").select("id").where("type", "=", 10).executeTakeFirstOrThrow();
        return { url: `/api/multilingual/translations/pages/${page.id}/fr-FR`, payload: { fields: { title: "Accueil" } } };
      },
    ],
    [
      "PUT /api/multilingual/translations/sections/:itemId/:locale",
      async () => {
        const page = await server.services.db.selectFrom("collections").select("id").where("type", "=", 10).executeTakeFirstOrThrow();
        const layout = (await json("GET", `/api/config/layouts/${page.id}`)).json();
        const shared = await json("POST", "/api/config/section-library", {
          ownerId: page.id,
          version: layout.draftVersion,
          sectionId: layout.draft.sections[0].id,
          name: "Bread of the day",
          kind: "shared",
        });
        return { url: `/api/multilingual/translations/sections/${shared.json().section.id}/fr-FR`, payload: { fields: {} } };
      },
    ],
    [
      "PUT /api/multilingual/translations/posts/:itemId/:locale",
      async () => ({ url: `/api/multilingual/translations/posts/${made.postId}/fr-FR`, payload: { fields: { title: "Première torréfaction" } } }),
    ],
    [
      "PUT /api/multilingual/translations/products/:itemId/:locale",
      async () => ({ url: `/api/multilingual/translations/products/${made.ids.blend}/fr-FR`, payload: { fields: { name: "Mélange maison" } } }),
    ],
    ["DELETE /api/config/posts/:id", async () => ({ url: `/api/config/posts/${made.postId}` })],
    [
      "PUT /api/config/forms/:formId",
      async () => ({
        url: `/api/config/forms/${made.formId}`,
        payload: { name: "Wholesale enquiry", fields: [{ id: "company", type: "text", title: "Company" }] },
      }),
    ],
    [
      "PUT /api/multilingual/translations/forms/:itemId/:locale",
      async () => ({ url: `/api/multilingual/translations/forms/${made.formId}/fr-FR`, payload: { fields: { "field.company.title": "Société" } } }),
    ],
    [
      "PUT /api/multilingual/translations/store/:itemId/:locale",
      async () => ({ url: "/api/multilingual/translations/store/checkout-and-mails/fr-FR", payload: { fields: { checkout: "Paiement" } } }),
    ],
    ["DELETE /api/config/forms/:formId", async () => ({ url: `/api/config/forms/${made.formId}` })],
    [
      "POST /api/config/assets",
      async () => {
        const body = multipartUpload("Roastery.jpg", await testJpeg(40, 30));
        return { url: "/api/config/assets", payload: body.payload, headers: body.headers };
      },
    ],
    ["PATCH /api/config/assets/:id", async () => ({ url: `/api/config/assets/${made.assetId}`, payload: { fileName: "Roastery floor" } })],
    [
      "POST /api/config/assets/:id/replace",
      async () => {
        const body = multipartUpload("Roastery.jpg", await testJpeg(60, 40));
        return { url: `/api/config/assets/${made.assetId}/replace`, payload: body.payload, headers: body.headers };
      },
    ],
    ["DELETE /api/config/assets/:id", async () => ({ url: `/api/config/assets/${made.assetId}` })],
    [
      "POST /api/config/people/invitations",
      async () => ({ url: "/api/config/people/invitations", payload: { email: "new@walk.example", roleId: ROLE.EDITOR } }),
    ],
    ["DELETE /api/config/people/invitations/:invitationId", async () => ({ url: `/api/config/people/invitations/${made.invitationId}` })],
    ["PUT /api/config/people/:accountId/role", async () => ({ url: `/api/config/people/${made.memberId}/role`, payload: { roleId: ROLE.EDITOR } })],
    ["DELETE /api/config/people/:accountId", async () => ({ url: `/api/config/people/${made.memberId}` })],
    [
      "PUT /api/config/site/settings",
      async () => {
        const { siteAddress: _address, ...current } = (await json("GET", "/api/config/site/settings")).json() as Record<string, unknown>;
        return { url: "/api/config/site/settings", payload: { ...current, title: "Walk Roasters", locale: "en-GB", pageVersionsKept: 30 } };
      },
    ],
    ["POST /api/config/site/domains", async () => ({ url: "/api/config/site/domains", payload: { host: `www.${identifier}.example` } })],
    ["DELETE /api/config/site/domains/:domainId", async () => ({ url: `/api/config/site/domains/${made.domainId}` })],
    ["PUT /api/config/site-password", async () => ({ url: "/api/config/site-password", payload: { password: null } })],
    [
      "PUT /api/config/site/cookie-banner",
      async () => ({ url: "/api/config/site/cookie-banner", payload: (await json("GET", "/api/config/site/cookie-banner")).json() }),
    ],
    [
      "PUT /api/config/site/popup-overlay",
      async () => ({
        url: "/api/config/site/popup-overlay",
        payload: { ...((await json("GET", "/api/config/site/popup-overlay")).json() as object), title: "Fresh beans" },
      }),
    ],
    [
      "PUT /api/config/site/announcement-bar",
      async () => ({
        url: "/api/config/site/announcement-bar",
        payload: { isEnabled: true, text: "Open late on Fridays", linkUrl: "https://example.com/hours" },
      }),
    ],
    [
      "PUT /api/config/site/mobile-info-bar",
      async () => ({
        url: "/api/config/site/mobile-info-bar",
        payload: { isEnabled: true, theme: "LIGHT", text: "Call us", phoneNumber: "+1 555 0100", emailAddress: "hi@example.com" },
      }),
    ],
    [
      "PUT /api/multilingual/translations/site/:itemId/:locale",
      async () => ({ url: "/api/multilingual/translations/site/site-wide/fr-FR", payload: { fields: { "announcementBar.text": "Ouvert tard le vendredi" } } }),
    ],
    ["PUT /api/site-header-footer", async () => ({ url: "/api/site-header-footer", payload: { header: "", footer: "<p>Roasted on the harbor</p>" } })],
    ["PUT /api/multilingual/connection", async () => ({ url: "/api/multilingual/connection", payload: { service: "Lingo Cloud", account: "walk" } })],
    ["DELETE /api/multilingual/connection", async () => ({ url: "/api/multilingual/connection" })],
    [
      "PUT /api/config/store/settings",
      async () => ({ url: "/api/config/store/settings", payload: { ...((await json("GET", "/api/config/store/settings")).json() as object), pixelId: "" } }),
    ],
    [
      "POST /api/config/store/products",
      async () => ({
        url: "/api/config/store/products",
        payload: {
          collectionId: made.ids.shop,
          productType: "PHYSICAL",
          name: "Travel Tumbler",
          urlSlug: "travel-tumbler",
          variants: [{ priceCents: 3200, qtyInStock: 4, weight: 1.1 }],
        },
      }),
    ],
    [
      "PUT /api/config/store/products/:id",
      async () => ({
        url: `/api/config/store/products/${made.productId}`,
        payload: {
          collectionId: made.ids.shop,
          productType: "PHYSICAL",
          name: "Tall Tumbler",
          urlSlug: "travel-tumbler",
          variants: [{ priceCents: 3400, qtyInStock: 4, weight: 1.1 }],
        },
      }),
    ],
    ["PUT /api/config/store/variants/:id/stock", async () => ({ url: `/api/config/store/variants/${made.ids.mugSmall}/stock`, payload: { qtyInStock: 3 } })],
    ["DELETE /api/config/store/products/:id", async () => ({ url: `/api/config/store/products/${made.productId}` })],
    ["PUT /api/config/store/reviews/:id", async () => ({ url: `/api/config/store/reviews/${made.reviewId}`, payload: { state: "published" } })],
    ["DELETE /api/config/store/reviews/:id", async () => ({ url: `/api/config/store/reviews/${made.reviewId}` })],
    ["POST /api/config/store/orders/:id/fulfil", async () => ({ url: `/api/config/store/orders/${made.orderId}/fulfil` })],
    ["POST /api/config/store/orders/:id/refund", async () => ({ url: `/api/config/store/orders/${made.orderId}/refund` })],
    ["PUT /api/config/store/payment-keys", async () => ({ url: "/api/config/store/payment-keys", payload: {} })],
    ["DELETE /api/config/store/payment-keys", async () => ({ url: "/api/config/store/payment-keys" })],
    ["PUT /api/config/connected-accounts/mailchimp", async () => ({ url: "/api/config/connected-accounts/mailchimp", payload: { apiKey: MAILCHIMP_KEY } })],
    ["DELETE /api/config/connected-accounts/mailchimp", async () => ({ url: "/api/config/connected-accounts/mailchimp" })],
    [
      "POST /api/config/connected-accounts/mailchimp/queue/:id/send-again",
      async () => ({ url: `/api/config/connected-accounts/mailchimp/queue/${made.mailchimpMemberId}/send-again`, payload: {} }),
    ],
    ["POST /api/config/outbox/test-mail", async () => ({ url: "/api/config/outbox/test-mail", payload: {} })],
    ["POST /api/config/redirects", async () => ({ url: "/api/config/redirects", payload: { from: "/old-menu", to: "/menu" } })],
    [
      "PUT /api/config/redirects/:id",
      async () => ({ url: `/api/config/redirects/${made.redirectId}`, payload: { from: "/old-menu", to: "/menu", status: 302 } }),
    ],
    [
      "POST /api/config/redirects/import",
      async () => ({ url: "/api/config/redirects/import", payload: "/older-menu,/menu,301\n", headers: { "content-type": "text/csv" } }),
    ],
    ["DELETE /api/config/redirects/:id", async () => ({ url: `/api/config/redirects/${made.redirectId}` })],
    ["POST /api/config/newsletter/groups", async () => ({ url: "/api/config/newsletter/groups", payload: { name: "Regulars" } })],
    [
      "PUT /api/config/newsletter/groups/:id/members",
      async () => ({ url: `/api/config/newsletter/groups/${made.groupId}/members`, payload: { subscriberIds: [] } }),
    ],
    [
      "POST /api/config/newsletter/campaigns",
      async () => ({
        url: "/api/config/newsletter/campaigns",
        payload: { subject: "New roast", blocks: [{ type: "text", text: "It is here." }], groupId: made.groupId },
      }),
    ],
    [
      "PUT /api/config/newsletter/campaigns/:id",
      async () => ({
        url: `/api/config/newsletter/campaigns/${made.campaignId}`,
        payload: { subject: "New roast!", blocks: [{ type: "text", text: "Here." }], groupId: made.groupId },
      }),
    ],
    [
      "POST /api/config/newsletter/campaigns/:id/test",
      async () => ({ url: `/api/config/newsletter/campaigns/${made.campaignId}/test`, payload: { email: "me@example.com" } }),
    ],
    [
      "POST /api/config/newsletter/campaigns/:id/send",
      async () => ({ url: `/api/config/newsletter/campaigns/${made.campaignId}/send`, payload: { at: "2030-01-01T08:00:00Z" } }),
    ],
    ["POST /api/config/newsletter/campaigns/:id/unschedule", async () => ({ url: `/api/config/newsletter/campaigns/${made.campaignId}/unschedule` })],
    [
      "POST /api/config/newsletter/campaigns/preview",
      async () => ({ url: "/api/config/newsletter/campaigns/preview", payload: { subject: "New roast", blocks: [{ type: "text", text: "Here." }] } }),
    ],
    ["DELETE /api/config/newsletter/campaigns/:id", async () => ({ url: `/api/config/newsletter/campaigns/${made.campaignId}` })],
    [
      "POST /api/config/newsletter/suppressions",
      async () => ({ url: "/api/config/newsletter/suppressions", payload: { email: "gone@example.com", reason: "bounce" } }),
    ],
    ["PUT /api/config/newsletter/settings", async () => ({ url: "/api/config/newsletter/settings", payload: { postalAddress: "1 Roast Lane" } })],
    ["POST /api/config/newsletter/settings/webhook-secret", async () => ({ url: "/api/config/newsletter/settings/webhook-secret" })],
    ["PUT /api/config/newsletter/groups/:id", async () => ({ url: `/api/config/newsletter/groups/${made.groupId}`, payload: { name: "Roasters" } })],
    ["DELETE /api/config/newsletter/groups/:id", async () => ({ url: `/api/config/newsletter/groups/${made.groupId}` })],
    ["POST /api/config/store/subscriptions/:id/:action", async () => ({ url: `/api/config/store/subscriptions/${await aSubscription()}/pause` })],
    ["POST /api/config/store/donations/monthly/:id/stop", async () => ({ url: `/api/config/store/donations/monthly/${await aMonthlyGift()}/stop` })],
    ["POST /api/config/member-areas", async () => ({ url: "/api/config/member-areas", payload: memberArea("Roasters' Circle") })],
    ["PUT /api/config/member-areas/:id", async () => ({ url: `/api/config/member-areas/${made.memberAreaId}`, payload: memberArea("Roasters' Club") })],
    ["DELETE /api/config/member-areas/:id", async () => ({ url: `/api/config/member-areas/${made.memberAreaId}` })],
  ]);

  /** A member area with one free plan and no pages yet. */
  const memberArea = (name: string) => ({
    name,
    pageIds: [],
    previewSections: 1,
    plans: [{ id: "a".repeat(24), name: "Reader", kind: "free", priceCents: 0, billingPeriod: null }],
  });

  /** A subscription of the site, written as its checkout would start it. */
  const aSubscription = async () => {
    const site = await database().db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    const id = newId();
    const stamp = new Date().toISOString();
    await database()
      .db.insertInto("storeSubscriptions")
      .values({
        id,
        websiteId: site.id,
        orderId: newId(),
        productId: made.ids.blend,
        variantId: made.ids.blendVariant,
        productName: "Harbor Blend",
        quantity: 1,
        amountCents: 1800,
        currency: "USD",
        periodValue: 1,
        periodUnit: "month",
        numBillingCycles: 0,
        paidPeriods: 1,
        status: "active",
        email: "ada@example.com",
        siteUserId: null,
        provider: "test",
        methodReference: "tgpm_4242_0",
        customerReference: null,
        methodLabel: "Card ending 4242",
        startedAt: stamp,
        nextPeriod: 2,
        nextChargeAt: stamp,
        pausedAt: null,
        cancelledAt: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
    return id;
  };

  /** A signed-in donor's monthly gift on the site, written as its first gift would start it. */
  const aMonthlyGift = async () => {
    const site = await database().db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    const id = newId();
    const stamp = new Date().toISOString();
    await database()
      .db.insertInto("storeDonationPlans")
      .values({
        id,
        websiteId: site.id,
        donatePageId: newId(),
        amountCents: 1000,
        feeCents: 0,
        currency: "USD",
        fund: "",
        email: "ada@example.com",
        name: "Ada",
        siteUserId: newId(),
        provider: "test",
        methodReference: "tgpm_4242_gift",
        customerReference: null,
        methodLabel: "Card ending 4242",
        status: "active",
        stoppedBy: null,
        nextMonth: 2,
        nextChargeAt: stamp,
        createdAt: stamp,
        cancelledAt: null,
      })
      .execute();
    return id;
  };

  /** Keeps the ids a write answers with for the writes after it. */
  const remember = (route: string, answer: { id: string; asset: { id: string }; section: { id: string } }) => {
    if (route === "POST /api/config/pages") made.pageId = answer.id;
    if (route === "POST /api/config/section-library") made.librarySectionId = answer.section.id;
    if (route === "POST /api/config/blogs/:id/posts") made.postId = answer.id;
    if (route === "POST /api/config/store/products") made.productId = answer.id;
    if (route === "POST /api/config/people/invitations") made.invitationId = answer.id;
    if (route === "POST /api/config/site/domains") made.domainId = answer.id;
    if (route === "POST /api/config/assets") made.assetId = answer.asset.id;
    if (route === "POST /api/config/redirects") made.redirectId = answer.id;
    if (route === "POST /api/config/newsletter/groups") made.groupId = answer.id;
    if (route === "POST /api/config/newsletter/campaigns") made.campaignId = answer.id;
    if (route === "POST /api/config/member-areas") made.memberAreaId = answer.id;
  };

  beforeAll(async () => {
    sqlite = openDatabase({ engine: "sqlite", file: ":memory:" });
    await migrateToLatest(sqlite.db);
    await seedSite(database(), storeSite(identifier, made.ids), { email: `owner@${identifier}.example`, password: PASSWORD });
    const member = await new AccountsService(database().db, systemClock).createOwner({
      email: `member@${identifier}.example`,
      password: PASSWORD,
      siteIdentifier: identifier,
      roleId: ROLE.VIEWER,
    });
    made.memberId = member.accountId;
    made.formId = newId();
    mailchimp = await startMailchimpStandIn({ apiKey: MAILCHIMP_KEY, accountName: "Walk", lists: [] });
    server = await createTestServer(database(), { config: { mailchimpApiUrl: mailchimp.urlTemplate } });
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, PASSWORD);
    made.blogId = (await json("POST", "/api/config/pages", { kind: "blog", title: "Roast log", navigation: "main" })).json().id;
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.add(made.ids.blendVariant, 1);
    made.orderId = (await buyer.checkout(checkoutBody(`walk-${newId()}`))).json().orderId;
    made.reviewId = newId();
    const site = await database().db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow();
    await database()
      .db.insertInto("storeReviews")
      .values({
        id: made.reviewId,
        websiteId: site.id,
        productId: made.ids.blend,
        orderId: made.orderId,
        authorName: "Walk buyer",
        rating: 5,
        title: "",
        body: "Walk review",
        state: "pending",
        reply: "",
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-01T00:00:00.000Z",
      })
      .execute();
    made.mailchimpMemberId = newId();
    await database()
      .db.insertInto("mailchimpMembers")
      .values({
        id: made.mailchimpMemberId,
        websiteId: site.id,
        listId: "walk-list",
        email: "signup@walk.example",
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
  });
  afterAll(async () => {
    await server.close();
    await mailchimp.close();
    await sqlite.close();
  });

  /** The script nonce of the home page as served now: the same nonce means the cached page was served. */
  const homeNonce = async () => {
    const page = await server.request(identifier, { method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    return /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))![1]!;
  };

  it("has a request for every owner write route in the route table", () => {
    const owned = new Set(server.services.configRoutes.filter((route) => WRITE_METHODS.has(route.method)).map((route) => `${route.method} ${route.url}`));
    expect(owned.size).toBeGreaterThan(40);
    expect([...owned].filter((route) => !table.has(route))).toEqual([]);
    expect([...table.keys()].filter((route) => !owned.has(route))).toEqual([]);
  });

  it("renders the pages afresh after each owner write, and only draft writes leave them cached", async () => {
    const optedOut = new Set(server.services.routes.filter((route) => route.pagesUnchanged).map((route) => `${route.method} ${route.url}`));
    const unchanged: string[] = [];
    for (const [route, build] of table) {
      const before = await homeNonce();
      expect(await homeNonce()).toBe(before);
      const request = await build();
      const answer = await owner.send(server, identifier, {
        method: route.split(" ")[0] as "POST",
        url: request.url,
        headers: { "x-csrf-token": owner.get("crumb") ?? "", ...request.headers },
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      expect({ route, status: answer.statusCode }).toEqual({ route, status: expect.toSatisfy((status: number) => status >= 200 && status < 300) });
      if (answer.body) remember(route, answer.json());
      const after = await homeNonce();
      if (after === before) unchanged.push(route);
      expect(optedOut.has(route)).toBe(after === before);
    }
    expect(unchanged).toEqual([
      "PUT /api/config/layouts/:ownerId",
      "POST /api/config/layouts/:ownerId/discard",
      "POST /api/config/layouts/:ownerId/versions/:versionId/restore",
      "POST /api/config/section-library",
      "PUT /api/config/section-library/:id",
      "PATCH /api/config/section-library/:id",
      "POST /api/config/section-library/insert",
      "PUT /api/config/store/reviews/:id",
      "DELETE /api/config/store/reviews/:id",
      "PUT /api/config/connected-accounts/mailchimp",
      "DELETE /api/config/connected-accounts/mailchimp",
      "POST /api/config/connected-accounts/mailchimp/queue/:id/send-again",
      "POST /api/config/outbox/test-mail",
      "POST /api/config/newsletter/groups",
      "PUT /api/config/newsletter/groups/:id/members",
      "POST /api/config/newsletter/campaigns",
      "PUT /api/config/newsletter/campaigns/:id",
      "POST /api/config/newsletter/campaigns/:id/test",
      "POST /api/config/newsletter/campaigns/:id/send",
      "POST /api/config/newsletter/campaigns/:id/unschedule",
      "POST /api/config/newsletter/campaigns/preview",
      "DELETE /api/config/newsletter/campaigns/:id",
      "POST /api/config/newsletter/suppressions",
      "PUT /api/config/newsletter/settings",
      "POST /api/config/newsletter/settings/webhook-secret",
      "PUT /api/config/newsletter/groups/:id",
      "DELETE /api/config/newsletter/groups/:id",
      "POST /api/config/store/subscriptions/:id/:action",
      "POST /api/config/store/donations/monthly/:id/stop",
    ]);
  });
});
