import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { newTestStoreIds, storeSite, type TestStoreIds } from "../../testing/storeSites";
import { Buyer, checkoutBody } from "../store/testing/buyer";
import { ORDER_CONFIRMATION } from "../store/orderMail";

const OWNER = { email: "owner@store-page-words.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FRENCH = {
  menu: "Rubriques",
  account: "Compte",
  cartIcon: "Panier",
  cartOneItem: "Un article dans le panier",
  cartItems: "{count} articles dans le panier",
  addToCart: "Ajouter au panier",
  soldOut: "Épuisé",
  addedToCart: "Ajouté au panier.",
  viewCart: "Voir le panier",
  discount: "Remise",
  discountWithCodes: "Remise ({codes})",
  couponUnknown: "Ce code promo n'est pas valide.",
  couponBelowMinimum: "Ce code promo demande un sous-total d'au moins {amount}.",
  testCards: "Cartes de test : {paid} (payée), {declined} (refusée), {confirm} (confirmation en plus).",
  confirmPayment: "Confirmez votre paiement",
  testGatewayAsks: "La passerelle de test demande une confirmation de ce paiement par carte.",
  completeConfirmation: "Confirmer",
  failConfirmation: "Refuser",
  confirmationHeading: "Merci pour votre commande chez {site}.",
  quantityLabel: "Quantité",
  oneMore: "Un de plus",
  inStock: "En stock",
  fewLeft: "Plus que {count}",
  productCategories: "Catégories :",
  fromPrice: "À partir de {price}",
  quickView: "Aperçu rapide",
  quickViewOf: "Aperçu rapide : {product}",
  close: "Fermer",
  noProductsInCategory: "Aucun produit dans cette catégorie pour l'instant.",
  moreProducts: "Plus de produits",
  cartProductUnavailable: "Ce produit n'est pas disponible.",
  cartQuantityRange: "Choisissez une quantité de 1 à 999.",
  cartFewLeft: "Il ne reste que {count} {product} en stock.",
  searchPageNumber: "Demandez une page par son numéro.",
  previewSeeAll: "Voir les {count} résultats",
  previewMany: "{count} résultats. Choisissez-en un avec les flèches haut et bas.",
  previewFailed: "Impossible de charger les résultats. Appuyez sur Entrée pour chercher.",
  previewTooMany: "Trop de recherches. Attendez une minute et réessayez.",
  notAddedToCart: "Pas ajouté au panier",
  backToProduct: "Retour au produit",
  cannotUpdateQuantity: "Impossible de changer la quantité",
  cartItemGone: "Cet article n'est pas dans votre panier.",
};

/** The JSON a page hands one of its scripts in its `data-texts`, after the tag opening `opening`. */
function handedWords(body: string, opening: string): Record<string, string> {
  const at = body.indexOf(opening);
  const json = at < 0 ? undefined : /data-texts="([^"]*)"/.exec(body.slice(at, body.indexOf(">", at)))?.[1];
  return JSON.parse(json?.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&") ?? "{}") as Record<string, string>;
}

