import { afterAll, beforeAll, expect, it } from "vitest";
import { describeOnEveryEngine } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { LOCKOUT } from "../../rateLimits/failureLock";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const OWNER_PASSWORD = "account mails owner password";

/** The account mails' words (and the pages their links open) as the owner translates them into French. */
const FRENCH = {
  accountSignIn: "Se connecter",
  accountAddressConfirmed: "Votre adresse est confirmée. Connectez-vous pour continuer.",
  accountChooseNewPassword: "Choisir un nouveau mot de passe",
  accountVerifySubject: "Confirmez votre adresse e-mail pour {site}",
  accountVerifyLine: "Quelqu'un a ouvert un compte sur {site} ({address}) avec {email}.",
  accountVerifyFollow: "Pour confirmer que c'est vous et ouvrir le compte, suivez ce lien dans les {hours} heures :",
  accountVerifyNotYou: "Si ce n'était pas vous, ignorez ce message : aucun compte n'est ouvert.",
  accountExistsSubject: "Vous avez déjà un compte sur {site}",
  accountExistsLine: "Quelqu'un a voulu ouvrir un compte sur {site} avec {email}, qui en a déjà un.",
  accountExistsLinks: "Connectez-vous sur {signIn}, ou choisissez un nouveau mot de passe sur {forgotPassword}.",
  accountResetSubject: "Choisissez un nouveau mot de passe pour votre compte {site}",
  accountResetLine: "Quelqu'un a demandé un nouveau mot de passe pour {email} sur {site} ({address}).",
  accountResetFollow: "Pour le choisir, ouvrez ce lien dans les {minutes} minutes. Il ne marche qu'une fois :",
  accountResetNotYou: "Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe ne change pas.",
  accountLockedSubject: "La connexion à votre compte {site} est bloquée pendant {minutes} minutes",
  accountLockedLine: "Quelqu'un a saisi un mauvais mot de passe pour {email} {count} fois en {minutes} minutes sur {signIn}.",
};

