import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@blocktexts.example", password: "owner password 1", roleId: ROLE.ADMIN };
const ACCORDION = "bbbbbbbbbbbbbbbbbbbbbb01";
const MARQUEE = "bbbbbbbbbbbbbbbbbbbbbb02";
const QUOTE = "bbbbbbbbbbbbbbbbbbbbbb03";
const HEADING = "bbbbbbbbbbbbbbbbbbbbbb04";

/** A site in English and French with one page of blocks whose words sit in lists and side settings. */
function faqSite(identifier: string): string {
  const blocks = [
    { id: HEADING, type: "heading", settings: { text: "Questions", level: 2 } },
    {
      id: ACCORDION,
      type: "accordion",
      settings: {
        items: [
          { title: "When are you open?", html: "<p>Every day from nine.</p>" },
          { title: "Can I park?", html: "<p>Behind the shop.</p>" },
        ],
      },
    },
    { id: MARQUEE, type: "marquee", settings: { items: ["Fresh roast", "Open Sundays"] } },
    { id: QUOTE, type: "quote", settings: { text: "Best coffee in town", attribution: "A neighbour" } },
  ];
  return JSON.stringify({
    format: "tessera-site",
    version: 1,
    website: {
      identifier,
      title: `Site ${identifier}`,
      locale: "en-US",
      extraSettings: { multilingual: { languages: [{ locale: "fr-FR", pathPrefix: "fr", translatedIds: [], connected: false }], connection: null } },
    },
    collections: [
      {
        type: 10,
        title: "FAQ",
        urlSlug: "faq",
        navigation: "main",
        position: 0,
        layout: { draft: { blocks }, published: { blocks }, publishedAt: "2026-10-01T09:00:00.000Z" },
      },
    ],
  });
}

describeEachDatabase("block words in lists and side settings, translated", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let faqId: string;

  const send = (method: "GET" | "PUT", url: string, body?: unknown) =>
    owner.send(server, "faqs", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const visit = (url: string) => server.request("faqs", { method: "GET", url });

  beforeAll(async () => {
    const websiteId = await seedSite(database(), faqSite("faqs"), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "faqs", OWNER.email, OWNER.password);
    faqId = (await server.services.db.selectFrom("collections").select("id").where("websiteId", "=", websiteId).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.close());

  it("offers every entry's words for translation, entry by entry, each named for what it is", async () => {
    const view = await send("GET", `/api/multilingual/translations/pages/${faqId}`);
    expect(view.statusCode).toBe(200);
    const texts = (view.json() as { texts: { name: string; of: string; text: string; html?: string }[] }).texts;
    expect(texts.map((t) => [t.name, t.of, t.text])).toEqual([
      ["title", "title", "FAQ"],
      [`block.${HEADING}.text`, "heading", "Questions"],
      [`block.${ACCORDION}.items.0.title`, "accordion title", "When are you open?"],
      [`block.${ACCORDION}.items.0.html`, "accordion text", "<p>Every day from nine.</p>"],
      [`block.${ACCORDION}.items.1.title`, "accordion title", "Can I park?"],
      [`block.${ACCORDION}.items.1.html`, "accordion text", "<p>Behind the shop.</p>"],
      [`block.${MARQUEE}.items.0`, "marquee phrase", "Fresh roast"],
      [`block.${MARQUEE}.items.1`, "marquee phrase", "Open Sundays"],
      [`block.${QUOTE}.text`, "quote", "Best coffee in town"],
      [`block.${QUOTE}.attribution`, "quote attribution", "A neighbour"],
    ]);
    expect(texts.find((t) => t.of === "accordion text")?.html).toBe("<p>Every day from nine.</p>");
  });

  it("shows the translated words on the French page only, the rich ones cleaned", async () => {
    const saved = await send("PUT", `/api/multilingual/translations/pages/${faqId}/fr-FR`, {
      fields: {
        [`block.${ACCORDION}.items.1.title`]: "Puis-je me garer ?",
        [`block.${ACCORDION}.items.1.html`]: '<p>Derrière la boutique.</p><script>alert("x")</script>',
        [`block.${MARQUEE}.items.0`]: "Torréfaction du jour",
        [`block.${QUOTE}.attribution`]: "Une voisine",
      },
    });
    expect(saved.statusCode).toBe(200);
    const french = (await visit("/fr/faq")).body;
    for (const words of ["Puis-je me garer ?", "<p>Derrière la boutique.</p>", "Torréfaction du jour", "Une voisine", "When are you open?", "Open Sundays"]) {
      expect(french).toContain(words);
    }
    expect(french).not.toContain("alert(");
    expect(french).not.toContain("Can I park?");
    const english = (await visit("/faq")).body;
    for (const words of ["Can I park?", "Fresh roast", "A neighbour"]) expect(english).toContain(words);
    expect(english).not.toContain("Puis-je me garer ?");
  });

  it("refuses a translation its block could not hold, naming the field, and keeps the block on the French page", async () => {
    const tooLong = "Très long ".repeat(40);
    const refused = await send("PUT", `/api/multilingual/translations/pages/${faqId}/fr-FR`, {
      fields: { [`block.${ACCORDION}.items.0.title`]: tooLong, [`block.${MARQUEE}.items.0`]: "Torréfaction du jour" },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { error: string; errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual([`fields.block.${ACCORDION}.items.0.title`]);
    expect(body.error).toMatch(/^A translated text does not fit its block\. /);
    const french = (await visit("/fr/faq")).body;
    expect(french).toContain("When are you open?");
    expect(french).toContain("Puis-je me garer ?");
  });
});