describeOnEveryEngine("the shop's, header's and order mail's words in the buyer's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = "mots";
  const get = (url: string) => server.request(identifier, { method: "GET", url });

  /** A buyer whose cart was filled on a French page. */
  const frenchBuyer = async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    expect((await buyer.send("POST", "/api/commerce/cart/items", { variantId: ids.blendVariant, quantity: 1, locale: "fr-FR" })).statusCode).toBe(200);
    return buyer;
  };
  const details = (buyer: Buyer, coupons: string[]) =>
    buyer.send("PUT", "/api/commerce/cart/details", {
      coupons,
      shippingLocation: { country: "US", region: "ME", postalCode: "04101" },
      shippingOptionId: "standard",
    });

  beforeAll(async () => {
    ids = newTestStoreIds();
    const coupons = [
      { code: "WELCOME10", kind: "percent", amount: 10 },
      { code: "BIG", kind: "percent", amount: 20, minimumSubtotalCents: 100000 },
    ];
    const file = JSON.parse(storeSite(identifier, ids, { stock: 20, settings: { coupons } }));
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    websiteId = await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const put = (url: string, fields: Record<string, string>) =>
      owner.send(server, identifier, {
        method: "PUT",
        url,
        headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
        payload: JSON.stringify({ fields }),
      });
    expect((await put(`/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, FRENCH)).statusCode).toBe(200);
    expect((await put(`/api/multilingual/translations/products/${ids.blend}/fr-FR`, { name: "Mélange du port" })).statusCode).toBe(200);
    expect((await put(`/api/multilingual/translations/pages/${ids.shop}/fr-FR`, { title: "Boutique" })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("labels the product's button in the page's language and hands the add-to-cart script its words", async () => {
    const french = await get("/fr/shop/harbor-blend");
    expect(french.body).toContain(">Ajouter au panier</button>");
    const texts = /<form class="tsr-product__form"[^>]* data-texts="([^"]*)"/.exec(french.body)?.[1]?.replaceAll("&quot;", '"');
    expect(JSON.parse(texts ?? "{}")).toMatchObject({ addedToCart: "Ajouté au panier.", viewCart: "Voir le panier" });
    const english = await get("/shop/harbor-blend");
    expect(english.body).toContain(">Add to cart</button>");
    expect(english.body).toContain("View cart");
  });

  it("shows the product's quantity, stock line and way back to the shop in the page's language", async () => {
    const french = await get("/fr/shop/enamel-mug");
    expect(french.body).toContain('<span class="tsr-product__label" aria-hidden="true">Quantité</span>');
    expect(french.body).toContain('aria-label="Quantité"');
    expect(french.body).toContain('aria-label="Un de plus"');
    // Words the owner left untranslated stay the primary language's.
    expect(french.body).toContain('aria-label="One fewer"');
    expect(french.body).toMatch(/class="tsr-product__stock"[^>]*>En stock<\/p>/);
    expect(french.body).toMatch(/<p class="tsr-breadcrumb"><a href="[^"]*">Boutique<\/a><\/p>/);
    const english = await get("/shop/enamel-mug");
    expect(english.body).toContain('<span class="tsr-product__label" aria-hidden="true">Quantity</span>');
    expect(english.body).toMatch(/class="tsr-product__stock"[^>]*>In stock<\/p>/);
    expect(english.body).toMatch(/<p class="tsr-breadcrumb"><a href="[^"]*">Shop<\/a><\/p>/);
  });

  it("shows the shop's prices, quick views and empty category in the page's language", async () => {
    const french = await get("/fr/shop");
    expect(french.body).toContain(">À partir de $19.00</p>");
    expect(french.body).toContain('aria-label="Aperçu rapide : Mélange du port"');
    expect(french.body).toMatch(/data-quick-view="[^"]*" hidden="">Aperçu rapide<\/button>/);
    expect(handedWords(french.body, '<div class="tsr-container tsr-shop"')).toEqual({ quickView: "Aperçu rapide", close: "Fermer" });
    const english = await get("/shop");
    expect(english.body).toContain(">From $19.00</p>");
    expect(english.body).toContain('aria-label="Quick view: Harbor Blend"');
    expect(handedWords(english.body, '<div class="tsr-container tsr-shop"')).toEqual({ quickView: "Quick view", close: "Close" });
  });

  it("hands the search preview its words in the page's language", async () => {
    const french = handedWords((await get("/fr/search")).body, '<ul id="search-preview-page"');
    expect(french).toMatchObject({
      previewSeeAll: "Voir les {count} résultats",
      previewMany: "{count} résultats. Choisissez-en un avec les flèches haut et bas.",
      previewFailed: "Impossible de charger les résultats. Appuyez sur Entrée pour chercher.",
      previewNothing: "Nothing matches “{query}”.",
    });
    expect(french.previewTooMany).toBe("Trop de recherches. Attendez une minute et réessayez.");
    const english = handedWords((await get("/search")).body, '<ul id="search-preview-page"');
    expect(english).toMatchObject({ previewSeeAll: "See all {count} results", previewFailed: "Unable to load results. Press Enter to search." });
    expect(english.previewTooMany).toBe("Too many searches. Please wait a minute and try again.");
  });

  it("says a visitor searched too often in the language of the page typed on", async () => {
    // Another visitor's address, so the searches this runs count for no other test.
    const from = { remoteAddress: "192.0.2.38" };
    const search = (locale: string) => server.request(identifier, { method: "GET", url: `/api/search?q=mug&locale=${locale}`, ...from });
    for (let n = 0; n < 120; n++) await server.services.rateLimiter.hit(`search:${websiteId}:${from.remoteAddress}`, 120, 60_000);
    const french = await search("fr-FR");
    expect(french.statusCode).toBe(429);
    expect(french.json().error).toBe("Trop de recherches. Attendez une minute et réessayez.");
    const english = await search("en-US");
    expect(english.statusCode).toBe(429);
    expect(english.json().error).toBe("Too many searches. Please wait a minute and try again.");
  });

  it("says why a search could not be read in the page's language", async () => {
    const french = await get("/fr/search?q=mug&page=deux");
    expect(french.statusCode).toBe(400);
    expect(french.body).toContain('role="alert">Demandez une page par son numéro.</p>');
    expect((await get("/search?q=mug&page=deux")).body).toContain('role="alert">Ask for a page by its number.</p>');
  });

  it("refuses a product added to the cart in the language of the page it was added on", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const add = (variantId: string, quantity: number, locale: string) => buyer.send("POST", "/api/commerce/cart/items", { variantId, quantity, locale });
    const tooMany = await add(ids.blendVariant, 21, "fr-FR");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("Il ne reste que 20 Mélange du port en stock.");
    expect(tooMany.json().errors.quantity).toBe("Il ne reste que 20 Mélange du port en stock.");
    expect((await add(newId(), 1, "fr-FR")).json().error).toBe("Ce produit n'est pas disponible.");
    expect((await add(ids.blendVariant, 0, "fr-FR")).json().error).toBe("Choisissez une quantité de 1 à 999.");
    expect((await add(ids.blendVariant, 21, "")).json().error).toBe("Only 20 of Harbor Blend left in stock.");
    expect((await add(newId(), 1, "")).json().error).toBe("This product is not available.");
  });

  it("answers a refused Add to cart without script with a page in the language of the page it was on", async () => {
    const buyer = await new Buyer(server, identifier).arrive();
    const origin = `http://${identifier}.${server.config.appDomain}`;
    const post = (fields: Record<string, string>) =>
      buyer.jar.send(server, identifier, {
        method: "POST",
        url: "/api/commerce/cart/items",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin, referer: `${origin}/fr/shop/harbor-blend` },
        payload: new URLSearchParams(fields).toString(),
      });
    const soldOut = await post({ variantId: ids.blendVariant, quantity: "21", locale: "fr-FR" });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.body).toContain('<html lang="fr-FR">');
    expect(soldOut.body).toContain("<h1>Pas ajouté au panier</h1>");
    expect(soldOut.body).toContain('role="alert">Il ne reste que 20 Mélange du port en stock.</p>');
    expect(soldOut.body).toContain('<a class="tsr-button" href="/fr/shop/harbor-blend">Retour au produit</a>');
    expect(soldOut.body).toContain('data-site-menu="">Rubriques</button>');
    const unknown = await post({ variantId: newId(), quantity: "1", locale: "fr-FR" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('role="alert">Ce produit n&#x27;est pas disponible.</p>');
    const english = await post({ variantId: ids.blendVariant, quantity: "0", locale: "" });
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toContain("<h1>Not added to your cart</h1>");
    expect(english.body).toContain('role="alert">Choose a quantity from 1 to 999.</p>');
  });

  it("refuses the cart page's quantity changes and removals in the cart's language", async () => {
    const buyer = await frenchBuyer();
    const entryId = (await buyer.send("GET", "/api/commerce/cart")).json().cart.entries[0].id as string;
    const tooMany = await buyer.send("PUT", `/api/commerce/cart/items/${entryId}`, { quantity: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("Il ne reste que 20 Mélange du port en stock.");
    const zero = await buyer.send("PUT", `/api/commerce/cart/items/${entryId}`, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toBe("Impossible de changer la quantité: Choisissez une quantité de 1 à 999.");
    expect(zero.json().errors.quantity).toBe("Impossible de changer la quantité: Choisissez une quantité de 1 à 999.");
    const gone = await buyer.send("PUT", `/api/commerce/cart/items/${newId()}`, { quantity: 1 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe("Cet article n'est pas dans votre panier.");
    expect((await buyer.send("DELETE", `/api/commerce/cart/items/${newId()}`)).json().error).toBe("Cet article n'est pas dans votre panier.");

    const english = await new Buyer(server, identifier).arrive();
    await english.add(ids.blendVariant);
    const line = (await english.send("GET", "/api/commerce/cart")).json().cart.entries[0].id as string;
    expect((await english.send("PUT", `/api/commerce/cart/items/${line}`, { quantity: 21 })).json().error).toBe("Only 20 of Harbor Blend left in stock.");
    expect((await english.send("PUT", `/api/commerce/cart/items/${line}`, { quantity: 0 })).json().error).toBe(
      "Unable to update quantity: Choose a quantity from 1 to 999.",
    );
  });

  it("names the header's menu, account link and cart icon in the page's language", async () => {
    const french = await get("/fr/shop/harbor-blend");
    expect(french.body).toContain('data-site-menu="">Rubriques</button>');
    expect(french.body).toContain('<span class="tsr-account-link__text">Compte</span>');
    expect(french.body).toContain('aria-label="Panier" data-cart-icon=""');
    expect(french.body).toContain("{count} articles dans le panier");
    const english = await get("/shop/harbor-blend");
    expect(english.body).toContain('data-site-menu="">Menu</button>');
    expect(english.body).toContain('<span class="tsr-account-link__text">Account</span>');
    expect(english.body).toContain('aria-label="Cart" data-cart-icon=""');
    // The cart's own page speaks its cart's language in the header too.
    expect((await (await frenchBuyer()).send("GET", "/cart")).body).toContain('<span class="tsr-account-link__text">Compte</span>');
  });

  it("names the discount and refuses coupons in the cart's language, at checkout too", async () => {
    const buyer = await frenchBuyer();
    const applied = (await details(buyer, ["WELCOME10"])).json();
    expect(applied.display.discountLabel).toBe("Remise (WELCOME10)");
    expect(applied.display.label).toBe("Un article dans le panier");
    expect((await details(buyer, ["NOPE"])).json().cart.invalidCoupons[0].reason).toBe("Ce code promo n'est pas valide.");
    expect((await details(buyer, ["BIG"])).json().cart.invalidCoupons[0].reason).toBe("Ce code promo demande un sous-total d'au moins $1,000.00.");
    const page = await buyer.send("GET", "/commerce/goto-checkout");
    expect(page.body).toContain(">Remise</th>");

    const refused = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { couponCodes: ["BIG"] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.couponCodes).toBe("Ce code promo demande un sous-total d'au moins $1,000.00.");

    const english = await new Buyer(server, identifier).arrive();
    await english.add(ids.blendVariant);
    expect((await details(english, ["WELCOME10"])).json().display.discountLabel).toBe("Discount (WELCOME10)");
    expect((await details(english, ["BIG"])).json().cart.invalidCoupons[0].reason).toBe("This coupon needs an order subtotal of $1,000.00 or more.");
  });

  it("shows the test payment's hint and its confirmation page in the cart's language", async () => {
    const buyer = await frenchBuyer();
    const checkout = await buyer.send("GET", "/commerce/goto-checkout");
    expect(checkout.body).toContain("Cartes de test : 4242424242424242 (payée)");
    const answer = await buyer.checkout(checkoutBody(`key-${newId()}`, "requiresConfirmation"));
    expect(answer.statusCode).toBe(200);
    const gateway = await buyer.send("GET", answer.json().redirect);
    expect(gateway.statusCode).toBe(200);
    expect(gateway.body).toContain('<html lang="fr-FR">');
    expect(gateway.body).toContain("<h1>Confirmez votre paiement</h1>");
    expect(gateway.body).toContain("La passerelle de test demande une confirmation de ce paiement par carte.");
    expect(gateway.body).toContain(">Confirmer</button>");
    expect(gateway.body).toContain(">Refuser</button>");
  });

  it("names the products of the order confirmation mail as the order's language does", async () => {
    const buyer = await frenchBuyer();
    const paid = await buyer.checkout(checkoutBody(`key-${newId()}`, "succeeds", { couponCodes: ["WELCOME10"] }));
    expect(paid.statusCode).toBe(200);
    const mail = await database()
      .db.selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("kind", "=", ORDER_CONFIRMATION)
      .where("sourceId", "=", paid.json().orderId)
      .executeTakeFirstOrThrow();
    const bodies = await server.services.mail.bodiesOf(mail);
    expect(bodies?.text.split("\n")[0]).toBe(`Merci pour votre commande chez Store ${identifier}.`);
    expect(bodies?.text).toContain("1 × Mélange du port");
    expect(bodies?.text).toContain("Remise (WELCOME10): -");
    expect(bodies?.html).toContain("Mélange du port");
    expect(bodies?.text).not.toContain("Harbor Blend");
  });
});
