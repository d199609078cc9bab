import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { systemClock, type Clock } from "../../clock";
import { solveChallenge } from "../captcha/testing/powSolver";
import { demoSiteAs } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@parole.example", password: "owner password 1", roleId: ROLE.ADMIN };
const clock: Clock = { now: () => new Date("2026-11-10T12:00:00.000Z") };
const POST = "/journal/2026/10/20/how-we-choose-our-beans";

/** The comment thread's and the comment count's words in French, as an owner types them in the store's translation. */
const FRENCH = {
  oneComment: "1 commentaire",
  comments: "{count} commentaires",
  commentsHeading: "Commentaires",
  noCommentsYet: "Aucun commentaire pour l'instant. Soyez le premier à écrire.",
  commentBy: "Commentaire de {name}",
  repliesTo: "Réponses à {name}",
  commentReply: "Répondre",
  leaveComment: "Laisser un commentaire",
  replyingTo: "Réponse à {name}.",
  cancelReply: "Annuler la réponse",
  commentName: "Nom",
  commentEmail: "E-mail (non affiché)",
  commentBody: "Commentaire",
  commentCaptchaIdle: "Ce formulaire vérifie que vous êtes une personne avant l'envoi.",
  commentNeedsScript: "Envoyer un commentaire demande JavaScript.",
  sendComment: "Publier",
  commentAwaitingModeration: "Merci. Votre commentaire attend la modération.",
  commentParentGone: "Le commentaire auquel vous répondez n'est plus là.",
  commentsOff: "Les commentaires sont désactivés sur ce site.",
};

/** What the thread's script was handed in the page's `data-texts`. */
function scriptWords(html: string): Record<string, string> {
  const attribute = /<section class="tsr-comments"[^>]*data-texts="([^"]*)"/.exec(html)?.[1];
  return JSON.parse(decodeHTML(attribute ?? "{}")) as Record<string, string>;
}

/** The demo site with comments on, or off. */
function siteWithComments(identifier: string, on: boolean): string {
  const file = JSON.parse(demoSiteAs(identifier));
  file.website.commentsEnabled = on;
  return JSON.stringify(file);
}

