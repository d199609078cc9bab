// An owner adds French to a site of two pages, a journal and a shop, translates the about page, a
// post and a product side by side in the settings, and a visitor whose browser asks for French is
// offered the French page (never sent there), follows the language switcher to /fr/about and finds
// the translation with its head's language alternates, then reads the French post and product;
// another opens the header's language list with the keyboard and lands on /fr/about.
// The owner translates the store's words, and a visitor on /fr/shop adds the product, sees the
// cart, meets a declined card's refusal and reads the confirmation, all in French with the site's
// header in it; one without script is told in French why a product was not added and goes back
// to it; at phone and desktop width, with nothing too small, overflowing or unread.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_CARDS } from "../src/server/features/store/payments/testGateway";
import { failedResource } from "./forms-support/consoleNoise";
import { expectNoConsoleErrors } from "./harness/checks";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";
import { openJourney, type Journey } from "./harness/journey";
import { importOwnedSite, type OwnedSite } from "./harness/ownedSite";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";

const OWNER = { email: "owner@languages.example", password: "languages owner password" };
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** A site of two pages (the about page with a heading, a text and a language switcher), a journal with one post and a shop with one product. */
function twoPageSite(identifier: string): string {
  const at = (row: number) => ({ desktop: { column: 1, row, width: 24, height: 1 } });
  const about = [
    { id: "e2e000000000000000000a01", type: "heading", settings: { text: "Who we are", level: 1 }, ...at(1) },
    { id: "e2e000000000000000000a02", type: "text", settings: { html: "<p>We roast coffee by the harbour.</p>" }, ...at(2) },
    { id: "e2e000000000000000000a03", type: "language-switcher", settings: { direction: "horizontal", screenReaderName: "Languages" }, ...at(3) },
  ];
  const home = [{ id: "e2e000000000000000000a04", type: "heading", settings: { text: "Welcome", level: 1 }, ...at(1) }];
  const layout = (blocks: unknown[]) => {
    const sections = [{ id: `e2e00000000000000000${blocks.length}b0${blocks.length}`, style: {}, blocks }];
    return { draft: { sections }, published: { sections }, publishedAt: "2026-10-01T09:00:00.000Z" };
  };
  const page = (title: string, urlSlug: string, position: number, blocks: unknown[]) => ({
    type: 10,
    title,
    urlSlug,
    navigation: "main",
    position,
    layout: layout(blocks),
  });
  const postBlocks = [{ id: "e2e000000000000000000a05", type: "heading", settings: { text: "The cupping table", level: 2 }, ...at(1) }];
  const post = {
    id: "e2e000000000000000000c01",
    recordType: 1,
    title: "How we choose our beans",
    urlSlug: "how-we-choose-our-beans",
    publishState: 1,
    publishOn: "2026-10-20T13:00:00.000Z",
    excerpt: "Cupping tables and farm visits.",
    tags: ["sourcing"],
    layout: layout(postBlocks),
  };
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: { identifier, title: "Harbour Roasters", locale: "en-US" },
    collections: [
      page("Home", "home", 0, home),
      page("About", "about", 1, about),
      { type: 1, title: "Journal", urlSlug: "journal", navigation: "main", position: 2, items: [post] },
      { id: "e2e000000000000000000d01", type: 13, title: "Shop", urlSlug: "shop", navigation: "main", position: 3 },
    ],
    products: [
      {
        id: "e2e000000000000000000e01",
        collectionId: "e2e000000000000000000d01",
        productType: "PHYSICAL",
        name: "Harbor Blend",
        urlSlug: "harbor-blend",
        description: "Our house espresso: dark chocolate and orange peel.",
        variants: [{ id: "e2e000000000000000000e02", sku: "HB-12OZ", priceCents: 1800, qtyInStock: 5 }],
      },
    ],
  });
}

