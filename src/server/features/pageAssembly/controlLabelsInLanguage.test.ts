import { decodeHTML } from "entities";
import { afterAll, beforeAll, expect, it } from "vitest";
import { albumSchema } from "../../../blocks/album/schema";
import { audioSchema } from "../../../blocks/audio/schema";
import { linkBlockSchema } from "../../../blocks/link/schema";
import { mapSchema } from "../../../blocks/map/schema";
import { chartSchema } from "../../../blocks/chart/schema";
import { embedSchema } from "../../../blocks/embed/schema";
import { gallerySchema } from "../../../blocks/gallery/schema";
import { imageSchema } from "../../../blocks/image/schema";
import { marqueeSchema } from "../../../blocks/marquee/schema";
import { menuSchema } from "../../../blocks/menu/schema";
import { socialLinksSchema } from "../../../blocks/social-links/schema";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { newId } from "../../../domain/ids";
import { ROLE } from "../../../domain/enumerations/roles";
import { CONTROL_SCRIPT_WORDS } from "../../../domain/messages/controlWords";
import { DEFAULT_SITE_STYLES, SITE_STYLES_SETTINGS_KEY } from "../../../domain/siteStyles/siteStylesSchema";
import { STORE_TEXTS_ITEM } from "../../../domain/translations/storeTexts";
import { newTestStoreIds, storeSite } from "../../testing/storeSites";
import { CookieJar, createTestServer, seedSite, signedIn, type TestServer } from "../../testing/testServer";

const OWNER = { email: "owner@commandes.example", password: "owner password 1", roleId: ROLE.ADMIN };
const block = (type: string, settings: unknown) => ({ id: newId(), type, settings });

/** The French names of the controls and parts of a page, as the owner translates them among the store's words. */
const FRENCH_WORDS = {
  gallerySlidePrevious: "Diapositive précédente",
  gallerySlideNext: "Diapositive suivante",
  gallerySlideNumber: "Diapositive {number}",
  galleryName: "Galerie",
  galleryNamed: "Galerie : {title}",
  openPictureFullScreen: "Ouvrir {picture} en plein écran",
  openImageFullScreen: "Ouvrir l'image en plein écran",
  pictureShow: "Afficher l'image {number} sur {count}",
  playVideo: "Lire la vidéo",
  playVideoTitled: "Lire la vidéo : {title}",
  closeButton: "Fermer",
  lightboxPrevious: "Précédente",
  lightboxNext: "Suivante",
  lightboxViewer: "Visionneuse d'images",
  captionShow: "Afficher la légende",
  captionHide: "Masquer la légende",
  picturePrevious: "Image précédente",
  pictureNext: "Image suivante",
  pictureDialog: "Image agrandie",
  picturePlace: "Image {number} sur {count}",
  pictureZoomOf: "Agrandir l'image {number} sur {count}",
  pictureZoom: "Agrandir l'image",
  videoPlayer: "Vidéo",
  mapOpen: "Ouvrir sur une carte",
  mapNewWindow: "(nouvelle fenêtre)",
  recordingBy: "{title} par {artist}",
  recordingDownload: "Télécharger {recording}",
  linkNewTab: "(s'ouvre dans un nouvel onglet)",
  skipToContent: "Aller au contenu",
  headerNavigation: "Principale",
  marqueePause: "Mettre en pause le texte défilant",
  marqueePlay: "Lire le texte défilant",
  backgroundVideoPlay: "Lire la vidéo de fond",
  backgroundVideoPause: "Mettre en pause la vidéo de fond",
  mapOfAddress: "Carte de {address}. Les flèches déplacent la carte ; plus et moins zooment.",
  mapUnnamed: "Carte. Les flèches déplacent la carte ; plus et moins zooment.",
  embedLoad: "Charger le contenu de {provider}",
  embedLoadTitled: "Charger « {title} » de {provider}",
  embedNote: "Le charger permet à {provider} de voir votre visite et de poser des cookies.",
  embedOpen: "Ouvrir sur {provider}",
  embedView: "Voir sur {provider}",
  embedViewNote: "(ouvre {provider} dans une nouvelle fenêtre)",
  embedFrame: "Contenu de {provider}",
  embedSomeSite: "le site intégré",
  albumTracks: "Pistes de {title}",
  chartBar: "Graphique en barres de {columns} colonnes sur {rows} lignes ; le tableau qui suit donne ses valeurs.",
  chartLine: "Graphique en courbes de {columns} colonnes sur {rows} lignes ; le tableau qui suit donne ses valeurs.",
  chartPie: "Camembert de {column} sur {rows} lignes ; le tableau qui suit donne ses valeurs.",
  socialLinks: "Réseaux sociaux",
  menuSections: "Rubriques du menu",
  popupName: "Fenêtre",
  announcementName: "Annonce",
  contactBarName: "Coordonnées",
  contactBarCall: "Appeler",
  contactBarEmail: "Écrire",
  cookieBannerName: "Bandeau des cookies",
};

