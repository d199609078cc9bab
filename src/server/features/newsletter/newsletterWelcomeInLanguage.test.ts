import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { formsSite, newTestFormIds, type TestFormIds } from "../../testing/formSites";
import { FormVisitor } from "../../testing/formVisitor";

const OWNER = { email: "owner@bonjour.example", password: "owner password 1" };

/** The welcome mail's words as the owner translates them into French. */
const FRENCH = {
  newsletterWelcomeSubject: "Vous êtes inscrit à {site}",
  newsletterWelcomeHello: "Bonjour {name},",
  newsletterWelcomeThanks: "Merci de vous être inscrit aux nouvelles de {site}.",
  newsletterWelcomeLeave: "Pour ne plus recevoir ces messages, désinscrivez-vous ici : {link}",
  newsletterWelcomeLeaveLinked: "Pour ne plus recevoir ces messages, {link}.",
  newsletterWelcomeUnsubscribe: "désinscrivez-vous",
  unsubscribeTitle: "Se désinscrire",
  unsubscribeAsk: "Ne plus envoyer la lettre de {site} à {email} ?",
  unsubscribeButton: "Me désinscrire",
  unsubscribeDoneTitle: "Vous êtes désinscrit",
  unsubscribeDone: "{email} ne recevra plus la lettre de {site}.",
  unsubscribeBack: "Retour à {site}",
};

describeEachDatabase("the newsletter's welcome mail in the language of the page signed up on", (database) => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let ids: TestFormIds;

  const mailTo = (address: string) => smtp.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    ids = newTestFormIds();
    const file = JSON.parse(formsSite("bonjour", ids));
    file.website.extraSettings = {
      ...file.website.extraSettings,
      multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null },
    };
    await seedSite(database(), JSON.stringify(file), OWNER);
    server = await createTestServer(database(), { config: { smtpUrl: smtp.url } });
    const owner = await signedIn(server, "bonjour", OWNER.email, OWNER.password);
    const saved = await owner.send(server, "bonjour", {
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

  it("writes the welcome mail in French for a sign-up on a French page, and in English on the primary pages", async () => {
    const visitor = new FormVisitor(server, "bonjour", "198.51.100.40");
    await visitor.open("/fr");
    const french = await visitor.submit(
      ids.newsletter,
      { email: "amelie@example.com", name: ["Amélie", "Poulain"] },
      { website_locale: "fr-FR", pagePath: "/fr" },
    );
    expect(french.statusCode).toBe(200);
    const english = await visitor.submit(ids.newsletter, { email: "ben@example.com", name: ["Ben", "Ray"] });
    expect(english.statusCode).toBe(200);
    // A run of the outbox begun by the first sign-up may have listed the due mails before the second: the next run sends it.
    await server.services.mail.deliverDue();
    await server.services.mail.deliverDue();

    const [bienvenue] = mailTo("amelie@example.com");
    expect(bienvenue!.subject).toBe("Vous êtes inscrit à Café bonjour");
    const lines = bienvenue!.text.split("\n");
    expect(lines.slice(0, 3)).toEqual(["Bonjour Amélie Poulain,", "", "Merci de vous être inscrit aux nouvelles de Café bonjour."]);
    expect(lines[4]).toMatch(
      /^Pour ne plus recevoir ces messages, désinscrivez-vous ici : http:\/\/bonjour\.tessera\.test\/fr\/newsletter\/unsubscribe\?token=/,
    );
    expect(bienvenue!.html).toMatch(/Pour ne plus recevoir ces messages, <a href="[^"]+">désinscrivez-vous<\/a>\./);

    const [welcome] = mailTo("ben@example.com");
    expect(welcome!.subject).toBe("You're subscribed to Café bonjour");
    expect(welcome!.text.split("\n")[0]).toBe("Hello Ben Ray,");
    expect(welcome!.text).toContain("unsubscribe here: http://bonjour.tessera.test/newsletter/unsubscribe?token=");
  });

  it("opens the unsubscribe link of a French sign-up on the French page, which asks and unsubscribes in French", async () => {
    const link = new URL(/ici : (\S+)/.exec(mailTo("amelie@example.com")[0]!.text)![1]!);
    const visitor = new FormVisitor(server, "bonjour", "198.51.100.41");
    const page = await visitor.open(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain("<h1>Se désinscrire</h1>");
    expect(page.body).toContain("Ne plus envoyer la lettre de Café bonjour à <strong>amelie@example.com</strong> ?");
    expect(page.body).toContain(`action="/fr/newsletter/unsubscribe?token=`);
    const done = await visitor.jar.send(server, "bonjour", {
      method: "POST",
      url: `${link.pathname}${link.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: link.searchParams.get("token")!, crumb: visitor.jar.get("crumb")! }).toString(),
      remoteAddress: "198.51.100.41",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("<h1>Vous êtes désinscrit</h1>");
    expect(done.body).toContain("<strong>amelie@example.com</strong> ne recevra plus la lettre de Café bonjour.");
    expect(done.body).toContain('<a href="/fr">Retour à Café bonjour</a>');
    expect((await visitor.open(`/de/newsletter/unsubscribe${link.search}`)).statusCode).toBe(404);
  });
});
