import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { translationsRepository } from "./translationsRepository";
import { TEST_CARDS } from "../store/payments/testGateway";
import { Buyer, checkoutBody } from "../store/testing/buyer";

const OWNER = { email: "owner@store-language-pages.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FRENCH = {
  cart: "Panier",
  item: "Article",
  quantityOf: "Quantité de {product}",
  removeProduct: "Retirer {product}",
  cartNote: "La livraison et les taxes sont calculées au paiement.",
  checkout: "Paiement",
  subtotal: "Sous-total",
  checkFields: "Vérifiez {fields}.",
  and: "et",
  checkConnection: "Vérifiez votre connexion à Internet.",
  cardDeclined: "Votre carte a été refusée.",
  fieldsNotValid: "Certains champs ne sont pas valides.",
  nameRequired: "Saisissez le nom du destinataire.",
  thanks: "Merci pour votre commande",
  orderConfirmed: "Votre commande est confirmée.",
  orderNumber: "Commande {number}",
  statusPaid: "Payée",
  handoverDelivery: "Livraison à {address}",
  buyGiftCard: "Acheter la carte cadeau",
  buyGiftCardLink: "Offrir une carte cadeau",
  giftCardHello: "Bonjour {recipient},",
};

describeOnEveryEngine("the store's pages in the buyer's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = "boutique";
  const giftCard = newId();
  const fifty = newId();

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, identifier, {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  /** A buyer whose cart was filled on a French page. */
  const frenchBuyer = async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "fr-FR" })).statusCode).toBe(200);
    return buyer;
  };

  beforeAll(async () => {
    ids = newTestStoreIds();
    const card = { id: giftCard, collectionId: ids.shop, productType: "GIFT_CARD", name: "Gift Card", urlSlug: "gift-card", position: 3 };
    const file = JSON.parse(
      storeSite(identifier, ids, { stock: 20, moreProducts: [{ ...card, variants: [{ id: fifty, sku: "GIFT-50", priceCents: 5000, unlimited: true }] }] }),
    );
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    websiteId = await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    expect((await send("PUT", `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, { fields: FRENCH })).statusCode).toBe(200);
    const product = await send("PUT", `/api/multilingual/translations/products/${ids.blend}/fr-FR`, { fields: { name: "Mélange du port" } });
    expect(product.statusCode).toBe(200);
    const shop = { kind: "navigation" as const, itemId: ids.shop, locale: "fr-FR", fields: { label: "Boutique" }, source: {}, state: "translated" as const };
    await translationsRepository.save(database().db, websiteId, shop, new Date().toISOString());
  });
  afterAll(() => server.close());

  it("counts the store's texts in each language's translation status", async () => {
    const status = (await send("GET", "/api/multilingual/status")).json();
    expect(status.totalStoreTexts).toBe(1);
    expect(status.languages[0].storeTexts).toEqual({ translated: 1, needsTranslation: 0, missing: 0 });
  });

  it("shows the cart in the language it was filled in, with the site's header in it", async () => {
    const buyer = await frenchBuyer();
    const page = await buyer.send("GET", "/cart");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain("<h1>Panier</h1>");
    expect(page.body).toContain('<th scope="col">Article</th>');
    // Its lines name their products as the language does.
    expect(page.body).toContain('aria-label="Quantité de Mélange du port"');
    expect(page.body).toContain("La livraison et les taxes sont calculées au paiement.");
    // The navigation speaks the language and links on in it; the product's link too.
    expect(page.body).toContain('<a href="/fr/shop">Boutique</a>');
    expect(page.body).toContain('href="/fr/shop/harbor-blend"');
    // A word not translated yet stays the primary language's.
    expect(page.body).toContain(">Remove</button>");
    // The cart has one address in every language: no link names another.
    expect(page.body).not.toContain("/fr/cart");
    expect(page.body).not.toContain('rel="alternate" href');

    const english = await new Buyer(server, identifier).arrive();
    await english.add(ids.blendVariant);
    const plain = await english.send("GET", "/cart");
    expect(plain.body).toContain("<h1>Shopping cart</h1>");
    expect(plain.body).toContain('<a href="/shop">Shop</a>');
  });

  it("answers the checkout's refusals in the cart's language, and gives its script its words", async () => {
    const buyer = await frenchBuyer();
    const checkout = await buyer.send("GET", "/commerce/goto-checkout");
    expect(checkout.body).toContain("Vérifiez {fields}.");
    expect(checkout.body).toContain('<a href="/fr/shop">Boutique</a>');

    const declined = await buyer.checkout(checkoutBody(`key-${newId()}`, "declines"));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe("Votre carte a été refusée.");

    const body = checkoutBody(`key-${newId()}`);
    const unnamed = await buyer.checkout({ ...body, shippingAddress: { ...body.shippingAddress, name: "" } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      error: "Certains champs ne sont pas valides.",
      errors: { "shippingAddress.name": "Saisissez le nom du destinataire." },
    });
  });

  it("shows the order's confirmation page in its language", async () => {
    const buyer = await frenchBuyer();
    const answer = await buyer.checkout(checkoutBody(`key-${newId()}`));
    expect(answer.statusCode).toBe(200);
    const page = await buyer.send("GET", answer.json().redirect);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain("<h1>Merci pour votre commande</h1>");
    expect(page.body).toContain("Votre commande est confirmée.");
    expect(page.body).toContain('<span class="tsr-order__status">Payée</span>');
    expect(page.body).toContain("Livraison à Ada Buyer, 1 Commercial St, 04101 Portland, ME, États-Unis");
    expect(page.body).toContain("Sous-total");
    expect(page.body).toContain("Mélange du port</td>");
  });

  it("names the page's language in the product form, which the add-to-cart sends", async () => {
    const product = await server.request(identifier, { method: "GET", url: "/fr/shop/harbor-blend" });
    expect(product.body).toContain('<input type="hidden" name="locale" value="fr-FR"/>');
    expect((await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" })).body).toContain('<input type="hidden" name="locale" value=""/>');
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "fr-FR" })).statusCode).toBe(200);
    expect((await buyer.send("GET", "/cart")).body).toContain("<h1>Panier</h1>");
    // Added again from a page in the primary language, the cart speaks it.
    expect((await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "" })).statusCode).toBe(200);
    expect((await buyer.send("GET", "/cart")).body).toContain("<h1>Shopping cart</h1>");
  });

  it("serves the gift card checkout under the language's prefix, and mails the card in that language", async () => {
    const query = `?websiteId=${websiteId}&giftCardProductId=${giftCard}`;
    const page = await server.request(identifier, { method: "GET", url: `/fr/checkout/giftcard${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain("Acheter la carte cadeau");
    expect((await server.request(identifier, { method: "GET", url: `/checkout/giftcard${query}` })).body).toContain("Buy gift card");
    // Its page in the shop links the checkout under the prefix, in the page's words.
    expect((await server.request(identifier, { method: "GET", url: "/fr/shop" })).body).toContain('href="/fr/shop/gift-card"');
    const productPage = await server.request(identifier, { method: "GET", url: "/fr/shop/gift-card" });
    expect(productPage.body).toContain(
      `<a class="tsr-button tsr-product__add" href="/fr/checkout/giftcard${query.replaceAll("&", "&amp;")}&amp;sku=GIFT-50">Offrir une carte cadeau</a>`,
    );

    const buyer = await new Buyer(server, identifier).arrive();
    const purchase = (card: keyof typeof TEST_CARDS) => ({
      websiteId,
      giftCardProductId: giftCard,
      variantId: fifty,
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
      senderName: "Ada",
      message: "",
      idempotencyKey: `key-${newId()}`,
      email: "ada@example.com",
      payment: { kind: "card", cardNumber: TEST_CARDS[card], expMonth: 12, expYear: 2040, cvc: "123" },
      locale: "fr-FR",
    });
    const declined = await buyer.send("POST", "/api/commerce/giftcard-checkout", purchase("declines"));
    expect(declined.json().error).toBe("Votre carte a été refusée.");
    const paid = await buyer.send("POST", "/api/commerce/giftcard-checkout", purchase("succeeds"));
    expect(paid.statusCode).toBe(200);
    const order = await database().db.selectFrom("storeOrders").select("locale").where("id", "=", paid.json().orderId).executeTakeFirstOrThrow();
    expect(order.locale).toBe("fr-FR");
    const mail = await database()
      .db.selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "gift-card")
      .executeTakeFirstOrThrow();
    expect((await server.services.mail.bodiesOf(mail))?.text.split("\n")[0]).toBe("Bonjour Grace Hopper,");
  });
});