/** The store's words in French, by what the translation screen calls them. */
const STORE_WORDS_IN_FRENCH: Record<string, string> = {
  "Blog: the link under each post's excerpt": "Lire la suite",
  "Blog: a tag's page heading ({name} is the tag)": "Articles marqués « {name} »",
  "Post: the link back to the blog": "← Tous les articles",
  "Cart page heading": "Panier",
  "Cart page: item column": "Article",
  "Cart page: price column": "Prix",
  "Cart page: quantity column": "Quantité",
  "Cart page: quantity field ({product} is the product's name)": "Quantité de {product}",
  "Cart page: remove button": "Retirer",
  "Cart page: remove button, spoken ({product} is the product's name)": "Retirer {product}",
  "Cart page: note under the subtotal": "La livraison et les taxes sont calculées au paiement.",
  "Checkout page heading": "Paiement",
  "Order summary heading": "Récapitulatif",
  "Email field": "E-mail",
  "Delivery step": "Livraison",
  "Name field": "Nom complet",
  "Country field": "Pays",
  "Region field": "État ou région",
  "Street field": "Adresse",
  "Second address line field": "Complément d'adresse (facultatif)",
  "City field": "Ville",
  "Postal code field": "Code postal",
  "Phone field": "Téléphone (facultatif)",
  "Coupon step": "Code promo",
  "Coupon field": "Code promo (facultatif)",
  "Apply button": "Appliquer",
  "Gift card step": "Carte cadeau",
  "Gift card field": "Code de la carte cadeau (facultatif)",
  "Amount due line": "Reste à payer",
  "Payment step": "Règlement",
  "Card number field": "Numéro de carte",
  "Expiry month field": "Mois d'expiration (MM)",
  "Expiry year field": "Année d'expiration (AAAA)",
  "Security code field": "Cryptogramme",
  "Place order button": "Commander",
  "Checkout error above a step ({fields} names the refused fields)": "Vérifiez {fields}.",
  "Checkout error: the word before the last refused field": "et",
  "Checkout error: card declined": "Votre carte a été refusée.",
  "Subtotal line": "Sous-total",
  "Shipping line": "Livraison",
  "Tax line": "Taxes",
  "Order page heading once paid": "Merci pour votre commande",
  "Order page: confirmed": "Votre commande est confirmée.",
  "Order page: confirmation mail sent": "Une confirmation a été envoyée à {email}.",
  "Order page: confirmation mail on its way": "Une confirmation est en route vers {email}.",
  "Order page: confirmation mail not sent": "Cette page est votre reçu : gardez son adresse. La boutique vous écrira à {email} si besoin.",
  "Order mails: order number": "Commande {number}",
  "Order status: paid": "Payée",
  "Order page and mail: where it is delivered ({address} is the address)": "Livraison à {address}",
  "Discount line": "Remise",
  "Search page: heading": "Recherche",
  "Search page: field label": "Rechercher sur ce site",
  "Search page: button": "Rechercher",
  "Search page: how many were found ({found} is the kind's word below or the result words)": "{count} {found} pour « {query} »",
  "Search page: how many were found, one": "résultat",
  "Product: add to cart button": "Ajouter au panier",
  "Product: after adding, before the cart link": "Ajouté au panier.",
  "Product: the cart link after adding": "Voir le panier",
  "Product: quantity field": "Quantité",
  "Product: the quantity's minus button, spoken": "Un de moins",
  "Product: the quantity's plus button, spoken": "Un de plus",
  "Product: stock line when few are left ({count} is how many)": "Plus que {count} en stock",
  "Site header: the menu button on phones": "Rubriques",
  "Site header: the account link": "Compte",
  "Site header: the language list, spoken": "Langues",
  "Site header: the cart icon, spoken": "Panier",
  "Site header: the cart icon, spoken, with one item": "Un article dans le panier",
  "Site header: the cart icon, spoken ({count} is the number of items)": "{count} articles dans le panier",
  "Checkout with the test payment: its cards ({paid}, {declined}, {confirm} are card numbers)":
    "Cartes de test : {paid} (payée), {declined} (refusée), {confirm} (confirmation en plus).",
  "Search preview: too many searches in a minute": "Trop de recherches. Attendez une minute et réessayez.",
  "Cart refusal: not enough left ({count} is how many, {product} its name)": "Il ne reste que {count} {product} en stock.",
  "Page shown when Add to cart is refused (browsers with scripts off): heading": "Pas ajouté au panier",
  "Page shown when Add to cart is refused (browsers with scripts off): the link back": "Retour au produit",
};

