import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { ORDER_STATUS } from "../../../../domain/commerce/orderStatus";
import { ROLE } from "../../../../domain/enumerations/roles";
import { newId } from "../../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../../domain/translations/storeTexts";
import type { Clock } from "../../../clock";
import { startSmtpCatcher, type SmtpCatcher } from "../../../testing/smtpCatcher";
import { emptyOrder, newTestStoreIds, storeSite, type TestStoreIds } from "../../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../../testing/testServer";
import { orderLine, sentReviewRequest } from "../testing/reviewRequests";

const NOW = Date.parse("2026-11-20T10:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const OWNER = { email: "owner@reviews-in-language.example", password: "owner password 1", roleId: ROLE.ADMIN };
const FRENCH = {
  reviewsHeading: "Avis",
  reviewsAverage: "{average} sur {max}",
  reviewsOne: "1 avis",
  reviewsMany: "{count} avis",
  reviewStarsSpoken: "{rating} étoiles sur {max}",
  reviewReply: "Réponse de la boutique :",
  reviewPageHeading: "Donnez votre avis",
  reviewYourRating: "Votre note",
  reviewStars: "{count} étoiles",
  reviewAuthorName: "Votre nom, affiché avec l'avis",
  reviewBody: "Votre avis",
  reviewSend: "Envoyer l'avis",
  reviewSelectRating: "Choisissez une note",
  reviewMailSubject: "Votre commande chez {site} vous plaît-elle ?",
  reviewMailThanks: "Merci encore pour votre commande {number} chez {site}.",
  reviewMailAsk: "Qu'en pensez-vous ? Votre avis aide les autres clients :",
  reviewMailLink: "Donnez votre avis : {link}",
};

describeOnEveryEngine("product reviews in the page's and the order's language", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let ids: TestStoreIds;
  let websiteId: string;
  const identifier = `rvl-${newId().slice(0, 8)}`;
  const clock: Clock = { now: () => new Date(NOW) };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ids = newTestStoreIds();
    const file = JSON.parse(storeSite(identifier, ids));
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    websiteId = await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database(), { clock, config: { smtpUrl: smtp.url } });
    const owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const saved = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("shows a published review under /fr/shop/ in French and under /shop/ in English", async () => {
    const { orderId } = await sentReviewRequest(database(), websiteId, ids, new Date(NOW - DAY));
    const at = new Date(NOW - DAY).toISOString();
    await database()
      .db.insertInto("storeReviews")
      .values({
        id: newId(),
        websiteId,
        productId: ids.blend,
        orderId,
        authorName: "Ada",
        rating: 4,
        title: "Bon café",
        body: "Très bon.",
        state: "published",
        reply: "Merci Ada !",
        createdAt: at,
        updatedAt: at,
      })
      .execute();

    const french = await server.request(identifier, { method: "GET", url: "/fr/shop/harbor-blend" });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<h2 id="tsr-reviews-heading">Avis</h2>');
    expect(french.body).toContain('aria-label="4 étoiles sur 5"');
    expect(french.body).toContain("<strong>4.0</strong> sur 5 · 1 avis");
    expect(french.body).toContain("<strong>Réponse de la boutique :</strong> Merci Ada !");

    const english = await server.request(identifier, { method: "GET", url: "/shop/harbor-blend" });
    expect(english.body).toContain('<h2 id="tsr-reviews-heading">Reviews</h2>');
    expect(english.body).toContain('aria-label="4 out of 5 stars"');
    expect(english.body).toContain("<strong>4.0</strong> out of 5 · 1 review");
    expect(english.body).toContain("<strong>Reply from the shop:</strong> Merci Ada !");
  });

  it("mails the review request of a French order in French, and its link opens the page in French, refusals included", async () => {
    const email = `buyer-${identifier}@example.com`;
    const fulfilledAt = new Date(NOW - 15 * DAY).toISOString();
    const lines = [orderLine(ids.blend, "Harbor Blend", ids.blendVariant)];
    const orderId = newId();
    await database()
      .db.insertInto("storeOrders")
      .values({
        ...emptyOrder(orderId, websiteId, fulfilledAt),
        email,
        locale: "fr-FR",
        status: ORDER_STATUS.FULFILLED,
        fulfilledAt,
        paidAt: fulfilledAt,
        linesJson: JSON.stringify(lines),
        baseUrl: "https://shop.example",
      })
      .execute();

    await server.services.reviewRequests.runOnce();
    await server.services.mail.deliverDue();
    const mail = smtp.mails.find((caught) => caught.to.includes(email));
    expect(mail?.subject).toBe(`Votre commande chez Store ${identifier} vous plaît-elle ?`);
    const [thanks, , ask, line] = mail!.text.split("\n");
    expect(thanks).toMatch(new RegExp(`^Merci encore pour votre commande \\S+ chez Store ${identifier}\\.$`));
    expect(ask).toBe("Qu'en pensez-vous ? Votre avis aide les autres clients :");
    expect(line).toBe("- Harbor Blend");
    expect(mail!.text).toContain("The link works for 60 days.");
    const link = new URL(/Donnez votre avis : (\S+)/.exec(mail!.text)![1]!);

    const jar = new CookieJar();
    const page = await jar.send(server, identifier, { method: "GET", url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR">');
    expect(page.body).toContain("<title>Donnez votre avis");
    expect(page.body).toContain("<h1>Donnez votre avis</h1>");
    expect(page.body).toContain(">Votre note</legend>");
    expect(page.body).toContain('<span class="tsr-visually-hidden">5 étoiles</span>');
    expect(page.body).toContain('<span class="tsr-visually-hidden">1 star</span>');
    expect(page.body).toContain(">Votre nom, affiché avec l&#x27;avis</label>");
    expect(page.body).toContain(">Title (optional)</label>");
    expect(page.body).toContain("Envoyer l&#x27;avis");

    const refused = await jar.send(server, identifier, {
      method: "POST",
      url: link.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        crumb: jar.get("crumb") ?? "",
        token: link.searchParams.get("token")!,
        productId: ids.blend,
        authorName: "Ada",
        title: "",
        body: "",
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr-FR">');
    expect(refused.body).toContain('role="alert">Choisissez une note</p>');
    expect(refused.body).toContain('role="alert">Please write a few words about the product.</p>');
  });
});
