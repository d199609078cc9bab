import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../../db/testing/describeEachDatabase";
import { newId } from "../../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../../domain/translations/storeTexts";
import { newTestStoreIds, storeSite } from "../../../testing/storeSites";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../../testing/testServer";
import { TEST_CARDS } from "../payments/testGateway";
import { Buyer } from "../testing/buyer";
import { DONATION_RECEIPT_MAIL, MONTHLY_GIFT_MAIL } from "./donationMail";
import { DONATION_PLAN_STATUS, donationsRepository } from "./donationsRepository";

const OWNER = { email: "owner@dons-mails.example", password: "donation mails owner password" };
/** The checkout's clock: every gift is paid on 10 March 2027. */
const CLOCK = { now: () => new Date("2027-03-10T09:00:00.000Z") };
const card = () => ({ kind: "card", cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: "123" });

/** The donation mails' words as the owner translates them into French. */
const FRENCH = {
  donateMailGreeting: "Bonjour {name},",
  donateReceiptSubject: "Votre reçu pour votre don à {site}",
  donateReceiptThanks: "Merci pour votre don de {amount} à {site}.",
  donateReceiptFund: "Fonds : {fund}",
  donateReceiptCharged: "Montant débité : {amount}",
  donateReceiptDate: "Date : {date}",
  donateReceiptNumber: "Numéro de reçu : {number}",
  donateReceiptKeep: "Veuillez conserver ce reçu.",
  donateMonthlyGiftToFund: "{amount} pour {fund}",
  donateMonthlyStoppedSubject: "Votre don mensuel à {site} est arrêté",
  donateMonthlyStoppedByOwner: "Votre don mensuel de {gift} à {site} est arrêté : {site} l'a arrêté.",
  donateMonthlyNothingMore: "Plus rien ne sera débité.",
};

describeOnEveryEngine("the donation mails in the donor's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let websiteId: string;
  const identifier = `dons-mails-${newId().slice(0, 8)}`;
  const site = `Store ${identifier}`;
  const blockId = newId();
  const gift = (email: string, locale: string) => ({
    donatePageId: blockId,
    amountCents: 2500,
    fund: "Lighthouse",
    coverFees: false,
    frequency: "once",
    name: "Ada Donor",
    email,
    idempotencyKey: `give-${newId()}`,
    payment: card(),
    locale,
  });
  /** The one mail of a kind sent to an address: its subject and its text's lines. */
  const mailTo = async (kind: string, email: string) => {
    const row = await database()
      .db.selectFrom("mailOutbox")
      .selectAll()
      .where("websiteId", "=", websiteId)
      .where("kind", "=", kind)
      .where("toAddress", "=", email)
      .executeTakeFirstOrThrow();
    return { subject: row.subject, lines: (await server.services.mail.bodiesOf(row))!.text.split("\n") };
  };

  beforeAll(async () => {
    const file = JSON.parse(storeSite(identifier, newTestStoreIds()));
    const blocks = [{ id: blockId, type: "donation", settings: { title: "Help the harbour", funds: ["Lighthouse"], suggestedAmountsCents: [2500] } }];
    file.collections[0].layout = { draft: { blocks }, published: { blocks } };
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    websiteId = await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database(), { clock: CLOCK });
    owner = await signedIn(server, identifier, OWNER.email, OWNER.password);
    const translated = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(translated.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("keeps a gift's language and mails its receipt in it: French from the French page, English from the primary one", async () => {
    const donor = await new Buyer(server, identifier).arrive();
    const french = await donor.send("POST", "/api/commerce/donate", gift("marie@example.com", "fr-FR"));
    expect(french.statusCode, french.body).toBe(200);
    const english = await donor.send("POST", "/api/commerce/donate", gift("grace@example.com", "en-US"));
    expect(english.statusCode, english.body).toBe(200);
    const rows = await database().db.selectFrom("storeDonations").select(["email", "locale"]).where("websiteId", "=", websiteId).orderBy("email").execute();
    expect(rows).toEqual([
      { email: "grace@example.com", locale: null },
      { email: "marie@example.com", locale: "fr-FR" },
    ]);

    const receipt = await mailTo(DONATION_RECEIPT_MAIL, "marie@example.com");
    expect(receipt.subject).toBe(`Votre reçu pour votre don à ${site}`);
    expect(receipt.lines.slice(0, 7)).toEqual([
      "Bonjour Ada Donor,",
      "",
      `Merci pour votre don de $25.00 à ${site}.`,
      "Fonds : Lighthouse",
      "",
      "Montant débité : $25.00",
      "Date : 10 mars 2027",
    ]);
    expect(receipt.lines).toContain("Veuillez conserver ce reçu.");

    const primary = await mailTo(DONATION_RECEIPT_MAIL, "grace@example.com");
    expect(primary.subject).toBe(`Your receipt for your gift to ${site}`);
    expect(primary.lines.slice(0, 7)).toEqual([
      "Dear Ada Donor,",
      "",
      `Thank you for your gift of $25.00 to ${site}.`,
      "Fund: Lighthouse",
      "",
      "Amount charged: $25.00",
      "Date: 2027-03-10",
    ]);
  });

  it("mails a French donor whose monthly gift the owner stops in French", async () => {
    const email = "paula@example.com";
    const planId = newId();
    await donationsRepository.insertPlan(database().db, {
      id: planId,
      websiteId,
      donatePageId: blockId,
      amountCents: 800,
      feeCents: 0,
      currency: "USD",
      fund: "Lighthouse",
      email,
      name: "Paula",
      siteUserId: newId(),
      provider: "test",
      methodReference: "pm_test",
      customerReference: null,
      methodLabel: "Visa 4242",
      status: DONATION_PLAN_STATUS.ACTIVE,
      stoppedBy: null,
      nextMonth: 2,
      nextChargeAt: "2027-01-03T09:00:00.000Z",
      createdAt: "2026-12-03T09:00:00.000Z",
      cancelledAt: null,
      locale: "fr-FR",
    });
    const stop = await owner.send(server, identifier, {
      method: "POST",
      url: `/api/config/store/donations/monthly/${planId}/stop`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "" },
      payload: {},
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const stopped = await mailTo(MONTHLY_GIFT_MAIL.stopped, email);
    expect(stopped.subject).toBe(`Votre don mensuel à ${site} est arrêté`);
    expect(stopped.lines.slice(0, 5)).toEqual([
      "Bonjour Paula,",
      "",
      `Votre don mensuel de $8.00 pour Lighthouse à ${site} est arrêté : ${site} l'a arrêté.`,
      "",
      "Plus rien ne sera débité.",
    ]);
  });
});