let journey: Journey;
let site: OwnedSite;

beforeAll(async () => {
  journey = await openJourney();
  site = await importOwnedSite(journey.server, twoPageSite("polyglot"), OWNER);
});

afterAll(async () => {
  await journey?.close();
});

/** Fails with what the audit found at this width. */
async function expectClean(page: Page, phone: boolean, what: string) {
  const findings = await auditPage(page, phone);
  expect(findings, what).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
}

describe("a site in two languages", () => {
  test("the owner adds French and translates the about page side by side", async () => {
    const owner = await journey.newPage();
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(page, "/config/settings");
    const translate = await addFrench(page);
    await translate.getByRole("combobox", { name: "Page" }).selectOption({ label: "About: not translated yet" });
    await translate.getByText("Not translated yet", { exact: true }).waitFor();
    await translate.getByRole("textbox", { name: "Page title in fr-FR" }).fill("À propos");
    await translate.getByRole("textbox", { name: "Heading in fr-FR" }).fill("Qui sommes-nous");
    // The text block's words show as text, not as their HTML, and are translated with the rich text control.
    await translate.getByText("We roast coffee by the harbour.", { exact: true }).waitFor();
    expect(await translate.getByText("<p>").count()).toBe(0);
    await translate.getByRole("textbox", { name: "Text in fr-FR" }).fill("Nous torréfions le café au bord du port.");
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await translate.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `languages-translate-${name}`);
      await expectClean(page, name === "phone", `the side-by-side view at ${width} px`);
    }
    await translate.getByRole("button", { name: "Save translation" }).click();
    await page.getByText("Translation saved.").waitFor();
    await translate.getByText("Translated", { exact: true }).waitFor();
    await page.getByText("Translated: 1 of 4 pages, 0 of 0 shared sections, 0 of 1 posts").waitFor();

    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Shared sections" });
    await translate.getByText("No shared sections to translate yet").waitFor();
    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Posts and events" });
    await translate.getByRole("combobox", { name: "Post" }).selectOption({ label: "How we choose our beans (Journal): not translated yet" });
    await translate.getByRole("textbox", { name: "Post title in fr-FR" }).fill("Comment nous choisissons nos grains");
    await translate.getByRole("textbox", { name: "Excerpt in fr-FR" }).fill("Tables de dégustation et visites de fermes.");
    await translate.getByRole("textbox", { name: "Heading in fr-FR" }).fill("La table de dégustation");
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();

    await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Products" });
    await translate.getByRole("combobox", { name: "Product" }).selectOption({ label: "Harbor Blend (Shop): not translated yet" });
    await translate.getByRole("textbox", { name: "Product name in fr-FR" }).fill("Mélange du port");
    await translate.getByRole("textbox", { name: "Description in fr-FR" }).fill("Notre espresso maison : chocolat noir et écorce d'orange.");
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await translate.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, `languages-translate-product-${name}`);
      await expectClean(page, name === "phone", `the product's side-by-side view at ${width} px`);
    }
    await translate.getByRole("button", { name: "Save translation" }).click();
    await translate.getByText("Translation saved.").waitFor();
    await translate.getByRole("combobox", { name: "Product" }).getByRole("option", { name: "Harbor Blend (Shop): translated" }).waitFor({ state: "attached" });
    expectNoConsoleErrors(owner, "the languages settings");
  });

  test("a visitor opens the header's language list with the keyboard and lands on the same page in French", async () => {
    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage();
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await page.goto(journey.server.siteUrl("polyglot", "/about"));
      await page.waitForFunction(() => window.Tessera !== undefined);
      const header = page.getByRole("banner");
      // A <summary> has no ARIA role of its own (Chromium calls it a disclosure triangle), so it is found by its words.
      const button = header.locator("summary", { hasText: "EN, Languages" });
      const list = header.getByRole("list", { name: "Languages" });
      await button.focus();
      await page.keyboard.press("Enter");
      await list.waitFor();
      expect(await list.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("page");
      expect(await list.getByRole("link", { name: "Français" }).getAttribute("href")).toBe("/fr/about");
      await reviewScreenshot(page, `languages-header-list-${name}`);
      await expectClean(page, name === "phone", `the header's open language list at ${width} px`);

      await page.keyboard.press("Escape");
      await list.waitFor({ state: "hidden" });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press("Space");
      await list.waitFor();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Français");
      await page.keyboard.press("Enter");
      await page.waitForURL(journey.server.siteUrl("polyglot", "/fr/about"));
      await page.getByRole("heading", { name: "Qui sommes-nous", level: 1 }).waitFor();
      await page.getByRole("banner").locator("summary", { hasText: "FR, Languages" }).waitFor();
      await reviewScreenshot(page, `languages-header-french-${name}`);
      await expectClean(page, name === "phone", `/fr/about with the header's language list at ${width} px`);
      expectNoConsoleErrors(visitor, "the header's language list");
    }
  });

  test("a visitor asking for French is offered it, switches to /fr/about and reads the translation with its alternates", async () => {
    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ locale: "fr-FR" });
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await page.goto(journey.server.siteUrl("polyglot", "/about"));
      const offer = page.getByRole("complementary", { name: "Français" });
      await offer.getByRole("link", { name: "Français →" }).waitFor();
      expect(page.url()).toBe(journey.server.siteUrl("polyglot", "/about"));
      await reviewScreenshot(page, `languages-offer-${name}`);
      await expectClean(page, name === "phone", `the English page with the offer at ${width} px`);

      await page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Français" }).click();
      await page.waitForURL(journey.server.siteUrl("polyglot", "/fr/about"));
      await page.getByRole("heading", { name: "Qui sommes-nous", level: 1 }).waitFor();
      expect(await page.title()).toBe("À propos — Harbour Roasters");
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      expect(await page.getByText("Nous torréfions le café au bord du port.").count()).toBe(1);
      expect(await page.getByRole("complementary", { name: "Français" }).count()).toBe(0);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
      expect(alternates).toEqual(["en-US /about", "fr-FR /fr/about", "x-default /about"]);
      expect(new URL((await page.locator('head link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/fr/about");
      const current = page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Français" });
      expect(await current.getAttribute("aria-current")).toBe("page");
      await reviewScreenshot(page, `languages-french-${name}`);
      await expectClean(page, name === "phone", `/fr/about at ${width} px`);
      expectNoConsoleErrors(visitor, "the French page");
    }
  });

  test("a visitor reads the French journal, post and product, linked on in French", async () => {
    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ locale: "fr-FR" });
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await page.goto(journey.server.siteUrl("polyglot", "/fr/journal"));
      await page.getByText("Tables de dégustation et visites de fermes.").waitFor();
      await page.getByRole("link", { name: "Comment nous choisissons nos grains" }).first().click();
      await page.getByRole("heading", { name: "La table de dégustation" }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/fr\/journal\/.+how-we-choose-our-beans$/);
      expect(await page.title()).toBe("Comment nous choisissons nos grains — Harbour Roasters");
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await reviewScreenshot(page, `languages-french-post-${name}`);
      await expectClean(page, name === "phone", `the French post at ${width} px`);

      await page.goto(journey.server.siteUrl("polyglot", "/fr/shop"));
      await page.getByRole("link", { name: "Mélange du port" }).first().click();
      await page.waitForURL(journey.server.siteUrl("polyglot", "/fr/shop/harbor-blend"));
      await page.getByRole("heading", { name: "Mélange du port", level: 1 }).waitFor();
      await page.getByText("Notre espresso maison : chocolat noir et écorce d'orange.").waitFor();
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
      expect(alternates).toEqual(["en-US /shop/harbor-blend", "fr-FR /fr/shop/harbor-blend", "x-default /shop/harbor-blend"]);
      await reviewScreenshot(page, `languages-french-product-${name}`);
      await expectClean(page, name === "phone", `the French product at ${width} px`);
      expectNoConsoleErrors(visitor, "the French post and product");
    }
  });

  test("a visitor who closes the offer is not offered it again during the visit", async () => {
    const visitor = await journey.newPage({ locale: "fr-FR" });
    const { page } = visitor;
    await page.goto(journey.server.siteUrl("polyglot", "/about"));
    const offer = page.getByRole("complementary", { name: "Français" });
    await offer.getByRole("button", { name: "Close" }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Who we are" }).waitFor();
    expect(await page.getByRole("complementary", { name: "Français" }).count()).toBe(0);
    expectNoConsoleErrors(visitor, "the English page");
  });

  test("the owner translates the store's words, and a visitor on /fr/shop buys in French", async () => {
    const owner = await journey.newPage();
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await site.signIn(owner.page, "/config/settings");
    await owner.page.getByRole("tab", { name: "Languages" }).click();
    const translate = owner.page.getByRole("region", { name: "Translate" });
    await translateStoreWords(translate, STORE_WORDS_IN_FRENCH);
    await owner.page.getByText("1 of 1 store texts").waitFor();
    expectNoConsoleErrors(owner, "the store words' translation");

    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ locale: "fr-FR" });
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      // The French journal speaks the owner's French: its read-more links, its listings' headings and a post's way back.
      await page.goto(journey.server.siteUrl("polyglot", "/fr/journal"));
      const readMore = page.locator("a.tsr-read-more");
      await readMore.waitFor();
      expect(await readMore.textContent()).toBe("Lire la suite: Comment nous choisissons nos grains");
      await page.getByText("20 octobre 2026").first().waitFor();
      await reviewScreenshot(page, `languages-french-journal-${name}`);
      await expectClean(page, name === "phone", `the French journal at ${width} px`);
      await page.goto(journey.server.siteUrl("polyglot", "/fr/journal/tag/sourcing"));
      await page.getByRole("heading", { name: "Articles marqués « sourcing »", level: 1 }).waitFor();
      await page.locator("a.tsr-read-more").click();
      await page.getByRole("link", { name: "← Tous les articles" }).waitFor();
      // The search page speaks the owner's French too.
      await page.goto(journey.server.siteUrl("polyglot", "/fr/search?q=M%C3%A9lange"));
      await page.getByRole("heading", { name: "Recherche", level: 1 }).waitFor();
      await page.getByLabel("Rechercher sur ce site", { exact: true }).waitFor();
      await page.getByText("1 résultat pour « Mélange »").waitFor();
      expect(await page.getByRole("button", { name: "Rechercher", exact: true }).count()).toBe(1);
      await reviewScreenshot(page, `languages-french-search-${name}`);
      await expectClean(page, name === "phone", `the French search page at ${width} px`);
      await page.goto(journey.server.siteUrl("polyglot", "/fr/shop"));
      await page.getByRole("link", { name: "Mélange du port" }).first().click();
      await page.getByRole("heading", { name: "Mélange du port", level: 1 }).waitFor();
      // The header and the product speak the owner's French: its quantity, its stock line and the add-to-cart script's words.
      await page.getByRole("link", { name: "Compte" }).waitFor();
      await page.locator(".tsr-product__label", { hasText: "Quantité" }).waitFor();
      expect(await page.getByRole("spinbutton", { name: "Quantité", exact: true }).inputValue()).toBe("1");
      expect(await page.getByRole("button", { name: "Un de moins" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Un de plus" }).count()).toBe(1);
      await page.getByText(/^Plus que \d en stock$/).waitFor();
      await reviewScreenshot(page, `languages-french-product-${name}`);
      await expectClean(page, name === "phone", `the French product at ${width} px`);
      await page.getByRole("banner").locator("summary", { hasText: "FR, Langues" }).waitFor();
      if (name === "phone") await page.getByRole("button", { name: "Rubriques" }).waitFor();
      await page.getByRole("button", { name: "Ajouter au panier" }).click();
      await page.getByRole("status").getByText("Ajouté au panier.").waitFor();
      await page.getByRole("link", { name: "Un article dans le panier" }).waitFor();
      await reviewScreenshot(page, `languages-french-added-${name}`);
      await expectClean(page, name === "phone", `the French product after adding at ${width} px`);
      await page.getByRole("status").getByRole("link", { name: "Voir le panier" }).click();

      await page.getByRole("heading", { name: "Panier", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      expect(await page.getByRole("spinbutton", { name: "Quantité de Mélange du port" }).inputValue()).toBe("1");
      // The site's header speaks the language: its navigation links on under /fr.
      // (On phones the navigation waits behind the menu button, so it is read from the page.)
      expect(await page.locator('nav[aria-label="Main"] a', { hasText: "Shop" }).getAttribute("href")).toBe("/fr/shop");
      await reviewScreenshot(page, `languages-french-cart-${name}`);
      await expectClean(page, name === "phone", `the French cart at ${width} px`);

      await page.getByRole("link", { name: "Paiement" }).click();
      await page.getByRole("heading", { name: "Paiement", level: 1 }).waitFor();
      await page.getByText(`Cartes de test : ${TEST_CARDS.succeeds} (payée)`, { exact: false }).waitFor();
      expect(await page.getByRole("rowheader", { name: "Remise" }).count()).toBe(1);
      await page.getByLabel("E-mail", { exact: true }).fill("camille@example.com");
      await page.getByLabel("Nom complet", { exact: true }).fill("Camille Martin");
      await page.getByLabel("Adresse", { exact: true }).fill("1 Commercial St");
      await page.getByLabel("Ville", { exact: true }).fill("Portland");
      await page.getByLabel("État ou région", { exact: true }).fill("ME");
      await page.getByLabel("Code postal", { exact: true }).fill("04101");
      await page.getByLabel("Numéro de carte", { exact: true }).fill(TEST_CARDS.declines);
      await page.getByLabel("Mois d'expiration (MM)", { exact: true }).fill("12");
      await page.getByLabel("Année d'expiration (AAAA)", { exact: true }).fill("2040");
      await page.getByLabel("Cryptogramme", { exact: true }).fill("123");
      await page.getByRole("button", { name: "Commander" }).click();
      await page.locator(".tsr-checkout__error").getByText("Votre carte a été refusée.").waitFor();
      await reviewScreenshot(page, `languages-french-declined-${name}`);
      await expectClean(page, name === "phone", `the French checkout's refusal at ${width} px`);

      await page.getByLabel("Numéro de carte", { exact: true }).fill(TEST_CARDS.succeeds);
      await page.getByRole("button", { name: "Commander" }).click();
      await page.getByRole("heading", { name: "Merci pour votre commande", level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/commerce\/order-confirmed\//);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await page.getByText("Votre commande est confirmée.", { exact: false }).waitFor();
      expect(await page.locator(".tsr-order__status").innerText()).toBe("Payée");
      await page.getByText("Livraison à Camille Martin, 1 Commercial St, 04101 Portland, ME, États-Unis").waitFor();
      expect(await page.getByRole("rowheader", { name: "Sous-total" }).count()).toBe(1);
      await reviewScreenshot(page, `languages-french-confirmation-${name}`);
      await expectClean(page, name === "phone", `the French confirmation at ${width} px`);
      expectNoConsoleErrors(visitor, "the French checkout", [
        failedResource(402, "Payment Required", journey.server.siteUrl("polyglot", "/api/commerce/checkout")),
      ]);
    }
  });

  test("the search preview on /fr/search says in French that there were too many searches", async () => {
    for (const { name, width, height } of WIDTHS) {
      const visitor = await journey.newPage({ locale: "fr-FR" });
      const { page } = visitor;
      await page.setViewportSize({ width, height });
      await page.goto(journey.server.siteUrl("polyglot", "/fr/search"));
      await page.waitForFunction(() => window.Tessera !== undefined);
      // The preview's API answers as it does for a visitor past 120 searches in a minute.
      await page.route(
        (url) => url.pathname === "/api/search",
        (route) => route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: "Too many searches.", code: "rate_limited" }) }),
      );
      const box = page.getByRole("combobox", { name: "Rechercher sur ce site" });
      await box.click();
      await box.pressSequentially("mélange");
      const status = page.locator(".tsr-search-preview__status");
      await status.filter({ hasText: "Trop de recherches" }).waitFor();
      expect(await status.innerText()).toBe("Trop de recherches. Attendez une minute et réessayez.");
      expect(await box.inputValue()).toBe("mélange");
      await reviewScreenshot(page, `languages-french-search-too-many-${name}`);
      await expectClean(page, name === "phone", `the French search preview's 429 at ${width} px`);
      const refused = failedResource(429, "Too Many Requests", "").text;
      expect(visitor.takeConsoleErrors().filter((error) => error.text !== refused)).toEqual([]);
    }
  });

  test("a visitor without script on /fr/shop is told in French why the product was not added, and goes back to it", async () => {
    for (const { name, width, height } of WIDTHS) {
      const { page } = await journey.newPage({ javaScriptEnabled: false, ...(name === "phone" ? { isMobile: true, hasTouch: true } : {}) });
      await page.setViewportSize({ width, height });
      const productUrl = journey.server.siteUrl("polyglot", "/fr/shop/harbor-blend");
      await page.goto(productUrl);
      const quantity = page.getByRole("spinbutton", { name: "Quantité", exact: true });
      const left = (await quantity.getAttribute("max"))!;
      await quantity.fill(left);
      await Promise.all([page.waitForURL(/\/cart$/), page.getByRole("button", { name: "Ajouter au panier" }).click()]);
      await page.getByRole("heading", { name: "Panier", level: 1 }).waitFor();

      await page.goto(productUrl);
      // The cached page cannot know this visitor's cart: its header shows no count rather than a wrong 0.
      expect(await page.getByRole("banner").getByRole("link", { name: "Panier" }).innerText()).toBe("");
      await page.getByRole("button", { name: "Ajouter au panier" }).click();
      await page.getByRole("heading", { name: "Pas ajouté au panier", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      expect(await page.getByRole("alert").innerText()).toBe(`Il ne reste que ${left} Mélange du port en stock.`);
      expect(await page.locator('nav[aria-label="Main"] a', { hasText: "Shop" }).getAttribute("href")).toBe("/fr/shop");
      await reviewScreenshot(page, `languages-french-refused-without-script-${name}`);
      const findings = await auditPage(page, name === "phone", false);
      expect(findings, `the French refusal without script at ${width} px`).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
      await Promise.all([page.waitForURL(productUrl), page.getByRole("link", { name: "Retour au produit" }).click()]);
      await page.getByRole("heading", { name: "Mélange du port", level: 1 }).waitFor();
    }
  });
});
