import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { Buyer } from "../store/testing/buyer";

const OWNER = { email: "owner@abonnements.example", password: "owner password 1", roleId: ROLE.ADMIN };

/** The recurring price words in French, as the owner translates them among the store's words. */
const FRENCH = {
  recurringEvery: "{price} tous les {period}",
  recurringEveryFor: "{price} tous les {period} pendant {duration}",
  recurringEveryMonth: "mois",
  recurringEveryMonths: "{count} mois",
  recurringOneMonth: "1 mois",
};

describeOnEveryEngine("a subscription's recurring price in the page's language", (database) => {
  let server: TestServer;
  const identifier = "abonnements";
  const club = newId();
  const clubVariant = newId();
  const ids = newTestStoreIds();
  const visit = async (url: string) => {
    const answer = await server.request(identifier, { method: "GET", url });
    expect([url, answer.statusCode]).toEqual([url, 200]);
    return decodeHTML(answer.body);
  };

  beforeAll(async () => {
    const file = JSON.parse(
      storeSite(identifier, ids, {
        moreProducts: [
          {
            id: club,
            collectionId: ids.shop,
            productType: "SERVICE",
            name: "Coffee Club",
            urlSlug: "coffee-club",
            position: 3,
            variants: [{ id: clubVariant, sku: "CLUB", priceCents: 1200, unlimited: true }],
            subscriptionPlan: { billingPeriod: { value: 1, unit: "month" }, numBillingCycles: 6 },
          },
        ],
      }),
    );
    // A summary block of the shop's products on the home page.
    const summary = [{ id: newId(), type: "summary", settings: { source: "products", collectionId: ids.shop, sort: "title" } }];
    file.collections[0].layout = { draft: { blocks: summary }, published: { blocks: summary } };
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database());
    const owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const saved = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("writes the product page's and the shop list's prices in French under /fr/, and in English without the prefix", async () => {
    const product = await visit("/fr/shop/coffee-club");
    expect(product).toContain('<p class="tsr-product__price">$12.00 tous les mois pendant 6 mois</p>');
    expect(product).not.toContain("every month");
    expect(await visit("/fr/shop")).toContain("$12.00 tous les mois pendant 6 mois");
    const english = await visit("/shop/coffee-club");
    expect(english).toContain('<p class="tsr-product__price">$12.00 every month for 6 months</p>');
    expect(await visit("/shop")).toContain("$12.00 every month for 6 months");
  });

  it("writes a subscription's price in a summary block of the shop's products in French on a /fr/ page, and in English without the prefix", async () => {
    const french = await visit("/fr");
    expect(french).toContain('<p class="tsr-summary__price">$12.00 tous les mois pendant 6 mois</p>');
    expect(french).not.toContain("every month");
    expect(await visit("/")).toContain('<p class="tsr-summary__price">$12.00 every month for 6 months</p>');
  });

  it("writes a subscription's amounts in a cart filled on a French page in French, and in English in one filled in English", async () => {
    const french = await new Buyer(server, identifier).arrive();
    const added = await french.send("POST", "/api/commerce/cart/items", { variantId: clubVariant, quantity: 1, locale: "fr-FR" });
    expect(added.statusCode).toBe(200);
    const frenchLines = Object.values((added.json() as { display: { entries: Record<string, { unitPrice: string }> } }).display.entries);
    expect(frenchLines.map((line) => line.unitPrice)).toEqual(["$12.00 tous les mois pendant 6 mois"]);

    const english = await new Buyer(server, identifier).arrive();
    const addedInEnglish = await english.send("POST", "/api/commerce/cart/items", { variantId: clubVariant, quantity: 1 });
    const englishLines = Object.values((addedInEnglish.json() as { display: { entries: Record<string, { unitPrice: string }> } }).display.entries);
    expect(englishLines.map((line) => line.unitPrice)).toEqual(["$12.00 every month for 6 months"]);
  });
});
