import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { CookieJar, createTestServer, seedSite, signedIn, siteContextOf, type TestServer } from "../../testing/testServer";
import { memberSite, memberVisits, openLoungeArea, shown } from "./testing/memberSite";

const OWNER_PASSWORD = "member pages owner password";

/** The member areas' words as the owner translates them into French. */
const FRENCH = {
  memberSignIn: "Se connecter",
  memberJoinHeading: "Rejoindre {area}",
  memberJoinPlan: "{plan} :",
  memberJoinPay: "Payer {price} et rejoindre",
  memberJoinFree: "Rejoindre",
  memberSignInFirst: "Connectez-vous ou créez un compte pour rejoindre.",
  memberNewHere: "Nouveau ici ?",
  memberCreateAccount: "Créer un compte",
  memberConfirmed: "Adhésion confirmée",
  memberWelcome: "Bienvenue dans {area}. Vous avez rejoint la formule {plan} ({price}) avec {email}.",
  memberGoTo: "Aller à {area}",
  memberListedIn: "Vos adhésions sont listées dans {account}.",
  memberYourAccount: "votre compte",
  memberPriceFree: "Gratuit",
  memberPriceOnce: "{price} une fois",
  memberPriceEvery: "{price} tous les {period}",
  memberEveryMonth: "mois",
};

describeOnEveryEngine("the member areas' join and confirmed pages in the page's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `membres-${newId().slice(0, 8)}`;
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
    owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
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

  const { postForm, customer, membershipOf } = memberVisits(
    () => server,
    identifier,
    () => database().db,
  );
  const joinPath = (planId: string) => `/member-areas/join/${areaId}/${planId}`;

  it("asks a visitor who is not signed in to sign in, in French under /fr/ and in English without the prefix", async () => {
    const french = await server.request(identifier, { method: "GET", url: `/fr${joinPath(plans.monthly)}` });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-FR"');
    expect(french.body).toContain("<h1>Rejoindre Roasters&#x27; Circle</h1>");
    expect(shown(french.body)).toContain("Connectez-vous ou créez un compte pour rejoindre.");
    expect(french.body).toContain(`href="/account/sign-in?returnTo=${encodeURIComponent(`/fr${joinPath(plans.monthly)}`)}">Se connecter</a>`);
    expect(shown(french.body)).toContain("Nouveau ici ? Créer un compte");

    const english = await server.request(identifier, { method: "GET", url: joinPath(plans.monthly) });
    expect(english.body).toContain("<h1>Join Roasters&#x27; Circle</h1>");
    expect(shown(english.body)).toContain("Sign in or create an account to join.");
    expect(shown(english.body)).toContain("New here? Create an account");
  });

  it("shows a signed-in customer the plan, its price and the button in French, and joins to the French confirmed page", async () => {
    const jar = await customer(`client@${identifier}.example`);
    const paid = await jar.send(server, identifier, { method: "GET", url: `/fr${joinPath(plans.once)}` });
    expect(paid.statusCode).toBe(200);
    expect(shown(paid.body)).toContain("Lifetime : $20.00 une fois");
    expect(paid.body).toContain('aria-label="Rejoindre Roasters&#x27; Circle"');
    expect(paid.body).toContain(`action="/fr${joinPath(plans.once)}"`);
    expect(shown(paid.body)).toContain("Payer $20.00 une fois et rejoindre");
    const monthly = await jar.send(server, identifier, { method: "GET", url: `/fr${joinPath(plans.monthly)}` });
    expect(shown(monthly.body)).toContain("Monthly : $5.00 tous les mois");

    const english = await jar.send(server, identifier, { method: "GET", url: joinPath(plans.once) });
    expect(shown(english.body)).toContain("Lifetime: $20.00 once");
    expect(shown(english.body)).toContain("Pay $20.00 once and join");

    const joined = await postForm(jar, `/fr${joinPath(plans.free)}`, `/fr${joinPath(plans.free)}`, {});
    expect(joined.statusCode).toBe(303);
    const membership = await membershipOf(`client@${identifier}.example`);
    expect(joined.headers.location).toBe(`/fr/member-areas/joined/${membership!.id}`);
    const confirmed = await jar.send(server, identifier, { method: "GET", url: joined.headers.location as string });
    expect(confirmed.statusCode).toBe(200);
    expect(siteContextOf(confirmed.body).pageType).toBe(PAGE_TYPE.MEMBERSHIP_CONFIRMED);
    expect(confirmed.body).toContain('<html lang="fr-FR"');
    expect(confirmed.body).toContain("<h1>Adhésion confirmée</h1>");
    expect(shown(confirmed.body)).toContain(
      `Bienvenue dans Roasters' Circle. Vous avez rejoint la formule Reader (Gratuit) avec client@${identifier}.example.`,
    );
    expect(confirmed.body).toContain('href="/lounge">Aller à Roasters&#x27; Circle</a>');
    expect(confirmed.body).toContain('Vos adhésions sont listées dans <a href="/account#memberships">votre compte</a>.');

    const inEnglish = await jar.send(server, identifier, { method: "GET", url: `/member-areas/joined/${membership!.id}` });
    expect(inEnglish.body).toContain("<h1>Membership confirmed</h1>");
    expect(shown(inEnglish.body)).toContain(`Welcome to Roasters' Circle. You joined on the Reader plan (Free) as client@${identifier}.example.`);
    expect(inEnglish.body).toContain('Your memberships are listed in <a href="/account#memberships">your account</a>.');
  });

  it("answers not found under a prefix that is not one of the site's languages", async () => {
    const unknown = await server.request(identifier, { method: "GET", url: `/de${joinPath(plans.monthly)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("Join Roasters");
  });
});
