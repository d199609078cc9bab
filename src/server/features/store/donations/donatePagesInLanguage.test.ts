import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { newId } from "../../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../../domain/translations/storeTexts";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { createTestServer, seedSite, signedIn, siteContextOf, type TestServer } from "../../../testing/testServer";
import { TEST_CARDS } from "../payments/testGateway";
import { Buyer } from "../testing/buyer";
import { contributionConfirmedHref } from "./donationAnswers";

const OWNER = { email: "owner@dons.example", password: "donate pages owner password" };
const card = (number: string = TEST_CARDS.succeeds) => ({ kind: "card", cardNumber: number, expMonth: 12, expYear: 2040, cvc: "123" });

/** The page's words without tags, entities decoded. */
const shown = (html: string) => decodeHTML(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

/** The donation pages' words as the owner translates them into French. */
const FRENCH = {
  donateYourGift: "Votre don",
  donateOtherAmount: "Autre montant",
  donateOtherAmountField: "Autre montant ({currency}, au moins {minimum})",
  donateFund: "Fonds",
  donateMonthlySignIn: "Pour donner chaque mois, {signIn}.",
  donateSignInLink: "connectez-vous à votre compte",
  donateCoverFee: "Ajouter les frais de paiement ({fee}) pour que tout le don nous parvienne",
  donateFeeOn: "{fee} sur {amount}",
  donateTotal: "Total : {amount}",
  donateYourDetails: "Vos coordonnées",
  donateYourName: "Votre nom",
  donateYourEmail: "Votre e-mail (pour le reçu)",
  payment: "Paiement",
  donateConfirmed: "Don confirmé",
  donateReceivedFor: "Merci, {name}. Votre don de {amount} pour {fund} a bien été reçu.",
  donateCharged: "Montant débité : {amount}. Un reçu a été envoyé à {email}.",
  donateBackHome: "Retour à l'accueil",
  donateNotThrough: "Votre don n'a pas abouti",
  donateTryAgain: "Réessayer",
  donateWaitingHeading: "En attente de la confirmation de votre carte",
  donateFundRefused: "Choisissez l'un des fonds proposés.",
  donateAmountTooSmall: "Le plus petit don est de {minimum}.",
  cardDeclined: "Votre carte a été refusée.",
};

describeOnEveryEngine("the donation pages in the page's language", (database) => {
  let server: TestServer;
  const identifier = `dons-${newId().slice(0, 8)}`;
  const blockId = newId();
  const donatePath = `/checkout/donate?donatePageId=${blockId}`;
  const gift = (extra: Record<string, unknown> = {}) => ({
    donatePageId: blockId,
    amountCents: 2500,
    fund: "Lighthouse",
    coverFees: false,
    frequency: "once",
    name: "Ada Donor",
    email: "ada@example.com",
    idempotencyKey: `give-${newId()}`,
    payment: card(),
    locale: "fr-FR",
    ...extra,
  });

  beforeAll(async () => {
    const file = JSON.parse(storeSite(identifier, newTestStoreIds()));
    const blocks = [
      {
        id: blockId,
        type: "donation",
        settings: { title: "Help the harbour", description: "Keep the lights on.", funds: ["Lighthouse", "Boats"], suggestedAmountsCents: [1000, 2500, 5000] },
      },
    ];
    file.collections[0].layout = { draft: { blocks }, published: { blocks } };
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database());
    const owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const translated = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(translated.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("links the donation block on a French page to the French donate page, which is in French with the block's own words", async () => {
    const home = await server.request(identifier, { method: "GET", url: "/fr" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('action="/fr/checkout/donate"');

    const page = await server.request(identifier, { method: "GET", url: `/fr${donatePath}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.DONATE);
    const words = shown(page.body);
    expect(words).toContain("Help the harbour");
    for (const french of ["Votre don", "Autre montant", "Fonds", "Vos coordonnées", "Votre nom", "Votre e-mail (pour le reçu)", "Paiement"]) {
      expect(words).toContain(french);
    }
    expect(words).toContain("Autre montant (USD, au moins $1.00)");
    expect(words).toContain("Ajouter les frais de paiement (2.9% + $0.30) pour que tout le don nous parvienne : $1.06 sur $25.00");
    expect(words).toContain("Pour donner chaque mois, connectez-vous à votre compte .");
    expect(words).not.toContain("Your gift");
    const texts = JSON.parse(decodeHTML(/data-island="donate-checkout"[^>]*?data-texts="([^"]*)"/.exec(page.body)![1]!)) as Record<string, string>;
    expect(texts).toMatchObject({ donateTotal: "Total : {amount}", donateFeeOn: "{fee} sur {amount}" });

    const english = await server.request(identifier, { method: "GET", url: donatePath });
    expect(shown(english.body)).toContain("Your gift");
    expect(shown(english.body)).toContain("Other amount (USD, at least $1.00)");
  });

  it("refuses a gift sent from the French page in French, the English words where none is translated", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const fund = await donor.send("POST", "/api/commerce/donate", gift({ fund: "Nowhere" }));
    expect(fund.statusCode).toBe(400);
    expect(fund.json()).toMatchObject({ error: "Choisissez l'un des fonds proposés.", errors: { fund: "Choisissez l'un des fonds proposés." } });
    const small = await donor.send("POST", "/api/commerce/donate", gift({ amountCents: 50 }));
    expect(small.json().errors.amountCents).toBe("Le plus petit don est de $1.00.");
    const declined = await donor.send("POST", "/api/commerce/donate", gift({ payment: card(TEST_CARDS.declines) }));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe("Votre carte a été refusée.");
    const email = await donor.send("POST", "/api/commerce/donate", gift({ email: "not an address" }));
    expect(email.json().errors.email).toBe("Enter an email address such as name@example.com.");
    const english = await donor.send("POST", "/api/commerce/donate", gift({ fund: "Nowhere", locale: "en-US" }));
    expect(english.json().error).toBe("Choose one of the funds shown.");
  });

  it("confirms a gift sent from the French page on the French contribution confirmed page, and a refused one in French", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const paid = await donor.send("POST", "/api/commerce/donate", gift());
    expect(paid.statusCode, paid.body).toBe(200);
    const { donationId, redirect } = paid.json() as { donationId: string; redirect: string };
    expect(redirect).toBe(`/fr${contributionConfirmedHref(server.services.config.sessionSecret, donationId)}`);
    const confirmed = await donor.send("GET", redirect);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<html lang="fr-FR"');
    expect(siteContextOf(confirmed.body).pageType).toBe(PAGE_TYPE.CONTRIBUTION_CONFIRMED);
    expect(confirmed.body).toContain("<h1>Don confirmé</h1>");
    expect(shown(confirmed.body)).toContain("Merci, Ada Donor. Votre don de $25.00 pour Lighthouse a bien été reçu.");
    expect(shown(confirmed.body)).toContain("Montant débité : $25.00. Un reçu a été envoyé à ada@example.com.");
    expect(confirmed.body).toContain('href="/fr">Retour à l&#x27;accueil</a>');
    const english = await donor.send("GET", contributionConfirmedHref(server.services.config.sessionSecret, donationId));
    expect(english.body).toContain("<h1>Contribution confirmed</h1>");

    const key = `declined-${newId()}`;
    expect((await donor.send("POST", "/api/commerce/donate", gift({ idempotencyKey: key, payment: card(TEST_CARDS.declines) }))).statusCode).toBe(402);
    const refusedRow = await database().db.selectFrom("storeDonations").select("id").where("idempotencyKey", "=", key).executeTakeFirstOrThrow();
    const refused = await donor.send("GET", `/fr${contributionConfirmedHref(server.services.config.sessionSecret, refusedRow.id)}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain("<h1>Votre don n&#x27;a pas abouti</h1>");
    expect(shown(refused.body)).toContain("Votre carte a été refusée.");
    expect(refused.body).toContain(`href="/fr/checkout/donate?donatePageId=${blockId}"`);
  });

  it("brings a donor back from the card's extra confirmation to the French page that waits for it", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const asked = await donor.send("POST", "/api/commerce/donate", gift({ payment: card(TEST_CARDS.requiresConfirmation) }));
    expect(asked.statusCode, asked.body).toBe(200);
    const { donationId, redirect } = asked.json() as { donationId: string; redirect: string };
    expect(redirect).toMatch(/^\/commerce\/test-gateway\/authorize\?payment=tg_/);
    const back = new URL(new URL(redirect, "http://x").searchParams.get("return")!);
    expect(back.pathname + back.search).toBe(`/fr${contributionConfirmedHref(server.services.config.sessionSecret, donationId)}`);
    const waiting = await donor.send("GET", back.pathname + back.search);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain("<h1>En attente de la confirmation de votre carte</h1>");
  });

  it("answers not found under a prefix that is not one of the site's languages", async () => {
    const unknown = await server.request(identifier, { method: "GET", url: `/de${donatePath}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("Help the harbour");
    const donor = await new Buyer(server, identifier).arrive();
    const paid = await donor.send("POST", "/api/commerce/donate", gift({ locale: "en-US" }));
    expect(paid.json().redirect).toMatch(/^\/commerce\/contribution-confirmed\//);
    expect((await donor.send("GET", `/de${paid.json().redirect}`)).statusCode).toBe(404);
  });

  it("shows the donation block's words as its page is translated, on the page and on the French donate page", async () => {
    const owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const websiteId = (await server.services.db.selectFrom("websites").select("id").where("identifier", "=", identifier).executeTakeFirstOrThrow()).id;
    const layout = await server.services.db
      .selectFrom("blockLayouts")
      .select("ownerId")
      .where("websiteId", "=", websiteId)
      .where("publishedJson", "like", `%${blockId}%`)
      .executeTakeFirstOrThrow();
    const saved = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/pages/${layout.ownerId}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: { [`block.${blockId}.title`]: "Aidez le port", [`block.${blockId}.description`]: "Gardez les phares allumés." } }),
    });
    expect(saved.statusCode).toBe(200);
    const french = shown((await server.request(identifier, { method: "GET", url: `/fr${donatePath}` })).body);
    expect(french).toContain("Aidez le port");
    expect(french).toContain("Gardez les phares allumés.");
    expect(french).not.toContain("Help the harbour");
    expect(shown((await server.request(identifier, { method: "GET", url: "/fr" })).body)).toContain("Aidez le port");
    const english = shown((await server.request(identifier, { method: "GET", url: donatePath })).body);
    expect(english).toContain("Help the harbour");
    expect(english).not.toContain("Aidez le port");
  });
});
