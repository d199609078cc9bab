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
  headerNavigation: "Navigation du site",
  memberOfferHeading: "La suite de cette page est réservée aux membres",
  memberOfferJoin: "Rejoignez {area} pour tout voir.",
  memberAlreadyMember: "Déjà membre ?",
  memberPlanJoin: "Rejoindre",
  memberPlanJoinNamed: "Rejoindre {area} : {plan}",
  memberDeniedHeading: "Cette page est réservée aux membres",
  memberDeniedLine: "Vous êtes connecté avec {email}, qui n'est pas encore membre de {area}. Choisissez une formule.",
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
  recurringEvery: "{price} tous les {period}",
  recurringEveryMonth: "mois",
  accountMemberships: "Adhésions",
  accountStatusActive: "Actif",
};

describeOnEveryEngine("the member areas' pages, join and confirmed pages in the page's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  const identifier = `membres-${newId().slice(0, 8)}`;
  const lounge = newId();
  const plans = { free: newId(), once: newId(), monthly: newId() };
  let areaId = "";

  beforeAll(async () => {
    const file = JSON.parse(memberSite(identifier, lounge, newId()));
    // Every page published, so the sitemap would list each of them but for what it leaves out.
    for (const collection of file.collections) collection.layout.publishedAt = "2026-11-01T09:00:00.000Z";
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
    // The owner translates the member page's second section only, as for any other page.
    const view = await owner.send(server, identifier, { method: "GET", url: `/api/multilingual/translations/pages/${lounge}` });
    expect(view.statusCode).toBe(200);
    const recipe = (view.json() as { texts: { name: string; text: string }[] }).texts.find((t) => t.text === "The secret roast recipe");
    const page = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/pages/${lounge}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: { [recipe!.name]: "La recette secrète de torréfaction" } }),
    });
    expect(page.statusCode).toBe(200);
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
    expect(french.body).toContain(`href="/fr/account/sign-in?returnTo=${encodeURIComponent(`/fr${joinPath(plans.monthly)}`)}">Se connecter</a>`);
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
    expect(confirmed.body).toContain('href="/fr/lounge">Aller à Roasters&#x27; Circle</a>');
    expect(confirmed.body).toContain('Vos adhésions sont listées dans <a href="/fr/account#memberships">votre compte</a>.');
    const account = await jar.send(server, identifier, { method: "GET", url: "/fr/account" });
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<h2 id="memberships-title">Adhésions</h2>');
    expect(shown(account.body)).toContain("Roasters' Circle Reader Gratuit Actif");

    const inEnglish = await jar.send(server, identifier, { method: "GET", url: `/member-areas/joined/${membership!.id}` });
    expect(inEnglish.body).toContain("<h1>Membership confirmed</h1>");
    expect(shown(inEnglish.body)).toContain(`Welcome to Roasters' Circle. You joined on the Reader plan (Free) as client@${identifier}.example.`);
    expect(inEnglish.body).toContain('Your memberships are listed in <a href="/account#memberships">your account</a>.');
  });

  it("shows a visitor who is not signed in the member page's preview and the offer in French, kept by no cache, with its alternates", async () => {
    const french = await server.request(identifier, { method: "GET", url: "/fr/lounge" });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-FR"');
    expect(siteContextOf(french.body).pageType).toBe(PAGE_TYPE.PROTECTED_CONTENT);
    expect(french.body).toContain('aria-label="Navigation du site"');
    expect(shown(french.body)).toContain("Welcome, reader");
    expect(french.body).not.toContain("La recette secrète");
    expect(french.body).not.toContain("The secret roast recipe");
    expect(french.body).toContain('<h2 id="member-offer-title">La suite de cette page est réservée aux membres</h2>');
    expect(shown(french.body)).toContain("Rejoignez Roasters' Circle pour tout voir.");
    expect(shown(french.body)).toContain("Lifetime $20.00 une fois");
    expect(shown(french.body)).toContain("Monthly $5.00 tous les mois");
    expect(french.body).toContain(`href="/fr${joinPath(plans.once)}" aria-label="Rejoindre Roasters&#x27; Circle : Lifetime">Rejoindre</a>`);
    expect(french.body).toContain(`href="/fr/account/sign-in?returnTo=${encodeURIComponent("/fr/lounge")}">Se connecter</a>`);
    expect(french.body).toMatch(/<link rel="alternate" href="[^"]*\/lounge" hrefLang="en-US"/);
    expect(french.body).toMatch(/<link rel="alternate" href="[^"]*\/fr\/lounge" hrefLang="fr-FR"/);

    const english = await server.request(identifier, { method: "GET", url: "/lounge" });
    expect(english.body).toContain('<h2 id="member-offer-title">The rest of this page is for members</h2>');
    expect(english.body).toContain(`href="${joinPath(plans.once)}"`);
    expect(french.headers["cache-control"]).toBe(english.headers["cache-control"]);
    expect(french.headers["cache-control"]).toBe("private, no-cache");
    expect(french.headers.etag).toBeUndefined();
  });

  it("shows a signed-in customer without a plan the French access denied page under /fr/", async () => {
    const jar = await customer(`passant@${identifier}.example`);
    const denied = await jar.send(server, identifier, { method: "GET", url: "/fr/lounge" });
    const english = await jar.send(server, identifier, { method: "GET", url: "/lounge" });
    expect(english.body).toContain('<h1 id="member-offer-title">This page is for members</h1>');
    expect(denied.statusCode).toBe(english.statusCode);
    expect(denied.statusCode).toBe(403);
    expect(siteContextOf(denied.body).pageType).toBe(PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED);
    expect(denied.body).toContain('<h1 id="member-offer-title">Cette page est réservée aux membres</h1>');
    expect(shown(denied.body)).toContain(
      `Vous êtes connecté avec passant@${identifier}.example, qui n'est pas encore membre de Roasters' Circle. Choisissez une formule.`,
    );
    expect(denied.body).toContain(`href="/fr${joinPath(plans.free)}"`);
    expect(denied.body).not.toContain("Welcome, reader");
  });

  it("shows a member the page's French translation under /fr/, the primary words where none, after a visitor's visit there", async () => {
    expect((await server.request(identifier, { method: "GET", url: "/fr/lounge" })).statusCode).toBe(200);
    const jar = await customer(`lectrice@${identifier}.example`);
    expect((await postForm(jar, `/fr${joinPath(plans.free)}`, `/fr${joinPath(plans.free)}`, {})).statusCode).toBe(303);
    const page = await jar.send(server, identifier, { method: "GET", url: "/fr/lounge" });
    expect(page.statusCode).toBe(200);
    expect(siteContextOf(page.body).pageType).toBe(PAGE_TYPE.PAGE);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain('aria-label="Navigation du site"');
    expect(shown(page.body)).toContain("La recette secrète de torréfaction");
    expect(shown(page.body)).toContain("Welcome, reader");
    expect(page.body).not.toContain("The secret roast recipe");
    expect(page.body).not.toContain("member-offer-title");
    const english = await jar.send(server, identifier, { method: "GET", url: "/lounge" });
    expect(shown(english.body)).toContain("The secret roast recipe");
    expect(english.body).not.toContain("La recette secrète");
  });

  it("lists no member page in the sitemap under any prefix", async () => {
    const sitemap = (await server.request(identifier, { method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(".tessera.test/fr</loc>");
    expect(sitemap).not.toContain("lounge");
    expect(sitemap).not.toContain("backroom");
  });

  it("finds nothing of the member page for a visitor searching under /fr/", async () => {
    for (const words of ["recette", "secret", "lounge"]) {
      const found = await server.request(identifier, { method: "GET", url: `/fr/search?q=${words}` });
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain('action="/fr/search"');
      expect(found.body).not.toContain('href="/fr/lounge"');
      expect(shown(found.body)).not.toContain("La recette secrète");
      expect(shown(found.body)).not.toContain("The secret roast recipe");
    }
    expect((await server.request(identifier, { method: "GET", url: "/fr/search?q=home" })).body).toContain('href="/fr/home"');
  });

  it("answers not found under a prefix that is not one of the site's languages", async () => {
    const unknown = await server.request(identifier, { method: "GET", url: `/de${joinPath(plans.monthly)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("Join Roasters");
  });
});
