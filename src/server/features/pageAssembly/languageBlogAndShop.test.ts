import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import type { Clock } from "../../clock";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@polyglot.example", password: "owner password 1", roleId: ROLE.ADMIN };
const clock: Clock = { now: () => new Date("2026-11-01T12:00:00.000Z") };
const POST = "/journal/2026/10/20/how-we-choose-our-beans";
const HEADING = "fe80dfe4bdecfb301d501d39";
const BASE = "http://polyglot.tessera.test";

/** The demo site with its house blend in an "Espresso" category. */
function demoWithCategory(identifier: string): string {
  const text = JSON.parse(demoSiteAs(identifier));
  text.products[0].categories = ["Espresso"];
  return JSON.stringify(text);
}

describeEachDatabase("blogs, events and the shop in several languages", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let postId: string;
  let productId: string;
  let websiteId: string;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "polyglot", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("polyglot", { method: "GET", url });
  const links = (html: string, rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)" hrefLang="([^"]+)"`, "g"))].map((m) => [m[2], m[1]!.replace(BASE, "")]);
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(BASE, "");

  beforeAll(async () => {
    websiteId = await seedSite(database(), demoWithCategory("polyglot"), OWNER);
    server = await createTestServer(database(), { clock });
    owner = await signedIn(server, "polyglot", OWNER.email, OWNER.password);
    const db = server.services.db;
    postId = (
      await db.selectFrom("items").select("id").where("websiteId", "=", websiteId).where("urlSlug", "=", "how-we-choose-our-beans").executeTakeFirstOrThrow()
    ).id;
    productId = (
      await db.selectFrom("storeProducts").select("id").where("websiteId", "=", websiteId).where("urlSlug", "=", "harbor-blend").executeTakeFirstOrThrow()
    ).id;
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("serves the blog, its posts and listings, the events and the shop under the prefix in the primary words until translated", async () => {
    for (const path of ["/journal", POST, "/journal/tag/sourcing", "/events", "/shop", "/shop/harbor-blend", "/shop/category/espresso"]) {
      const page = await visit(`/fr${path}`);
      expect([path, page.statusCode]).toEqual([path, 200]);
      expect(page.body).toContain('<html lang="fr-FR"');
      expect(canonical(page.body)).toBe(`/fr${path}`);
      expect(links(page.body, "alternate")).toEqual([
        ["en-US", path],
        ["fr-FR", `/fr${path}`],
        ["x-default", path],
      ]);
    }
    expect((await visit("/fr/journal")).body).toContain("How we choose our beans");
    expect((await visit("/fr/journal/no-such-post")).statusCode).toBe(404);
    expect((await visit("/fr/shop/no-such-product")).statusCode).toBe(404);
  });

  it("shows a post's translated title, excerpt and blocks, and links on inside the language", async () => {
    const saved = await send("PUT", `/api/multilingual/translations/posts/${postId}/fr-FR`, {
      fields: {
        title: "Comment nous choisissons nos grains",
        excerpt: "Des tables de dégustation aux visites de fermes.",
        [`block.${HEADING}.text`]: "La table de dégustation",
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: "post", itemId: postId, languages: [{ locale: "fr-FR", state: "translated" }] });

    const list = (await visit("/fr/journal")).body;
    expect(list).toContain('<a href="/fr/journal/2026/10/20/how-we-choose-our-beans">Comment nous choisissons nos grains</a>');
    expect(list).toContain("Des tables de dégustation aux visites de fermes.");
    expect(list).not.toContain("How we choose our beans");
    expect((await visit("/fr/journal/tag/sourcing")).body).toContain("Comment nous choisissons nos grains");

    const post = (await visit(`/fr${POST}`)).body;
    expect(post).toContain("<title>Comment nous choisissons nos grains — ");
    expect(post).toContain("La table de dégustation");
    expect(post).not.toContain("The cupping table");
    expect(post).toContain("Every coffee we sell starts as a 300-gram sample");
    expect(post).toContain('href="/fr/journal"');
    // Every link of the page stays in French but the header's language list, whose English link is the post in English.
    const languageList = /<details class="tsr-header-languages">.*?<\/details>/s;
    expect(languageList.exec(post)?.[0]).toContain('<a class="tsr-language-switcher__link" href="/journal/2026/10/20/how-we-choose-our-beans" lang="en-US"');
    expect(/<body.*<\/body>/s.exec(post)?.[0].replace(languageList, "")).not.toMatch(/href="\/(?:journal|shop|about)["/]/);
    expect(post).toContain(`"item":"${BASE}/fr/journal"`);
    expect(post).toContain('src="/static/demo/beans.svg"');

    const english = (await visit(POST)).body;
    expect(english).toContain("The cupping table");
    expect(english).not.toContain("Comment nous choisissons");
  });

  it("shows a product's translated name and description on the shop, its category and its own page", async () => {
    const saved = await send("PUT", `/api/multilingual/translations/products/${productId}/fr-FR`, {
      fields: { name: "Mélange du port", description: "Notre espresso maison : chocolat noir et écorce d'orange." },
    });
    expect(saved.statusCode).toBe(200);
    const shop = (await visit("/fr/shop")).body;
    expect(shop).toContain("Mélange du port");
    expect(shop).toContain('href="/fr/shop/harbor-blend"');
    expect(shop).not.toContain("Harbor Blend<");
    expect((await visit("/fr/shop/category/espresso")).body).toContain("Mélange du port");
    const product = (await visit("/fr/shop/harbor-blend")).body;
    expect(product).toContain("<title>Mélange du port — ");
    expect(product).toContain("Notre espresso maison : chocolat noir et écorce d&#x27;orange.");
    expect(product).toContain('href="/fr/shop"');
    const english = (await visit("/shop/harbor-blend")).body;
    expect(english).toContain("Harbor Blend");
    expect(english).not.toContain("Mélange du port");
  });

  it("shows a form's translated labels, button and message on a page in the language, its rich text cleaned", async () => {
    const form = (
      await server.services.db
        .selectFrom("forms")
        .select("id")
        .where("websiteId", "=", websiteId)
        .where("name", "=", "Contact Harbor & Pine")
        .executeTakeFirstOrThrow()
    ).id;
    const view = (await send("GET", `/api/multilingual/translations/forms/${form}`)).json();
    expect(view.texts.map((t: { name: string }) => t.name)).toEqual([
      "field.name.title",
      "field.email.title",
      "field.email.description",
      "field.email.placeholder",
      "field.phone.title",
      "field.phone.description",
      "field.topic.title",
      "field.message.title",
      "field.message.placeholder",
      "submitButtonText",
      "postSubmitMessage",
    ]);
    const saved = await send("PUT", `/api/multilingual/translations/forms/${form}/fr-FR`, {
      fields: {
        "field.message.title": "Votre message",
        "field.message.placeholder": "Comment pouvons-nous aider ?",
        submitButtonText: "Envoyer",
        postSubmitMessage: '<p><strong>Merci !</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().languages[0].fields.postSubmitMessage).toBe("<p><strong>Merci !</strong></p>");
    const french = (await visit("/fr/contact")).body;
    expect(french).toContain("Votre message");
    expect(french).toContain('placeholder="Comment pouvons-nous aider ?"');
    expect(french).toContain(">Envoyer<");
    expect(french).toContain("<strong>Merci !</strong>");
    expect(french).toContain(">Email<");
    const english = (await visit("/contact")).body;
    expect(english).toContain(">Send message<");
    expect(english).not.toContain("Votre message");
  });

  it("lists the blog's posts, the events and the shop's products in every language in the sitemap", async () => {
    const sitemap = (await visit("/sitemap.xml")).body;
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(BASE, ""));
    for (const path of ["/journal", POST, "/shop", "/shop/harbor-blend"]) expect(addresses).toEqual(expect.arrayContaining([path, `/fr${path}`]));
    expect(addresses.filter((a) => a.startsWith("/fr"))).toHaveLength(addresses.length / 2);
  });

  it("counts translated posts and products in each language's status, and refuses texts the item does not have", async () => {
    const status = (await send("GET", "/api/multilingual/status")).json();
    expect(status.languages[0].posts).toMatchObject({ translated: 1, needsTranslation: 0, missing: status.totalPosts - 1 });
    expect(status.languages[0].products).toMatchObject({ translated: 1, needsTranslation: 0, missing: status.totalProducts - 1 });
    await server.services.db.updateTable("storeProducts").set({ name: "Harbour Blend" }).where("id", "=", productId).execute();
    expect((await send("GET", "/api/multilingual/status")).json().languages[0].products).toMatchObject({ translated: 0, needsTranslation: 1 });
    const listed = (await send("GET", "/api/multilingual/translations/products")).json().items;
    expect(listed.find((item: { id: string }) => item.id === productId)).toEqual({
      id: productId,
      title: "Harbour Blend",
      group: "Shop",
      states: [{ locale: "fr-FR", state: "needs-translation" }],
    });
    const wrong = await send("PUT", `/api/multilingual/translations/posts/${postId}/fr-FR`, { fields: { name: "x" } });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { "fields.name": "Text is not one of the post's texts." }]);
    expect((await send("GET", `/api/multilingual/translations/products/${postId}`)).statusCode).toBe(404);
  });
});