describeEachDatabase("a comment thread and the comment counts in the page's language", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let quietOwner: CookieJar;
  let siteId: string;
  let postId: string;
  const visitor = new CookieJar();

  const send = (jar: CookieJar, site: string, method: "GET" | "PUT" | "POST", url: string, body?: unknown) =>
    jar.send(server, site, {
      method,
      url,
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = async (url: string, site = "parole") => {
    const page = await server.request(site, { method: "GET", url });
    expect([url, page.statusCode]).toEqual([url, 200]);
    return page.body;
  };
  const comment = async (fields: Record<string, unknown>) => {
    await visitor.ensureCrumb(server, "parole");
    const issued = server.services.forms.challenges.issue(siteId, systemClock.now());
    return send(visitor, "parole", "POST", "/api/comments", {
      postId,
      name: "Ada",
      email: "ada@example.com",
      body: "Très bons grains.",
      captcha: solveChallenge(issued.challenge, issued.difficulty),
      ...fields,
    });
  };
  const inFrench = async (jar: CookieJar, site: string) => {
    expect((await send(jar, site, "PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    expect((await send(jar, site, "PUT", `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, { fields: FRENCH })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    siteId = await seedSite(database(), siteWithComments("parole", true), OWNER);
    await seedSite(database(), siteWithComments("silence", false), { ...OWNER, email: "owner@silence.example" });
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, "parole", OWNER.email, OWNER.password);
    quietOwner = await signedIn(server, "silence", "owner@silence.example", OWNER.password);
    postId = (
      await database()
        .db.selectFrom("items")
        .select("id")
        .where("websiteId", "=", siteId)
        .where("urlSlug", "=", "how-we-choose-our-beans")
        .executeTakeFirstOrThrow()
    ).id;
    await inFrench(owner, "parole");
    await inFrench(quietOwner, "silence");
  });
  afterAll(() => server.close());

  it("words an empty thread under a French post in the owner's French, and hands its script the French words", async () => {
    const post = await visit(`/fr${POST}`);
    expect(post).toContain('<h2 id="tsr-comments-heading">Commentaires</h2>');
    expect(post).toContain('<p class="tsr-comments__empty">Aucun commentaire pour l&#x27;instant. Soyez le premier à écrire.</p>');
    expect(post).toContain('<h3 id="tsr-comments-form-heading">Laisser un commentaire</h3>');
    for (const [field, label] of [
      ["name", "Nom"],
      ["email", "E-mail (non affiché)"],
      ["body", "Commentaire"],
    ]) {
      expect(post).toContain(`<label class="tsr-form-field__title" for="tsr-comments-${field}">${label}</label>`);
    }
    expect(post).toContain(">Annuler la réponse</button>");
    expect(post).toContain(">Publier</button>");
    expect(post).toContain("<p>Envoyer un commentaire demande JavaScript.</p>");
    expect(post).toContain("Ce formulaire vérifie que vous êtes une personne avant l&#x27;envoi.");
    for (const english of [
      "No comments yet",
      "Leave a comment",
      "Send comment",
      "Cancel reply",
      "Email (not shown)",
      "needs JavaScript",
      "checks that you are a person",
    ]) {
      expect(post).not.toContain(english);
    }
    const words = scriptWords(post);
    expect(words).toMatchObject({
      replyingTo: "Réponse à {name}.",
      commentAwaitingModeration: "Merci. Votre commentaire attend la modération.",
      commentParentGone: "Le commentaire auquel vous répondez n'est plus là.",
    });
    // Words the owner has not translated fall back to the primary language's.
    expect(words.commentPublished).toBe("Thank you. Your comment is published.");

    const english = await visit(POST);
    expect(english).toContain('<h2 id="tsr-comments-heading">Comments</h2>');
    expect(english).toContain("Leave a comment");
    expect(scriptWords(english).replyingTo).toBe("Replying to {name}.");
  });

  it("names the refusals the script words itself by their field", async () => {
    const stranger = await comment({ parentId: "0".repeat(24) });
    expect([stranger.statusCode, Object.keys(stranger.json().errors)]).toEqual([400, ["parentId"]]);
    const unchecked = await comment({ captcha: "not-an-answer" });
    expect([unchecked.statusCode, Object.keys(unchecked.json().errors)]).toEqual([400, ["captcha"]]);
  });

  it("counts an approved comment in French in the thread, the blog's list and the summary and post-list blocks, and in English on the English pages", async () => {
    const sent = await comment({});
    expect(sent.json()).toMatchObject({ state: "pending" });
    expect((await send(owner, "parole", "POST", `/api/config/comments/${sent.json().id}/moderate`, { action: "approve" })).statusCode).toBe(200);

    const post = await visit(`/fr${POST}`);
    expect(post).toContain('<h2 id="tsr-comments-heading">1 commentaire</h2>');
    expect(post).toContain('aria-label="Commentaire de Ada"');
    expect(post).toMatch(/data-author="Ada" hidden="">Répondre<\/button>/);

    const list = await visit("/fr/journal");
    expect(list).toContain(" · 1 commentaire</p>");
    expect(list).toContain(" · 0 commentaires</p>");
    expect(list).not.toMatch(/ · \d+ comments?</);

    const blocks = await visit("/fr/blocks");
    expect(blocks).toContain('<p class="tsr-summary__comments">1 commentaire</p>');
    expect(blocks).toContain('<p class="tsr-summary__comments">0 commentaires</p>');
    expect(blocks).toMatch(/<span class="tsr-post-links__comments"> · (?:1 commentaire|0 commentaires)<\/span>/);
    expect(blocks).not.toMatch(/\d+ comments?</);

    // The summary's "Show more" renders it again in the language its page names.
    const summary = JSON.parse(decodeHTML(/data-widget-json="([^"]+)"/.exec(blocks)?.[1] ?? "null"));
    expect(summary.value.source).toBe("blog");
    const again = async (language?: string) => {
      const crumb = await visitor.ensureCrumb(server, "parole");
      const answer = await visitor.send(server, "parole", {
        method: "POST",
        url: "/api/widget/GetWidgetRendering",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": crumb },
        payload: new URLSearchParams({ widgetJSON: JSON.stringify(summary), ...(language ? { language } : {}) }).toString(),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data.html as string;
    };
    expect(await again("fr-FR")).toContain('<p class="tsr-summary__comments">1 commentaire</p>');
    expect(await again()).toContain('<p class="tsr-summary__comments">1 comment</p>');

    const english = await visit("/blocks");
    expect(english).toContain('<p class="tsr-summary__comments">1 comment</p>');
    expect(english).toContain('<p class="tsr-summary__comments">0 comments</p>');
    expect(english).not.toContain("commentaire");
  });

  it("words the comments block in French on a French page, and its notice on a site with comments off", async () => {
    const page = await visit("/fr/more-blocks");
    expect(page).toMatch(/<section class="tsr-comments"[^>]*>.*?<h2 id="comments-[^"]+-heading">Commentaires<\/h2>/s);
    expect(page).toContain(">Laisser un commentaire</h3>");
    expect(scriptWords(page).replyingTo).toBe("Réponse à {name}.");
    expect(page).not.toContain("Leave a comment");

    expect(await visit("/fr/more-blocks", "silence")).toContain('<p class="tsr-comments__off">Les commentaires sont désactivés sur ce site.</p>');
    expect(await visit("/more-blocks", "silence")).toContain('<p class="tsr-comments__off">Comments are turned off for this site.</p>');
  });
});
