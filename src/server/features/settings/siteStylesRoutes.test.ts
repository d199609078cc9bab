import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../db/testing/describeEachDatabase";
import { ROLE } from "../../../domain/enumerations/roles";
import { PALETTES } from "../../../domain/siteStyles/palettes";
import { DEFAULT_SITE_STYLES } from "../../../domain/siteStyles/siteStylesSchema";
import { onePageSite } from "../../testing/siteFiles";
import { createTestServer, exportedSite, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { findAssetUses } from "../media/assetUses";

const OWNER = { email: "owner@design.example", password: "owner password 1", roleId: ROLE.ADMIN };
const EDITOR = { email: "editor@design.example", password: "editor password 1", roleId: ROLE.EDITOR };
const heading = { id: "aaaaaaaaaaaaaaaaaaaaaa01", type: "heading", settings: { text: "Fresh bread daily", level: 1 } };

const CHOSEN = {
  fonts: { headings: "playfair-display", body: "inter", buttons: "inter" },
  palette: "ocean",
  light: PALETTES.ocean.light,
  dark: PALETTES.ocean.dark,
  radius: 4,
  header: { logo: "centre", navigation: "below", sticky: true, cartIcon: "circle" },
  footer: {
    address: "1 Mill Lane\nFlourtown",
    email: "hello@bakery.example",
    phone: "+44 20 7946 0000",
    social: [{ network: "instagram", url: "https://instagram.com/bakery" }],
  },
};

describeEachDatabase("site styles routes", (database) => {
  let server: TestServer;
  let owner: CookieJar;
  let editor: CookieJar;
  let websiteId: string;

  const send = (jar: CookieJar, method: "GET" | "PUT", body?: unknown) =>
    jar.send(server, "bakery", {
      method,
      url: "/api/config/site/design",
      headers: { "x-csrf-token": jar.get("crumb") ?? "", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const home = async () => (await server.request("bakery", { method: "GET", url: "/" })).body;

  beforeAll(async () => {
    websiteId = await seedSite(database(), onePageSite("bakery", [heading]), OWNER);
    await seedSite(database(), onePageSite("bakery", [heading]), EDITOR);
    server = await createTestServer(database());
    owner = await signedIn(server, "bakery", OWNER.email, OWNER.password);
    editor = await signedIn(server, "bakery", EDITOR.email, EDITOR.password);
  });
  afterAll(() => server.close());

  it("answers Tessera's own look for a site that chose none, and pages carry it as custom properties without font downloads", async () => {
    const styles = await send(owner, "GET");
    expect(styles.statusCode).toBe(200);
    expect(styles.json()).toEqual(DEFAULT_SITE_STYLES);
    const page = await home();
    expect(page).toContain('<style id="tsr-site-styles">html:root{--tsr-ink:#1f2328;');
    expect(page).not.toContain("@font-face");
    expect(page).not.toContain('rel="preload" href="/assets/fonts/');
    expect(page).toContain('<header class="tsr-site-header" data-logo="left" data-navigation="beside" data-cart-style="badge">');
  });

  it("saves styles, and the cached page shows them at once: fonts preloaded, colours, header layout and footer details", async () => {
    expect(await home()).toContain("--tsr-accent:#8a4b2a");
    const saved = await send(owner, "PUT", CHOSEN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...CHOSEN, fontSize: 17, buttons: { shape: "pill", uppercase: false } });
    expect((await send(owner, "GET")).json()).toEqual(saved.json());

    const page = await home();
    expect(page).toContain(`--tsr-accent:${PALETTES.ocean.light.accent}`);
    expect(page).toContain(`--tsr-dark-paper:${PALETTES.ocean.dark.paper}`);
    expect(page).toContain("--tsr-radius:4px");
    expect(page).toContain('--tsr-heading-font:"Playfair Display"');
    expect(page).toContain('@font-face{font-family:"Inter";font-style:normal;font-weight:400;font-display:swap;');
    expect(page).toContain('<link rel="preload" href="/assets/fonts/inter-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>');
    expect(page).toContain('<link rel="preload" href="/assets/fonts/playfair-display-latin-700-normal.woff2"');
    expect(page).not.toContain(
      'inter-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="preload" href="/assets/fonts/inter',
    );
    expect(page).toContain('<header class="tsr-site-header" data-logo="centre" data-navigation="below" data-sticky="" data-cart-style="circle">');
    expect(page).toContain("<p>1 Mill Lane\nFlourtown</p>");
    expect(page).toContain('<a href="mailto:hello@bakery.example">hello@bakery.example</a>');
    expect(page).toContain('<a href="tel:+442079460000">+44 20 7946 0000</a>');
    expect(page).toContain('<a href="https://instagram.com/bakery" aria-label="Instagram" rel="me noopener">');
  });

  it("refuses unreadable colours and values outside the design scale with plain sentences, and keeps what was saved", async () => {
    const faint = await send(owner, "PUT", { ...CHOSEN, palette: "custom", light: { ...PALETTES.ocean.light, accent: "#9fc3ea" }, fontSize: 40 });
    expect(faint.statusCode).toBe(400);
    expect(faint.json()).toEqual({
      error: "Some fields are not valid.",
      code: "invalid",
      errors: {
        fontSize: "Text size can be at most 28 px.",
        "light.accent":
          'Light sections: "Accent (links and buttons)" on "Page background" has a contrast of 1.7:1; choose colours with at least 4.5:1 so everyone can read them.',
        "light.accentInk":
          'Light sections: "Text on the accent" on "Accent (links and buttons)" has a contrast of 1.8:1; choose colours with at least 4.5:1 so everyone can read them.',
      },
    });
    const badColour = await send(owner, "PUT", { light: { ...PALETTES.ocean.light, ink: "navy" } });
    expect(badColour.json().errors).toEqual({ "light.ink": "Each colour must be written as # and six hex digits, such as #1f2328." });
    expect((await send(owner, "GET")).json()).toMatchObject({ palette: "ocean" });
  });

  it("shows the logo in the header, the favicon and the social image on every page, and the media library finds them in use", async () => {
    const asset = "ab12cd34ef56ab12cd34ef56";
    const identity = {
      logo: `/s/${asset}/logo.png`,
      logoWidth: 400,
      logoHeight: 100,
      logoSize: 40,
      favicon: `/s/${asset}/icon.png`,
      socialImage: "https://cdn.example/share.jpg",
    };
    const saved = await send(owner, "PUT", { ...CHOSEN, identity });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().identity).toEqual({ ...identity, logoPlacement: "replace" });
    const page = await home();
    expect(page).toContain(
      `<a class="tsr-site-title" href="/"><img class="tsr-site-logo" src="/s/${asset}/logo.png" alt="Site bakery" width="160" height="40" style="height:40px"/></a>`,
    );
    expect(page).toContain(`<link rel="icon" href="/s/${asset}/icon.png?format=32w"/>`);
    expect(page).toContain(`<link rel="apple-touch-icon" href="/s/${asset}/icon.png?format=180w"/>`);
    expect(page).toContain('<meta property="og:image" content="https://cdn.example/share.jpg"/><meta name="twitter:card" content="summary_large_image"/>');
    expect(await findAssetUses(database().db, websiteId, asset)).toEqual([{ kind: "settings", id: websiteId, title: "Site settings" }]);

    await send(owner, "PUT", { ...CHOSEN, identity: { socialImage: `/s/${asset}/share.jpg` } });
    const shared = await home();
    expect(shared).toContain(`<meta property="og:image" content="http://bakery.tessera.test/s/${asset}/share.jpg?format=1200w"/>`);
    expect(shared).toContain('<a class="tsr-site-title" href="/">Site bakery</a>');
  });

  it("refuses a logo, favicon or social image that is not an uploaded file or an https address, naming the field", async () => {
    const refused = await send(owner, "PUT", {
      ...CHOSEN,
      identity: { logo: "javascript:alert(1)", favicon: "http://example.com/i.png", socialImage: "/admin/x.png", logoSize: 120 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      "identity.logo": "The logo must be a picture from the media library or an https address.",
      "identity.favicon": "The favicon must be a picture from the media library or an https address.",
      "identity.socialImage": "The social image must be a picture from the media library or an https address.",
      "identity.logoSize": "The logo's height can be at most 96 px.",
    });
  });

  it("lets only people who may change the site's settings save its styles", async () => {
    expect((await send(editor, "GET")).statusCode).toBe(403);
    expect((await send(editor, "PUT", CHOSEN)).statusCode).toBe(403);
  });

  it("carries the styles in the site file: export and import give them back, and a new site from the file looks the same", async () => {
    const exported = await exportedSite(database(), "bakery");
    const styles = JSON.parse(exported).website.extraSettings.siteStyles;
    expect(styles).toMatchObject({ palette: "ocean", header: { logo: "centre" }, identity: { socialImage: "/s/ab12cd34ef56ab12cd34ef56/share.jpg" } });
    await seedSite(database(), exported);
    expect(await exportedSite(database(), "bakery")).toBe(exported);

    await seedSite(database(), onePageSite("bakery-copy", [heading], { extraSettings: { siteStyles: styles } }));
    const copy = (await server.request("bakery-copy", { method: "GET", url: "/" })).body;
    expect(copy).toContain(`--tsr-accent:${PALETTES.ocean.light.accent}`);
    expect(copy).toContain('data-logo="centre"');

    const faint = onePageSite("bakery-faint", [heading], { extraSettings: { siteStyles: { ...styles, light: { ...styles.light, muted: "#eeeeee" } } } });
    await expect(seedSite(database(), faint)).rejects.toThrow(/^website\.extraSettings\.siteStyles\.light\.muted: Light sections: "Quiet text"/);
  });
});
