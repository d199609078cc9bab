// The owner adds French to the demo site and translates the review request page's words; a buyer
// whose order was placed in French opens the review request page from its link and reads it in
// French, its refusal too, at 390 and 1280 px, with nothing too small, overflowing or unread.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../src/db/database";
import { ORDER_STATUS } from "../src/domain/commerce/orderStatus";
import { newId } from "../src/domain/ids";
import { reviewRequestLink } from "../src/server/features/store/reviews/reviewLinks";
import { emptyOrder } from "../src/server/testing/storeSites";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { addFrench, translateStoreWords } from "./harness/frenchLanguage";
import { openJourney, type Journey } from "./harness/journey";
import { auditPage } from "./harness/responsiveAudit";
import { reviewScreenshot } from "./harness/reviewScreenshot";
import { signInAt } from "./harness/signIn";

const SECRET = "c".repeat(64);

/** The review request page's words in French, by what the translation screen calls them. */
const REVIEW_WORDS_IN_FRENCH: Record<string, string> = {
  "Review request page: heading and title": "Donnez votre avis sur votre achat",
  "Review request page: stars field": "Votre note",
  "Review request page: a number of stars, spoken ({count} is the number)": "{count} étoiles",
  "Review request page: one star, spoken": "1 étoile",
  "Review request page: name field": "Votre nom, affiché avec l'avis",
  "Review request page: title field": "Titre (facultatif)",
  "Review request page: review field": "Votre avis",
  "Review request page: button": "Envoyer l'avis",
  "Review request page error: no stars": "Choisissez une note en étoiles",
  "Review request page error: no name": "Saisissez le nom à afficher avec votre avis.",
  "Review request page error: no review": "Écrivez quelques mots sur le produit.",
};

let journey: Journey;

/** A fulfilled order of the demo's Harbor Blend placed in French, with its review request mailed; answers the request page's link. */
async function frenchReviewRequest(buyer: string): Promise<string> {
  const database = openDatabase({ engine: "sqlite", file: path.join(journey.server.dataDir, "tessera.db") });
  try {
    const site = await database.db.selectFrom("websites").select("id").where("identifier", "=", "demo").executeTakeFirstOrThrow();
    const blend = await database.db
      .selectFrom("storeProducts")
      .select(["id", "name"])
      .where("websiteId", "=", site.id)
      .where("urlSlug", "=", "harbor-blend")
      .executeTakeFirstOrThrow();
    const orderId = newId();
    const requestId = newId();
    const at = new Date().toISOString();
    const lines = [
      {
        variantId: newId(),
        productId: blend.id,
        productType: "PHYSICAL",
        name: blend.name,
        sku: "",
        optionValues: [],
        quantity: 1,
        unitPriceCents: 1800,
        lineTotalCents: 1800,
      },
    ];
    await database.db
      .insertInto("storeOrders")
      .values({
        ...emptyOrder(orderId, site.id, at),
        email: buyer,
        locale: "fr-FR",
        status: ORDER_STATUS.FULFILLED,
        fulfilledAt: at,
        linesJson: JSON.stringify(lines),
      })
      .execute();
    await database.db
      .insertInto("storeReviewRequests")
      .values({ id: requestId, websiteId: site.id, orderId, state: "sent", dueAt: at, claimedAt: at, createdAt: at })
      .execute();
    return reviewRequestLink(SECRET, requestId, null);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  journey = await openJourney({ env: { SESSION_SECRET: SECRET } });
});

afterAll(async () => {
  await journey?.close();
});

describe("the review request page in the order's language", () => {
  test("the owner adds French and translates the review request page's words", async () => {
    const owner = await journey.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(owner.page, journey.server.siteUrl("demo", "/config/settings"), journey.server.demoOwner);
    const translate = await addFrench(owner.page);
    await translateStoreWords(translate, REVIEW_WORDS_IN_FRENCH);
    expectNoConsoleErrors(owner, "the review words' translation");
  });

  test("a buyer of a French order reads the review request page and its refusal in French at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      const link = await frenchReviewRequest(`acheteur-${width}@example.com`);
      const buyer = await journey.newPage({ viewport: { width, height: 900 }, locale: "fr-FR" });
      const { page } = buyer;
      await page.goto(journey.server.siteUrl("demo", link));
      await settle(page);
      await page.getByRole("heading", { name: "Donnez votre avis sur votre achat", level: 1 }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
      await page.getByRole("button", { name: "Envoyer l'avis" }).click();
      await page.getByText("Choisissez une note en étoiles").first().waitFor();
      await page.getByText("Écrivez quelques mots sur le produit.").first().waitFor();
      const refused = { text: "Failed to load resource: the server responded with a status of 400 (Bad Request)", url: page.url() };
      expectNoConsoleErrors(buyer, "the French review form sent without stars", [refused]);
      expect(await page.getByRole("radio", { name: "4 étoiles" }).count()).toBe(1);
      await page.getByLabel("Votre nom, affiché avec l'avis").fill("Marguerite");
      await page.getByLabel("Titre (facultatif)").fill("Doux et vif");
      await page.getByLabel("Votre avis", { exact: true }).fill(`Essayé à ${width} px : délicieux avec du lait.`);
      const findings = await auditPage(page, width === 390);
      expect(findings, `the French review request page at ${width} px`).toEqual({ overflow: [], smallTargets: [], smallInputText: [], axe: [] });
      await reviewScreenshot(page, `languages-review-request-${width}`);
      await buyer.close();
    }
  });
});
