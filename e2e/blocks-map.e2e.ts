// The map block on a published page: without tiles, an address card with a link that opens the
// place on OpenStreetMap; with the owner's tile server (a stand-in started here), Leaflet draws its
// tiles and the marker above the card, the map answers the keyboard, and a marker click opens the
// external maps page in a new window with the position, the address and the zoom as query
// parameters; with the platform's MAP_TILES naming a PMTiles file on the server's disk, the map
// draws that file's vector tiles.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SiteClient } from "./forms-support/siteClient";
import { expectNoConsoleErrors, settle } from "./harness/checks";
import { publishPageOf } from "./harness/publishedPage";
import { openJourney, type Journey } from "./harness/journey";
import { signInAt } from "./harness/signIn";
import { tinyPmtiles } from "./harness/tinyPmtiles";
import { SAVE_STATE_LABELS } from "../src/admin/screens/editor/saveStateLabels";
import { startStandInNominatim, type StandInNominatim } from "../src/server/features/places/testing/standInNominatim";

let journey: Journey;
let owner: SiteClient;
let pagePath: string;
let pageId: string;
let geocoder: StandInNominatim;
let tileServer: Server;
let tileOrigin: string;
let pmtilesFolder: string;
/** The tile paths the stand-in tile server was asked for, in order. */
const tilesServed: string[] = [];

const ADDRESS = "Tessera Coffee, 12 Mercer Street, New York, NY 10013, United States";
const MAP = {
  type: "map",
  settings: {
    location: {
      addressTitle: "Tessera Coffee",
      addressLine1: "12 Mercer Street",
      addressLine2: "New York, NY 10013",
      addressCountry: "United States",
      mapLat: 40.7209,
      mapLng: -74.0027,
      mapZoom: 14,
    },
    options: { style: 2 },
  },
};

/** Serves a plain 256x256 PNG for every /tiles/{z}/{x}/{y}.png (with or without ?lang=), as a raster tile server does. */
async function startTileServer(): Promise<void> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#a8c4d8" } })
    .png()
    .toBuffer();
  tileServer = createServer((request, response) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png(\?lang=[a-z]+)?$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    tilesServed.push(request.url!);
    response.writeHead(200, { "Content-Type": "image/png", "Access-Control-Allow-Origin": "*" }).end(tile);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, "127.0.0.1", resolve));
  tileOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
}

/** Sets the site's map tile server through the general settings API. */
async function setTileServer(url: string): Promise<void> {
  const { siteAddress: _address, ...settings } = (await owner.send("GET", "/api/config/site/settings")).json();
  const saved = await owner.send("PUT", "/api/config/site/settings", { json: { ...settings, mapTileUrl: url, mapTileAttribution: "© Stand-in tiles" } });
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  pmtilesFolder = await mkdtemp(path.join(tmpdir(), "tessera-pmtiles-"));
  await writeFile(path.join(pmtilesFolder, "vermont.pmtiles"), tinyPmtiles());
  await startTileServer();
  geocoder = await startStandInNominatim();
  journey = await openJourney({ env: { GEOCODER_URL: geocoder.url } });
  owner = new SiteClient(journey.server, "demo");
  await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
  ({ id: pageId, path: pagePath } = await publishPageOf(owner, "Visit us", [MAP]));
});

afterAll(async () => {
  await journey?.close();
  await new Promise((resolve) => tileServer?.close(resolve));
  await geocoder?.close();
  if (pmtilesFolder) await rm(pmtilesFolder, { recursive: true, force: true });
});

