import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { Buyer, checkoutBody } from "./testing/buyer";

const OWNER = { email: "owner@store-languages.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FRENCH = {
  checkout: "Paiement",
  placeOrder: "Commander",
  subtotal: "Sous-total",
  confirmationSubject: "Votre commande {number} chez {site}",
  confirmationHeading: "Merci pour votre commande chez {site}.",
  orderNumber: "Commande {number}",
  orderStatus: "Suivi de la commande",
  viewOrder: "Voir votre commande",
  shippedSubject: "Votre commande {number} chez {site} est en route",
  shippedLine: "Votre commande {number} est en route.",
  carrier: "Transporteur",
};

describeOnEveryEngine("the store in the buyer's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = "magasin";

  const send = (method: "GET" | "PUT" | "POST", url: string, body?: unknown) =>
    owner.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const storeTexts = `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}`;

  beforeAll(async () => {
    ids = newTestStoreIds();
    const file = JSON.parse(storeSite(identifier, ids, { stock: 20 }));
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    websiteId = await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
  });
  afterAll(() => server.close());

  it("lists the checkout's and order mails' words for translation, missing until saved, then translated or marked", async () => {
    const list = await send("GET", "/api/multilingual/translations/store");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      { id: STORE_TEXTS_ITEM, title: "Shop, header, search and order mails", group: "", states: [{ locale: "fr-FR", state: "missing" }] },
    ]);
    const view = (await send("GET", storeTexts)).json();
    expect(view.texts).toContainEqual({ name: "placeOrder", of: "Place order button", text: "Place order" });
    expect(view.texts).toContainEqual({ name: "confirmationSubject", of: "Order confirmation mail: subject", text: "Your {site} order {number}" });

    const marked = await send("PUT", `${storeTexts}/fr-FR`, { fields: FRENCH, needsTranslation: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().languages[0]).toMatchObject({ locale: "fr-FR", state: "needs-translation", fields: FRENCH });
    const saved = await send("PUT", `${storeTexts}/fr-FR`, { fields: FRENCH, needsTranslation: false });
    expect(saved.json().languages[0].state).toBe("translated");
    expect((await send("GET", "/api/multilingual/translations/store")).json().items[0].states).toEqual([{ locale: "fr-FR", state: "translated" }]);

    const unknown = await send("PUT", `${storeTexts}/fr-FR`, { fields: { checkoutt: "Paiement" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ "fields.checkoutt": "Text is not one of the store text's texts." });
  });

  it("keeps the language a cart was filled in, and shows its checkout in it", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "fr-fr" })).statusCode).toBe(200);
    const cartRow = async () =>
      database().db.selectFrom("storeCarts").select("locale").where("websiteId", "=", websiteId).orderBy("createdAt", "desc").executeTakeFirstOrThrow();
    expect((await cartRow()).locale).toBe("fr-FR");
    const page = await buyer.send("GET", "/commerce/goto-checkout");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain("<h1>Paiement</h1>");
    expect(page.body).toContain(">Commander</button>");
    expect(page.body).toContain("Sous-total");
    // A word not translated yet stays the primary language's.
    expect(page.body).toContain("<legend>Delivery</legend>");

    const english = await new Buyer(server, identifier).arrive();
    await english.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "en-US" });
    const plain = await english.send("GET", "/commerce/goto-checkout");
    expect(plain.body).toContain("<h1>Checkout</h1>");
    expect(plain.body).not.toContain("Paiement");
    const unknown = await new Buyer(server, identifier).arrive();
    await unknown.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "xx-YY" });
    expect((await cartRow()).locale).toBeNull();
  });

  it("writes the order's confirmation and fulfilment mails in the cart's language", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 2, locale: "fr-FR" });
    const answer = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(answer.statusCode).toBe(200);
    const { orderId } = answer.json();
    const number = orderId.slice(-8).toUpperCase();
    const order = await database().db.selectFrom("storeOrders").select(["locale", "baseUrl"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(order.locale).toBe("fr-FR");

    const mails = () => database().db.selectFrom("mailOutbox").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").execute();
    const confirmation = (await mails()).find((mail) => mail.sourceId === orderId)!;
    expect(confirmation.subject).toBe(`Votre commande ${number} chez Store ${identifier}`);
    const bodies = await server.services.mail.bodiesOf(confirmation);
    expect(bodies?.text.split("\n")[0]).toBe(`Merci pour votre commande chez Store ${identifier}.`);
    expect(bodies?.text).toContain(`Commande ${number}`);
    expect(bodies?.text).toContain(`Suivi de la commande: ${order.baseUrl}/commerce/order-status/${orderId}?token=`);
    expect(bodies?.text).toContain("Sous-total: $36.00");
    expect(bodies?.text).toContain("Tax: ");
    expect(bodies?.html).toContain(`Merci pour votre commande chez Store ${identifier}.</h1>`);
    expect(bodies?.html).toContain("Voir votre commande");

    const fulfilled = await send("POST", `/api/config/store/orders/${orderId}/fulfil`, { carrier: "La Poste", trackingNumber: "", trackingUrl: "", note: "" });
    expect(fulfilled.statusCode).toBe(200);
    const shipped = (await mails()).find((mail) => mail.kind === "order-fulfilled")!;
    expect(shipped.subject).toBe(`Votre commande ${number} chez Store ${identifier} est en route`);
    expect(shipped.textBody.split("\n")).toEqual(expect.arrayContaining([`Votre commande ${number} est en route.`, "Transporteur: La Poste"]));
  });
});
