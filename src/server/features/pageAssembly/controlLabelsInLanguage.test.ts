import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { gallerySchema } from "../../../blocks/gallery/schema";
import { marqueeSchema } from "../../../blocks/marquee/schema";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { ROLE } from "../../../domain/enumerations/roles";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { onePageSite } from "../../testing/siteFiles";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@commandes.example", password: "owner password 1", roleId: ROLE.ADMIN };
const block = (type: string, settings: unknown) => ({ id: newId(), type, settings });

/** The French names of the controls on pictures, videos and maps, as the owner translates them among the store's words. */
const FRENCH_WORDS = {
  gallerySlidePrevious: "Diapositive précédente",
  gallerySlideNext: "Diapositive suivante",
  playVideo: "Lire la vidéo",
  playVideoTitled: "Lire la vidéo : {title}",
  closeButton: "Fermer",
  lightboxPrevious: "Précédente",
  lightboxNext: "Suivante",
  picturePrevious: "Image précédente",
  pictureNext: "Image suivante",
  marqueePause: "Mettre en pause le texte défilant",
  marqueePlay: "Lire le texte défilant",
  backgroundVideoPlay: "Lire la vidéo de fond",
  backgroundVideoPause: "Mettre en pause la vidéo de fond",
  mapOfAddress: "Carte de {address}. Les flèches déplacent la carte ; plus et moins zooment.",
  mapUnnamed: "Carte. Les flèches déplacent la carte ; plus et moins zooment.",
};

/** A home page with a carousel holding a video slide, a video block with a title and one without, and a marquee. */
function siteWithControls(): string {
  const [first, second] = gallerySchema.example.slides;
  return onePageSite("commandes", [
    block("gallery", {
      ...gallerySchema.example,
      design: "carousel",
      slides: [first, { ...second, type: "video", videoUrl: "https://vimeo.com/76979871", title: "" }],
    }),
    block("video", { source: "embed", url: "https://vimeo.com/76979871", title: "La brûlerie", displayMode: "fit" }),
    block("video", { source: "embed", url: "https://vimeo.com/76979871", title: "", displayMode: "fit" }),
    block("marquee", marqueeSchema.example),
  ]);
}

describeEachDatabase("the names of a page's controls in a site's additional language", (database) => {
  let server: TestServer;
  let owner: CookieJar;

  const send = (method: "PUT", url: string, body: unknown) =>
    owner.send(server, "commandes", {
      method,
      url,
      headers: { "x-csrf-token": owner.get("crumb") ?? "", "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const visit = async (url: string) => {
    const answer = await server.request("commandes", { method: "GET", url });
    expect([url, answer.statusCode]).toEqual([url, 200]);
    return decodeHTML(answer.body);
  };

  beforeAll(async () => {
    await seedSite(database(), siteWithControls(), OWNER);
    server = await createTestServer(database());
    owner = await signedIn(server, "commandes", OWNER.email, OWNER.password);
    expect((await send("PUT", "/api/multilingual/languages", { languages: [{ locale: "fr-FR", pathPrefix: "fr" }] })).statusCode).toBe(200);
    expect((await send("PUT", `/api/multilingual/translations/store/${STORE_TEXTS_ITEM}/fr-FR`, { fields: FRENCH_WORDS })).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it("names the gallery's and videos' buttons in French under /fr/, and hands the page's scripts the French names of the controls they make", async () => {
    const french = await visit("/fr/");
    expect(french).toContain('aria-label="Diapositive précédente"');
    expect(french).toContain('aria-label="Diapositive suivante"');
    expect(french).toContain('aria-label="Lire la vidéo"');
    expect(french).toContain('aria-label="Lire la vidéo : La brûlerie"');
    expect(french).toContain('aria-label="Lire la vidéo : Coffee beans"');
    const given = /<body[^>]* data-texts="([^"]*)"/.exec(await server.request("commandes", { method: "GET", url: "/fr/" }).then((answer) => answer.body));
    expect(JSON.parse(decodeHTML(given?.[1] ?? "{}"))).toEqual(
      Object.fromEntries(Object.keys(CONTROL_SCRIPT_WORDS).map((name) => [name, FRENCH_WORDS[name as keyof typeof FRENCH_WORDS]])),
    );
    for (const english of ["Previous slide", "Next slide", "Play video"]) expect(french).not.toContain(english);
  });

  it("keeps the primary words on the primary language's page, where the scripts need none handed to them", async () => {
    const primary = await visit("/");
    expect(primary).toContain('aria-label="Previous slide"');
    expect(primary).toContain('aria-label="Next slide"');
    expect(primary).toContain('aria-label="Play video"');
    expect(primary).toContain('aria-label="Play video: La brûlerie"');
    expect(primary).not.toMatch(/<body[^>]* data-texts=/);
    expect(primary).not.toContain("Diapositive");
  });
});
