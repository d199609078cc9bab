import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { donationsRepository } from "../store/donations/donationsRepository";
import { subscriptionsRepository } from "../store/subscriptions/subscriptionsRepository";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const OWNER_PASSWORD = "account pages owner password";

/** The account pages' words as the owner translates them into French. */
const FRENCH = {
  account: "Compte",
  accountSignIn: "Se connecter",
  accountEmail: "E-mail",
  accountPassword: "Mot de passe",
  accountKeepSignedIn: "Rester connecté sur cet appareil",
  accountNewHere: "Nouveau ici ?",
  accountCreate: "Créer un compte",
  accountCreateButton: "Créer le compte",
  accountSignUpIntro: "Votre compte garde vos commandes et vos adresses.",
  accountPasswordAtLeast: "Mot de passe (au moins {count} caractères)",
  accountLinkSent: "Nous avons envoyé un lien à {email}.",
  accountAddressConfirmed: "Votre adresse est confirmée. Connectez-vous pour continuer.",
  accountSignInFailed: "L'e-mail ou le mot de passe est incorrect.",
  accountYours: "Votre compte",
  accountSignedInAs: "Connecté avec {email}",
  accountSignOut: "Se déconnecter",
  accountOrders: "Commandes",
  accountNoOrders: "Aucune commande pour l'instant.",
  accountAddresses: "Adresses",
  accountNoAddresses: "Aucune adresse enregistrée.",
  accountAddressNotAdded: "L'adresse n'a pas été ajoutée : voyez les champs ci-dessous.",
  accountAddAddress: "Ajouter une adresse",
  accountName: "Nom",
  accountEnterName: "Saisissez le nom.",
  accountAtLeast: "Utilisez au moins {count} caractères.",
  accountDonations: "Dons",
  accountGiftTo: "{gift} pour {fund}",
  accountStatusActive: "Actif",
  accountNextGift: "Prochain don : {date}",
  accountStopGift: "Arrêter le don mensuel",
  accountChooseNewPassword: "Choisir un nouveau mot de passe",
  accountResetSent: "Si {email} a un compte ici, un lien est en route. Il marche une fois, pendant {minutes} minutes.",
  accountLinkExpired: "Lien expiré",
  accountLinkGoneHeading: "Ce lien ne marche plus",
  accountLinkGone: "Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.",
  accountAskNewLink: "Demander un nouveau lien",
  accountSubscriptions: "Abonnements",
  accountNextPayment: "Prochain paiement : {date}",
  accountPause: "Mettre en pause",
  accountMoveOf: "{move} : {name}",
  accountCancelSubscription: "Résilier l'abonnement",
  accountYesCancel: "Oui, résilier",
  recurringEvery: "{price} tous les {period}",
  recurringEveryMonth: "mois",
};