/**
 * A store whose home page holds a carousel with a video slide, a grid gallery opening its slides
 * full screen (one without alt text), video blocks, a marquee, pictures opening full screen with
 * and without alt text, an album, a chart of each kind, social links, a menu, a link opening a new
 * tab, a map, a recording and embeds with and without a title, with social links in the footer; its blend has two pictures and its mug one.
 */
function siteWithControls(): string {
  const [first, second] = gallerySchema.example.slides;
  const blocks = [
    block("gallery", {
      ...gallerySchema.example,
      design: "carousel",
      slides: [first, { ...second, type: "video", videoUrl: "https://vimeo.com/76979871", title: "" }],
    }),
    block("gallery", {
      ...gallerySchema.example,
      lightbox: true,
      slides: [
        { ...first, title: "La torréfaction" },
        { ...second, alt: "", title: "" },
      ],
    }),
    block("video", { source: "embed", url: "https://vimeo.com/76979871", title: "La brûlerie", displayMode: "fit" }),
    block("video", { source: "embed", url: "https://vimeo.com/76979871", title: "", displayMode: "fit" }),
    block("marquee", marqueeSchema.example),
    block("image", { ...imageSchema.example, lightbox: true }),
    block("image", { ...imageSchema.example, lightbox: true, alt: "" }),
    block("album", albumSchema.example),
    block("chart", chartSchema.example),
    block("chart", { ...chartSchema.example, variant: "line" }),
    block("chart", { ...chartSchema.example, variant: "pie" }),
    block("social-links", socialLinksSchema.example),
    block("menu", menuSchema.example),
    block("link", { ...linkBlockSchema.example, newWindow: true }),
    block("map", mapSchema.example),
    block("audio", audioSchema.example),
    block("embed", embedSchema.example),
    block("embed", { ...embedSchema.example, title: "" }),
  ];
  const file = JSON.parse(storeSite("commandes", newTestStoreIds()));
  file.collections[0].layout = { draft: { blocks }, published: { blocks } };
  file.products[0].pictures = [
    { url: "/static/demo/beans.svg", alt: "Roasted beans" },
    { url: "/static/demo/roastery.svg", alt: "The roaster" },
  ];
  file.products[1].pictures = [{ url: "/static/demo/mug.svg", alt: "" }];
  const footer = { ...DEFAULT_SITE_STYLES.footer, social: [{ network: "instagram", url: "https://instagram.com/commandes" }] };
  file.website.extraSettings = { [SITE_STYLES_SETTINGS_KEY]: { ...DEFAULT_SITE_STYLES, footer } };
  return JSON.stringify(file);
}