describe("map block", () => {
  test("without tiles the map is an address card, never a grey grid, with a link opening the place on a map, and Leaflet never loads", async () => {
    const tracked = await journey.newPage();
    const { page } = tracked;
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await settle(page);
    const card = page.locator(".tsr-map__card");
    const address = card.locator("address.tsr-map__address");
    expect((await address.innerText()).split("\n")).toEqual(["Tessera Coffee", "12 Mercer Street", "New York, NY 10013", "United States"]);
    const link = card.getByRole("link", { name: "Open in a map (new window)" });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(new URL((await link.getAttribute("href"))!).searchParams.get("query")).toBe(ADDRESS);
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.height).toBeGreaterThanOrEqual(24);
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.height).toBeLessThan(200);
    const figure = page.locator("figure.tsr-map");
    expect((await figure.boundingBox())!.height).toBe(cardBox.height);
    expect(await figure.evaluate((element) => [element, ...element.querySelectorAll("*")].map((inner) => getComputedStyle(inner).backgroundImage))).toEqual(
      expect.not.arrayContaining([expect.stringContaining("gradient")]),
    );
    const pin = card.locator("img.tsr-map__pin");
    expect(await pin.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth > 0, img.width, img.height])).toEqual([true, true, 30, 40]);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    expect(tracked.requestedUrls.some((url) => /island-map/.test(url))).toBe(true);
    expect(tracked.requestedUrls.filter((url) => /leaflet-src/.test(url))).toEqual([]);
    expect(tilesServed).toEqual([]);
    expectNoConsoleErrors(tracked, "the map without tiles");
  });

  test("with the owner's tile server the map draws its tiles in the page's language and its marker, answers the keyboard, stays still under reduced motion, and the marker opens the maps page in a new window", async () => {
    await setTileServer(`${tileOrigin}/tiles/{z}/{x}/{y}.png?lang={lang}`);
    const tracked = await journey.newPage();
    const { page, context } = tracked;
    await context.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Maps</title>" }));
    const answer = await page.goto(journey.server.siteUrl("demo", pagePath));
    expect(answer?.headers()["content-security-policy"]).toMatch(/img-src [^;]*http:/);
    const map = page.locator(".tsr-map__leaflet.leaflet-container");
    await map.waitFor();
    await page.locator(".leaflet-tile-loaded").first().waitFor();
    expect(tilesServed.length).toBeGreaterThan(0);
    expect(tilesServed.every((path) => path.startsWith("/tiles/14/") && path.endsWith(".png?lang=en"))).toBe(true);
    expect(await page.locator(".tsr-map--Grayscale .leaflet-tile-pane").evaluate((pane) => getComputedStyle(pane).filter)).toBe("grayscale(1)");
    expect(await page.locator(".leaflet-control-attribution").innerText()).toContain("© Stand-in tiles");
    expect(await page.locator("address.tsr-map__address").isVisible()).toBe(true);
    const [mapBox, cardBox] = [await map.boundingBox(), await page.locator(".tsr-map__card").boundingBox()];
    expect(cardBox!.y).toBeGreaterThanOrEqual(mapBox!.y + mapBox!.height);
    expect(tracked.requestedUrls.some((url) => /\/assets\/island-map-[^/]+\.css$/.test(url))).toBe(true);

    await map.focus();
    await page.keyboard.press("Equal");
    await page.waitForFunction(() => document.querySelector('.leaflet-tile-container img[src*="/tiles/15/"]') !== null);

    const marker = page.getByRole("button", { name: `Open ${ADDRESS} on a map (new window)` });
    await marker.focus();
    const opened = context.waitForEvent("page");
    await page.keyboard.press("Enter");
    const popup = await opened;
    await popup.waitForURL(/openstreetmap/);
    const url = new URL(popup.url());
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(Object.fromEntries(url.searchParams)).toEqual({ mlat: "40.7209", mlon: "-74.0027", zoom: "14", query: ADDRESS });
    const clicked = context.waitForEvent("page");
    await marker.click();
    const second = await clicked;
    await second.waitForURL(/openstreetmap/);
    expect(second.url()).toBe(popup.url());
    const animated = await map.getAttribute("class");
    expect(animated).toContain("leaflet-fade-anim");
    expectNoConsoleErrors(tracked, "the map with tiles");

    const still = await journey.newPage({ reducedMotion: "reduce" });
    await still.page.goto(journey.server.siteUrl("demo", pagePath));
    const calmMap = still.page.locator(".tsr-map__leaflet.leaflet-container");
    await calmMap.waitFor();
    const calm = await calmMap.getAttribute("class");
    expect(calm).not.toContain("leaflet-fade-anim");
    expectNoConsoleErrors(still, "the map under reduced motion");
  });

  test("when the tile server fails the map goes back to the address card", async () => {
    await setTileServer(`${tileOrigin}/missing/{z}/{x}/{y}.png`);
    const tracked = await journey.newPage();
    const { page } = tracked;
    const tileAsked = page.waitForRequest(/\/missing\/14\//);
    await page.goto(journey.server.siteUrl("demo", pagePath));
    await tileAsked;
    await page.waitForFunction(() => document.querySelector(".tsr-map__canvas") === null);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Open in a map (new window)" }).isVisible()).toBe(true);
    expect(await page.locator("address.tsr-map__address").isVisible()).toBe(true);
    expect(tracked.takeConsoleErrors().every((error) => error.text.includes("404"))).toBe(true);
  });

  test("the map panel's address search fills the address and centre from the suggestion chosen by keyboard, and the preview redraws a new style before the save", async () => {
    await setTileServer(`${tileOrigin}/tiles/{z}/{x}/{y}.png`);
    const tracked = await journey.newPage();
    const { page } = tracked;
    await signInAt(page, journey.server.siteUrl("demo", "/config/"), journey.server.demoOwner);
    await page.getByRole("heading", { name: "Pages", exact: true }).waitFor();
    await page.goto(journey.server.siteUrl("demo", `/config/pages/${pageId}`));
    await page.getByRole("button", { name: /^Edit Map/ }).click();
    expect(await page.getByRole("button", { name: "Style" }).innerText()).toContain("Grayscale");
    const preview = (await (await page.locator("iframe[title='Site preview']").elementHandle())!.contentFrame())!;
    // Every save reloads the frame: counted so the check below starts only once the last save's page is in.
    let saves = 0;
    let frameLoads = 0;
    page.on("response", (answer) => {
      if (answer.request().method() === "PUT" && answer.url().includes("/api/config/layouts/")) saves += 1;
    });
    page.on("framenavigated", (navigated) => {
      if (navigated === preview) frameLoads += 1;
    });

    const search = page.getByRole("combobox", { name: "Find the address" });
    // one input event: typed letter by letter, a busy machine can pause longer than the search delay between two
    await search.fill("12 mercer");
    const suggestions = page.getByRole("listbox");
    await suggestions.getByRole("option").first().waitFor();
    expect(await suggestions.getByRole("option").allTextContents()).toEqual([
      "Tessera Coffee 12, Mercer Street, SoHo, Manhattan, New York, 10013, United States",
      "Mercer Street SoHo, Manhattan, New York, United States",
    ]);
    expect(geocoder.requests.filter((url) => url.pathname === "/search").map((url) => url.searchParams.get("q"))).toEqual(["12 mercer"]);
    await search.press("ArrowDown");
    await search.press("ArrowDown");
    await search.press("Enter");
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[value="Mercer Street"]') ?? null) !== null);
    expect(await page.getByRole("textbox", { name: "Address line 1" }).inputValue()).toBe("Mercer Street");
    expect(await page.getByRole("textbox", { name: "Address line 2" }).inputValue()).toBe("New York");
    expect(await page.getByRole("textbox", { name: "Country" }).inputValue()).toBe("United States");
    expect(await page.getByRole("textbox", { name: "Map centre latitude" }).inputValue()).toBe("40.7231");
    const lookup = geocoder.requests.find((url) => url.pathname === "/lookup");
    expect(lookup?.searchParams.get("osm_ids")).toBe("W5670000");

    const latitude = page.getByRole("textbox", { name: "Map centre latitude" });
    await latitude.fill("44.4759");
    await latitude.press("Tab");
    expect(await latitude.inputValue()).toBe("44.4759");
    await page.getByText(SAVE_STATE_LABELS.saved).waitFor();
    await expect
      .poll(async () => {
        const { draft } = (await owner.send("GET", `/api/config/layouts/${pageId}`)).json();
        return JSON.stringify(draft).match(/"mapLat":([-\d.]+)/)?.[1];
      })
      .toBe("44.4759");
    await expect.poll(() => frameLoads >= saves && saves > 0).toBe(true);
    await preview.waitForLoadState("load");
    await preview.locator("address.tsr-map__address", { hasText: "Mercer Street" }).waitFor();
    await preview.locator(".tsr-map__leaflet").waitFor();
    await preview.evaluate(() => Object.assign(window, { notReloaded: true }));
    let releaseSave = () => undefined as void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route("**/api/config/layouts/**", async (route) => {
      if (route.request().method() === "PUT") await saveHeld;
      await route.continue();
    });
    await page.getByRole("button", { name: "Style" }).click();
    await page.getByRole("option", { name: "Minimal Dark" }).click();
    await preview.waitForFunction(() => document.querySelector(".tsr-map")?.classList.contains("tsr-map--MinimalDark"));
    expect(await preview.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await preview.locator(".tsr-map__leaflet.leaflet-container").count()).toBe(1);
    const saved = page.waitForResponse((answer) => answer.request().method() === "PUT" && answer.url().includes("/api/config/layouts/"));
    releaseSave();
    expect((await saved).status()).toBe(200);
    expectNoConsoleErrors(tracked, "the map's address search");
  });

  test("with the platform's MAP_TILES naming a PMTiles file on the server's disk, the map draws the file's tiles read by byte ranges", async () => {
    await journey.server.restart({ MAP_TILES: path.join(pmtilesFolder, "vermont.pmtiles") });
    await owner.signIn(journey.server.demoOwner.email, journey.server.demoOwner.password);
    await setTileServer("");
    const { path: drawnPath } = await publishPageOf(owner, "Find us", [{ ...MAP, settings: { ...MAP.settings, options: { style: 1 } } }], "b20c");
    const tracked = await journey.newPage({ viewport: { width: 1280, height: 800 } });
    const { page } = tracked;
    const fileRead = page.waitForResponse((answer) => answer.url().endsWith("/map-tiles/vermont.pmtiles"));
    await page.goto(journey.server.siteUrl("demo", drawnPath));
    const answer = await fileRead;
    expect([answer.status(), answer.request().headers().range]).toEqual([206, "bytes=0-16383"]);
    const map = page.locator(".tsr-map__leaflet.leaflet-container");
    await map.locator(".leaflet-tile-pane canvas.leaflet-tile-loaded").first().waitFor();
    await settle(page);
    expect(await page.locator(".leaflet-control-attribution").innerText()).toContain("OpenStreetMap");
    const box = (await map.boundingBox())!;
    // Land as the protomaps light look paints it (#e2dfda), sampled between the zoom buttons and the marker.
    const shot = await page.screenshot({ clip: { x: box.x + box.width / 2 - 5, y: box.y + 40, width: 10, height: 10 } });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xe2, 0xdf, 0xda]);
    expectNoConsoleErrors(tracked, "the map over a PMTiles file");
  });
});