describeOnEveryEngine("the customer account pages in the page's language", (database) => {
  let server: TestServer;
  const identifier = `comptes-${newId().slice(0, 8)}`;
  let address = 1;

  beforeAll(async () => {
    const file = JSON.parse(storeSite(identifier, newTestStoreIds()));
    file.website.extraSettings = {
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    await seedSite(database(), JSON.stringify(file), { email: `owner@${identifier}.example`, password: OWNER_PASSWORD });
    server = await createTestServer(database());
    const owner = await signedIn(server, identifier, `owner@${identifier}.example`, OWNER_PASSWORD);
    const translated = await owner.send(server, identifier, {
      method: "PUT",
      url: `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify({ fields: FRENCH }),
    });
    expect(translated.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  /** The text a person reads in a page's HTML. */
  const shown = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  /** Posts a form of the account pages the way a browser does: the page first (for the crumb), then the form. */
  const postForm = async (jar: CookieJar, page: string, url: string, fields: Record<string, string>) => {
    const remoteAddress = `10.3.0.${address++ % 250}`;
    await jar.send(server, identifier, { method: "GET", url: page, remoteAddress });
    await jar.ensureCrumb(server, identifier, remoteAddress);
    return jar.send(server, identifier, {
      method: "POST",
      url,
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb")! }).toString(),
    });
  };
  /** The path of the confirmation link mailed to an address, under the prefix of the page it signed up on. */
  const verifyLink = async (email: string) => {
    const [mail] = await database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", "customer-verify").where("toAddress", "=", email).execute();
    return new URL(/(http:\/\/\S+\/account\/verify\/\S+)/.exec(mail!.textBody)![1]!).pathname;
  };
  /** A customer with a confirmed account, signed in through the French sign-in page. */
  const frenchCustomer = async (email: string) => {
    const jar = new CookieJar();
    await postForm(jar, "/fr/account/sign-up", "/fr/account/sign-up", { email, password: "a customer password" });
    await jar.send(server, identifier, { method: "GET", url: await verifyLink(email) });
    const signedIn = await postForm(jar, "/fr/account/sign-in", "/fr/account/sign-in", { email, password: "a customer password" });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/fr/account");
    return jar;
  };

  it("signs up and confirms the address in French under /fr/, the form's problems in French", async () => {
    const jar = new CookieJar();
    const page = await jar.send(server, identifier, { method: "GET", url: "/fr/account/sign-up" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain("<title>Créer un compte — ");
    expect(page.body).toContain("<h1>Créer un compte</h1>");
    expect(page.body).toContain('action="/fr/account/sign-up"');
    expect(shown(page.body)).toContain("Mot de passe (au moins 8 caractères)");
    expect(page.body).toContain('<a class="tsr-account-link" href="/fr/account">');
    expect(page.body).toContain('<span class="tsr-account-link__text">Compte</span>');

    const short = await postForm(jar, "/fr/account/sign-up", "/fr/account/sign-up", { email: `nina@${identifier}.example`, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(shown(short.body)).toContain("Utilisez au moins 8 caractères.");

    const sent = await postForm(jar, "/fr/account/sign-up", "/fr/account/sign-up", { email: `nina@${identifier}.example`, password: "nina's password" });
    expect(sent.statusCode).toBe(200);
    expect(shown(sent.body)).toContain(`Nous avons envoyé un lien à nina@${identifier}.example.`);
    const confirmed = await server.request(identifier, { method: "GET", url: await verifyLink(`nina@${identifier}.example`) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<html lang="fr-FR"');
    expect(shown(confirmed.body)).toContain("Votre adresse est confirmée. Connectez-vous pour continuer.");
  });

  it("refuses a wrong password in French and signs in to the French account page, back to where it was asked from", async () => {
    await frenchCustomer(`omar@${identifier}.example`);
    const jar = new CookieJar();
    const page = await jar.send(server, identifier, { method: "GET", url: "/fr/account/sign-in" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain("<h1>Se connecter</h1>");
    expect(page.body).toContain('action="/fr/account/sign-in"');
    expect(page.body).toContain('data-account="/fr/account"');
    expect(shown(page.body)).toContain("Rester connecté sur cet appareil");
    expect(shown(page.body)).toContain("Nouveau ici ? Créer un compte");
    expect(page.body).toContain('href="/fr/account/sign-up"');

    const wrong = await postForm(jar, "/fr/account/sign-in", "/fr/account/sign-in", { email: `omar@${identifier}.example`, password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(shown(wrong.body)).toContain("L'e-mail ou le mot de passe est incorrect.");
    expect(wrong.body).not.toContain("The email or password is incorrect.");

    const back = await postForm(jar, "/fr/account/sign-in", "/fr/account/sign-in", {
      email: `omar@${identifier}.example`,
      password: "a customer password",
      returnTo: "/fr/shop",
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/fr/shop");
    const again = await jar.send(server, identifier, { method: "GET", url: "/fr/account/sign-in" });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/fr/account");
  });

  it("shows the account page in French with a monthly subscription and a monthly gift, refuses an address without a name in French, and stays under /fr/", async () => {
    const email = `paula@${identifier}.example`;
    const jar = await frenchCustomer(email);
    const user = await database().db.selectFrom("siteUsers").select(["id", "websiteId"]).where("email", "=", email).executeTakeFirstOrThrow();
    await donationsRepository.insertPlan(database().db, {
      id: newId(),
      websiteId: user.websiteId,
      donatePageId: newId(),
      amountCents: 1000,
      feeCents: 0,
      currency: "USD",
      fund: "Bateaux",
      email,
      name: "Paula",
      siteUserId: user.id,
      provider: "test",
      methodReference: "pm_test",
      customerReference: null,
      methodLabel: "Visa 4242",
      status: "active",
      stoppedBy: null,
      nextMonth: 2,
      nextChargeAt: "2027-01-03T09:00:00.000Z",
      createdAt: "2026-12-03T09:00:00.000Z",
      cancelledAt: null,
      locale: "fr-FR",
    });

    await subscriptionsRepository.insertOnce(database().db, {
      id: newId(),
      websiteId: user.websiteId,
      orderId: newId(),
      productId: newId(),
      variantId: newId(),
      productName: "Café du mois",
      quantity: 1,
      amountCents: 1200,
      currency: "USD",
      periodValue: 1,
      periodUnit: "month",
      numBillingCycles: 0,
      paidPeriods: 1,
      status: "active",
      email,
      siteUserId: user.id,
      provider: "test",
      methodReference: "pm_test",
      customerReference: null,
      methodLabel: "Visa 4242",
      startedAt: "2026-12-03T09:00:00.000Z",
      nextPeriod: 2,
      nextChargeAt: "2027-01-03T09:00:00.000Z",
      pausedAt: null,
      cancelledAt: null,
      createdAt: "2026-12-03T09:00:00.000Z",
      updatedAt: "2026-12-03T09:00:00.000Z",
    });

    const page = await jar.send(server, identifier, { method: "GET", url: "/fr/account" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain("<title>Votre compte — ");
    expect(page.body).toContain("<h1>Votre compte</h1>");
    expect(shown(page.body)).toContain(`Connecté avec ${email}`);
    expect(page.body).toContain('<h2 id="orders-title">Commandes</h2>');
    expect(shown(page.body)).toContain("Aucune commande pour l'instant.");
    expect(page.body).toContain('<h2 id="addresses-title">Adresses</h2>');
    expect(page.body).toContain('<h2 id="donations-title">Dons</h2>');
    expect(shown(page.body)).toContain("$10.00 tous les mois pour Bateaux Actif Visa 4242. Prochain don : 3 janvier 2027");
    expect(shown(page.body)).toContain("Arrêter le don mensuel");
    expect(page.body).toContain('<h2 id="subscriptions-title">Abonnements</h2>');
    expect(shown(page.body)).toContain("1 × Café du mois $12.00 tous les mois Actif Visa 4242. Prochain paiement : 3 janvier 2027");
    expect(page.body).toContain('aria-label="Mettre en pause : Café du mois">Mettre en pause</button>');
    expect(shown(page.body)).toContain("Résilier l'abonnement");
    expect(page.body).toMatch(/action="\/fr\/account\/subscriptions\/[0-9a-f]+\/pause"/);
    expect(page.body).toContain('action="/fr/account/sign-out"');
    expect(page.body).toContain('data-landing="/fr"');
    expect(page.body).not.toContain("every month");

    const refused = await postForm(jar, "/fr/account", "/fr/account/addresses", { name: "", line1: "3 rue du Port", city: "Brest", country: "FR" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr-FR"');
    expect(shown(refused.body)).toContain("L'adresse n'a pas été ajoutée : voyez les champs ci-dessous.");
    expect(refused.body).toContain('<span id="name-error" class="tsr-checkout__field-error" role="alert">Saisissez le nom.</span>');

    const added = await postForm(jar, "/fr/account", "/fr/account/addresses", { name: "Paula", line1: "3 rue du Port", city: "Brest", country: "FR" });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/fr/account#addresses");
    const [plan] = await donationsRepository.plansOfCustomer(database().db, user.websiteId, user.id);
    const stopped = await postForm(jar, "/fr/account", `/fr/account/donations/${plan!.id}/cancel`, {});
    expect(stopped.headers.location).toBe("/fr/account#donations");
    const subscriptionId = /action="\/fr\/account\/subscriptions\/([0-9a-f]+)\/pause"/.exec(page.body)![1];
    const paused = await postForm(jar, "/fr/account", `/fr/account/subscriptions/${subscriptionId}/pause`, {});
    expect(paused.statusCode).toBe(303);
    expect(paused.headers.location).toBe("/fr/account#subscriptions");

    const signedOut = await postForm(jar, "/fr/account", "/fr/account/sign-out", {});
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/fr");
    const away = await jar.send(server, identifier, { method: "GET", url: "/fr/account" });
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe("/fr/account/sign-in");
  });

  it("asks for a new-password link in French, and says in French that a used link no longer works", async () => {
    const jar = new CookieJar();
    const asked = await postForm(jar, "/fr/account/forgot-password", "/fr/account/forgot-password", { email: `quinn@${identifier}.example` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="fr-FR"');
    expect(asked.body).toContain("<h1>Choisir un nouveau mot de passe</h1>");
    expect(shown(asked.body)).toContain(`Si quinn@${identifier}.example a un compte ici, un lien est en route. Il marche une fois, pendant 60 minutes.`);
    expect(asked.body).toContain('action="/fr/account/forgot-password"');

    const gone = await server.request(identifier, { method: "GET", url: "/fr/account/reset-password/not-a-link" });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<html lang="fr-FR"');
    expect(gone.body).toContain("<title>Lien expiré — ");
    expect(gone.body).toContain("<h1>Ce lien ne marche plus</h1>");
    expect(shown(gone.body)).toContain("Ce lien a expiré ou a déjà servi. Demandez-en un nouveau.");
    expect(gone.body).toContain('href="/fr/account/forgot-password">Demander un nouveau lien</a>');
  });

  it("keeps the English words without the prefix and answers not found under a prefix that is not one of the site's languages", async () => {
    const english = await server.request(identifier, { method: "GET", url: "/account/sign-in" });
    expect(english.body).toContain("<h1>Sign in</h1>");
    expect(english.body).toContain('action="/account/sign-in"');
    expect(english.body).toContain('<a class="tsr-account-link" href="/account">');
    for (const url of ["/de/account/sign-in", "/de/account", "/de/account/sign-up"]) {
      const unknown = await server.request(identifier, { method: "GET", url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.body, url).not.toContain("Se connecter");
    }
    const post = await postForm(new CookieJar(), "/fr/account/sign-in", "/de/account/sign-in", { email: `omar@${identifier}.example`, password: "x" });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain("Se connecter");
  });
});