/** The names a page (its HTML as sent) hands its scripts in the body's `data-texts`. */
const handedWords = (raw: string) => JSON.parse(decodeHTML(/<body[^>]* data-texts="([^"]*)"/.exec(raw)?.[1] ?? "{}")) as Record<string, string>;

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
    return { html: decodeHTML(answer.body), raw: answer.body };
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
    const { html: french, raw } = await visit("/fr/");
    expect(french).toContain('aria-label="Diapositive précédente"');
    expect(french).toContain('aria-label="Diapositive suivante"');
    expect(french).toContain('aria-label="Lire la vidéo"');
    expect(french).toContain('aria-label="Lire la vidéo : La brûlerie"');
    expect(french).toContain('aria-label="Lire la vidéo : Coffee beans"');
    expect(handedWords(raw)).toEqual(
      Object.fromEntries(Object.keys(CONTROL_SCRIPT_WORDS).map((name) => [name, FRENCH_WORDS[name as keyof typeof FRENCH_WORDS]])),
    );
    for (const english of ["Previous slide", "Next slide", "Play video"]) expect(french).not.toContain(english);
  });

  it("names the galleries, pictures, album, charts, social links, menu, links, map, recording and skip link in French under /fr/", async () => {
    const { html: french } = await visit("/fr/");
    expect(french).toContain('<span class="tsr-visually-hidden"> (s\'ouvre dans un nouvel onglet)</span>');
    expect(french).toContain('Ouvrir sur une carte<span class="tsr-visually-hidden"> (nouvelle fenêtre)</span>');
    expect(french).toContain('aria-label="Morning set par The house band"');
    expect(french).toContain(">Télécharger Morning set par The house band</a>");
    expect(french).toContain('title="Vidéo"');
    expect(french).toMatch(/<a class="tsr-skip-link" href="#content">Aller au contenu<\/a>/);
    expect(french).toContain('<nav class="tsr-site-nav" id="tsr-site-nav" aria-label="Principale">');
    expect(french).toContain(">Charger « Flickermood » de SoundCloud</button>");
    expect(french).toContain(">Charger le contenu de SoundCloud</button>");
    expect(french).toContain('data-frame-title="Contenu de SoundCloud"');
    expect(french).toContain(">Le charger permet à SoundCloud de voir votre visite et de poser des cookies.</p>");
    expect(french).toContain(">Ouvrir sur SoundCloud</a>");
    expect(french).toContain('aria-label="Galerie"');
    expect(french).toContain('aria-label="Galerie : La torréfaction"');
    expect(french).toContain('aria-label="Ouvrir The roaster en plein écran"');
    expect(french).toContain('aria-label="Ouvrir Diapositive 2 en plein écran"');
    expect(french).toContain('aria-label="Ouvrir The roaster at work en plein écran"');
    expect(french).toContain('aria-label="Ouvrir l\'image en plein écran"');
    expect(french).toContain('aria-label="Pistes de Live at the café"');
    expect(french).toContain(">Graphique en barres de 2 colonnes sur 3 lignes ; le tableau qui suit donne ses valeurs.</desc>");
    expect(french).toContain(">Graphique en courbes de 2 colonnes sur 3 lignes ; le tableau qui suit donne ses valeurs.</desc>");
    expect(french).toContain(">Camembert de Espresso sur 3 lignes ; le tableau qui suit donne ses valeurs.</desc>");
    expect(french.match(/aria-label="Réseaux sociaux"/g)).toHaveLength(2);
    expect(french).toContain('aria-label="Rubriques du menu"');
    for (const english of [
      "Gallery",
      "full screen",
      "Tracks of",
      " chart of ",
      "Social links",
      "Menu sections",
      "new tab",
      "new window",
      " by ",
      "Load ",
      "Open on",
      'title="Video"',
      "Skip to",
    ]) {
      expect(french).not.toContain(english);
    }
  });

  it("names a product's pictures in French under /fr/, and hands the picture dialog its French names", async () => {
    const { html: blend, raw } = await visit("/fr/shop/harbor-blend");
    expect(blend).toContain('aria-label="Afficher l\'image 1 sur 2"');
    expect(blend).toContain('aria-label="Afficher l\'image 2 sur 2"');
    expect(blend).toContain('data-zoom-label="">Agrandir l\'image 1 sur 2</span>');
    expect(handedWords(raw)).toMatchObject({ pictureDialog: "Image agrandie", picturePlace: "Image {number} sur {count}" });
    expect((await visit("/fr/shop/enamel-mug")).html).toContain('data-zoom-label="">Agrandir l\'image</span>');
    for (const english of ["Show picture", "View picture"]) expect(blend).not.toContain(english);
  });

  it("keeps the primary words on the primary language's page, where the scripts need none handed to them", async () => {
    const { html: primary } = await visit("/");
    expect(primary).toContain('aria-label="Previous slide"');
    expect(primary).toContain('aria-label="Next slide"');
    expect(primary).toContain('aria-label="Play video"');
    expect(primary).toContain('aria-label="Play video: La brûlerie"');
    expect(primary).toContain('aria-label="Gallery"');
    expect(primary).toContain('aria-label="Gallery: La torréfaction"');
    expect(primary).toContain('aria-label="Open The roaster full screen"');
    expect(primary).toContain('aria-label="Open Slide 2 full screen"');
    expect(primary).toContain('aria-label="Open The roaster at work full screen"');
    expect(primary).toContain('aria-label="Open image full screen"');
    expect(primary).toContain('aria-label="Tracks of Live at the café"');
    expect(primary).toContain(">Bar chart of 2 columns over 3 rows; the table that follows holds its values.</desc>");
    expect(primary).toContain(">Line chart of 2 columns over 3 rows; the table that follows holds its values.</desc>");
    expect(primary).toContain(">Pie chart of Espresso by 3 rows; the table that follows holds its values.</desc>");
    expect(primary.match(/aria-label="Social links"/g)).toHaveLength(2);
    expect(primary).toContain('aria-label="Menu sections"');
    expect(primary).toContain('<span class="tsr-visually-hidden"> (opens in a new tab)</span>');
    expect(primary).toContain('Open in a map<span class="tsr-visually-hidden"> (new window)</span>');
    expect(primary).toContain('aria-label="Morning set by The house band"');
    expect(primary).toContain(">Download Morning set by The house band</a>");
    expect(primary).toContain('title="Video"');
    expect(primary).toMatch(/<a class="tsr-skip-link" href="#content">Skip to content<\/a>/);
    expect(primary).toContain('<nav class="tsr-site-nav" id="tsr-site-nav" aria-label="Main">');
    expect(primary).toContain(">Load “Flickermood” from SoundCloud</button>");
    expect(primary).toContain(">Load content from SoundCloud</button>");
    expect(primary).toContain('data-frame-title="Content from SoundCloud"');
    expect(primary).toContain(">Loading it lets SoundCloud see your visit and set cookies.</p>");
    expect(primary).toContain(">Open on SoundCloud</a>");
    expect(primary).not.toMatch(/<body[^>]* data-texts=/);
    expect(primary).not.toContain("Diapositive");
    const { html: blend } = await visit("/shop/harbor-blend");
    expect(blend).toContain('aria-label="Show picture 2 of 2"');
    expect(blend).toContain('data-zoom-label="">View picture 1 of 2 larger</span>');
    expect((await visit("/shop/enamel-mug")).html).toContain('data-zoom-label="">View the picture larger</span>');
  });
});