describeOnEveryEngine("the customer account mails in the page's language", (database) => {
  let server: TestServer;
  const identifier = `courriels-${newId().slice(0, 8)}`;
  const site = `http://${identifier}.tessera.test`;
  const title = `Store ${identifier}`;
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
  const postForm = async (page: string, fields: Record<string, string>) => {
    const jar = new CookieJar();
    const remoteAddress = `10.4.0.${address++ % 250}`;
    await jar.send(server, identifier, { method: "GET", url: page, remoteAddress });
    await jar.ensureCrumb(server, identifier, remoteAddress);
    return jar.send(server, identifier, {
      method: "POST",
      url: page,
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ ...fields, crumb: jar.get("crumb")! }).toString(),
    });
  };
  /** The one mail of a kind sent to an address: its subject and its text as sent. */
  const mailOf = async (kind: string, to: string) => {
    const rows = await database().db.selectFrom("mailOutbox").selectAll().where("kind", "=", kind).where("toAddress", "=", to).execute();
    expect(rows).toHaveLength(1);
    const bodies = await server.services.mail.bodiesOf(rows[0]!);
    return { subject: rows[0]!.subject, lines: bodies!.text.split("\n") };
  };
  /** The path of a mail's line that is a link to this site. */
  const pathOf = (line: string) => {
    expect(line.startsWith(`${site}/`)).toBe(true);
    return line.slice(site.length);
  };

  it("mails the address confirmation in French for a sign-up under /fr/, its link opening the French sign-in page", async () => {
    const email = `rose@${identifier}.example`;
    expect((await postForm("/fr/account/sign-up", { email, password: "rose's password" })).statusCode).toBe(200);
    const mail = await mailOf("customer-verify", email);
    expect(mail.subject).toBe(`Confirmez votre adresse e-mail pour ${title}`);
    expect(mail.lines.slice(0, 3)).toEqual([
      `Quelqu'un a ouvert un compte sur ${title} (${site}) avec ${email}.`,
      "",
      "Pour confirmer que c'est vous et ouvrir le compte, suivez ce lien dans les 48 heures :",
    ]);
    expect(mail.lines.slice(4)).toEqual(["", "Si ce n'était pas vous, ignorez ce message : aucun compte n'est ouvert."]);
    const link = pathOf(mail.lines[3]!);
    expect(link).toMatch(/^\/fr\/account\/verify\/[\w-]{43}$/);

    const opened = await server.request(identifier, { method: "GET", url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<html lang="fr-FR"');
    expect(opened.body).toContain("<h1>Se connecter</h1>");
    expect(shown(opened.body)).toContain("Votre adresse est confirmée. Connectez-vous pour continuer.");

    expect((await postForm("/fr/account/sign-up", { email, password: "another password" })).statusCode).toBe(200);
    const exists = await mailOf("customer-exists", email);
    expect(exists.subject).toBe(`Vous avez déjà un compte sur ${title}`);
    expect(exists.lines.slice(0, 3)).toEqual([
      `Quelqu'un a voulu ouvrir un compte sur ${title} avec ${email}, qui en a déjà un.`,
      "",
      `Connectez-vous sur ${site}/fr/account/sign-in, ou choisissez un nouveau mot de passe sur ${site}/fr/account/forgot-password.`,
    ]);
  });

  it("mails the new-password link in French for a request under /fr/, its link opening the French new password page", async () => {
    const email = `sami@${identifier}.example`;
    await postForm("/account/sign-up", { email, password: "sami's password" });
    expect((await postForm("/fr/account/forgot-password", { email })).statusCode).toBe(200);
    const mail = await mailOf("customer-password-reset", email);
    expect(mail.subject).toBe(`Choisissez un nouveau mot de passe pour votre compte ${title}`);
    expect(mail.lines.slice(0, 3)).toEqual([
      `Quelqu'un a demandé un nouveau mot de passe pour ${email} sur ${title} (${site}).`,
      "",
      "Pour le choisir, ouvrez ce lien dans les 60 minutes. Il ne marche qu'une fois :",
    ]);
    expect(mail.lines.slice(4)).toEqual(["", "Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe ne change pas."]);
    const link = pathOf(mail.lines[3]!);
    expect(link).toMatch(/^\/fr\/account\/reset-password\/[\w-]{43}$/);

    const opened = await server.request(identifier, { method: "GET", url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<html lang="fr-FR"');
    expect(opened.body).toContain("<h1>Choisir un nouveau mot de passe</h1>");
  });

  it("mails a sign-up on the primary pages in English with the unprefixed link, as before", async () => {
    const email = `tess@${identifier}.example`;
    expect((await postForm("/account/sign-up", { email, password: "tess's password" })).statusCode).toBe(200);
    const mail = await mailOf("customer-verify", email);
    expect(mail.subject).toBe(`Confirm your email address for ${title}`);
    expect(mail.lines.slice(0, 3)).toEqual([
      `Someone signed up for an account at ${title} (${site}) with ${email}.`,
      "",
      "To confirm it is you and open the account, follow this link within 48 hours:",
    ]);
    expect(mail.lines.slice(4)).toEqual(["", "If it was not you, ignore this mail: no account is opened."]);
    expect(pathOf(mail.lines[3]!)).toMatch(/^\/account\/verify\/[\w-]{43}$/);
  });

  it("mails the sign-in lock in French when the wrong passwords came from the French sign-in page's script", async () => {
    const email = `ugo@${identifier}.example`;
    await postForm("/account/sign-up", { email, password: "ugo's password" });
    const wrong = await Promise.all(
      Array.from({ length: LOCKOUT.failures }, async () => {
        const jar = new CookieJar();
        const remoteAddress = `10.5.0.${address++ % 250}`;
        await jar.ensureCrumb(server, identifier, remoteAddress);
        return jar.send(server, identifier, {
          method: "POST",
          url: "/api/site-users/account/session",
          headers: { "x-csrf-token": jar.get("crumb")! },
          payload: { email, password: "not ugo's password", rememberMe: false, locale: "fr-FR" },
          remoteAddress,
        });
      }),
    );
    expect(wrong.map((answer) => answer.statusCode)).toEqual(Array(LOCKOUT.failures).fill(401));
    const mail = await mailOf("customer-sign-in-locked", email);
    expect(mail.subject).toBe(`La connexion à votre compte ${title} est bloquée pendant 15 minutes`);
    expect(mail.lines[0]).toBe(`Quelqu'un a saisi un mauvais mot de passe pour ${email} 10 fois en 15 minutes sur ${site}/fr/account/sign-in.`);
    expect(mail.lines.slice(1)).toEqual([
      "",
      "To protect your account, signing in is locked for 15 minutes, from every address.",
      "",
      "If this was you, wait and try again. If it was not you, your password held and nobody signed in.",
    ]);
  });
});
