import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { TEST_CARDS, TEST_GATEWAY_MESSAGES } from "../store/payments/testGateway";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { memberSite, memberVisits, openLoungeArea, shown } from "./testing/memberSite";

const OWNER_PASSWORD = "join refusals owner password";
const CARD = (number: string) => ({ cardNumber: number, expMonth: "12", expYear: "2031", cvc: "123" });

/** The join page's refusals as the owner translates them into French. */
const FRENCH = {
  memberJoinHeading: "Rejoindre {area}",
  memberCardNumberRefused: "Saisissez le numéro de carte.",
  memberAlreadyJoined: "Vous êtes déjà membre de cet espace.",
  cardDeclined: "Votre carte a été refusée.",
};

describeOnEveryEngine("the join page's refusals in the page's language", (database) => {
  let server: TestServer;
  const identifier = `refus-${newId().slice(0, 8)}`;
  const lounge = newId();
  const plans = { free: newId(), once: newId(), monthly: newId() };
  let areaId = "";

  beforeAll(async () => {
    const file = JSON.parse(memberSite(identifier, lounge, newId()));
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    await seedSite(database(), JSON.stringify(file), { email: `owner@${identifier}.example`, password: OWNER_PASSWORD });
    server = await createTestServer(database());
    const owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
    areaId = await openLoungeArea(server, identifier, owner, lounge, plans);
    const translated = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(translated.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const { postForm, customer } = memberVisits(
    () => server,
    identifier,
    () => database().db,
  );
  const joinPath = (planId: string) => `/fr/member-areas/join/${areaId}/${planId}`;
  const join = (jar: Awaited<ReturnType<typeof customer>>, planId: string, fields: Record<string, string> = {}) =>
    postForm(jar, joinPath(planId), joinPath(planId), fields);

  it("refuses a missing card number and a declined card in French on the French join page", async () => {
    const jar = await customer(`carte@${identifier}.example`);
    const noCard = await join(jar, plans.once);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.body).toContain('<html lang="fr-FR"');
    expect(shown(noCard.body)).toContain("Saisissez le numéro de carte.");
    expect(noCard.body).not.toContain("Enter the card number.");

    const declined = await join(jar, plans.once, CARD(TEST_CARDS.declines));
    expect(declined.statusCode).toBe(400);
    expect(shown(declined.body)).toContain("Votre carte a été refusée.");
    expect(declined.body).not.toContain(TEST_GATEWAY_MESSAGES.declined);
  });

  it("refuses joining twice in French, and keeps a refusal the store's words do not know in English", async () => {
    const jar = await customer(`deux@${identifier}.example`);
    expect((await join(jar, plans.free)).statusCode).toBe(303);
    const again = await join(jar, plans.free);
    expect(again.statusCode).toBe(409);
    expect(shown(again.body)).toContain("Vous êtes déjà membre de cet espace.");

    const unknown = await join(await customer(`inconnue@${identifier}.example`), plans.once, CARD("4111111111111111"));
    expect(unknown.statusCode).toBe(400);
    expect(shown(unknown.body)).toContain(TEST_GATEWAY_MESSAGES.unknownCard);
  });

  it("refuses in English on the join page without the prefix", async () => {
    const jar = await customer(`english@${identifier}.example`);
    const path = `/member-areas/join/${areaId}/${plans.once}`;
    const noCard = await postForm(jar, path, path, {});
    expect(noCard.statusCode).toBe(400);
    expect(shown(noCard.body)).toContain("Enter the card number.");
  });
});
