import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../../../db/database";
import { testDatabaseKinds } from "../../../db/testing/testDatabases";
import { ROLE } from "../../../domain/enumerations/roles";
import { memoryLog } from "../../log/serverLog";
import { demoSiteAs } from "../../testing/siteFiles";
import { createTestServer, seedSite, signedIn, type CookieJar, type TestServer } from "../../testing/testServer";
import { MISSING_TRACKING_CONTEXT, PLACE_SEARCHES_PER_MINUTE } from "./placesRoutes";
import { startStandInNominatim, type StandInNominatim } from "./testing/standInNominatim";

const EDITOR = { email: "editor@places.example", password: "editor password 1", roleId: ROLE.EDITOR };
const VIEWER = { email: "viewer@places.example", password: "viewer password 1", roleId: ROLE.VIEWER };
const AUTOCOMPLETE = "/api/google-maps/places/autocomplete";
const DETAILS = "/api/google-maps/places/details";
const TRACKED = "productPage=pages&productSection=map-location";

describe("places endpoints through a Nominatim-compatible geocoder [sqlite]", () => {
  let database: AppDatabase;
  let geocoder: StandInNominatim;
  let server: TestServer;
  let unconfigured: TestServer;
  let editor: CookieJar;
  let viewer: CookieJar;
  const log = memoryLog();

  const get = (jar: CookieJar | null, url: string, on: TestServer = server) =>
    jar ? jar.send(on, "cafe", { method: "GET", url }) : on.request("cafe", { method: "GET", url });

  beforeAll(async () => {
    database = await testDatabaseKinds()
      .find((kind) => kind.name === "sqlite")!
      .open();
    await seedSite(database, demoSiteAs("cafe"), EDITOR);
    await seedSite(database, demoSiteAs("cafe"), VIEWER);
    geocoder = await startStandInNominatim(1_000);
    server = await createTestServer(database, { log, config: { places: { geocoderUrl: geocoder.url, geocoderTimeoutMs: 300, mapTiles: null } } });
    unconfigured = await createTestServer(database);
    editor = await signedIn(server, "cafe", EDITOR.email, EDITOR.password);
    viewer = await signedIn(server, "cafe", VIEWER.email, VIEWER.password);
  });
  afterAll(async () => {
    await server?.close();
    await unconfigured?.close();
    await geocoder?.close();
    await database?.close();
  });

  it("suggests places for the typed text, asking the geocoder for five results with addresses in the editor's language", async () => {
    const answer = await get(editor, `${AUTOCOMPLETE}?input=${encodeURIComponent(" 12 Mercer ")}&language=fr-FR`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({
      predictions: [
        {
          placeId: "N2410918",
          description: "Tessera Coffee, 12, Mercer Street, SoHo, Manhattan, New York, 10013, United States",
          mainText: "Tessera Coffee",
          secondaryText: "12, Mercer Street, SoHo, Manhattan, New York, 10013, United States",
        },
        {
          placeId: "W5670000",
          description: "Mercer Street, SoHo, Manhattan, New York, United States",
          mainText: "Mercer Street",
          secondaryText: "SoHo, Manhattan, New York, United States",
        },
      ],
    });
    const asked = geocoder.requests.at(-1)!;
    expect(asked.pathname).toBe("/search");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: "12 Mercer", limit: "5", format: "jsonv2", addressdetails: "1", "accept-language": "fr-FR" });
    expect((await get(editor, `${AUTOCOMPLETE}?input=nowhere`)).json()).toEqual({ predictions: [] });
  });

  it("gives a picked place in the map's location fields with its position", async () => {
    const answer = await get(editor, `${DETAILS}?placeId=N2410918&${TRACKED}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      place: {
        placeId: "N2410918",
        name: "Tessera Coffee",
        addressLine1: "12 Mercer Street",
        addressLine2: "10013 New York",
        addressCountry: "United States",
        formattedAddress: "Tessera Coffee, 12, Mercer Street, SoHo, Manhattan, New York, 10013, United States",
        lat: 40.7209,
        lng: -74.0027,
      },
    });
    expect(Object.fromEntries(geocoder.requests.at(-1)!.searchParams)).toMatchObject({ osm_ids: "N2410918" });
    const unknown = await get(editor, `${DETAILS}?placeId=R1&${TRACKED}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "The address search knows no place with this id.", code: "not_found" });
  });

  it("logs an error when details are asked without the tracking context, and still answers", async () => {
    const before = log.entries.length;
    expect((await get(editor, `${DETAILS}?placeId=W5670000&${TRACKED}`)).statusCode).toBe(200);
    expect(log.entries.slice(before)).toEqual([]);
    const answer = await get(editor, `${DETAILS}?placeId=W5670000&productPage=pages`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().place).toMatchObject({ name: "", addressLine1: "Mercer Street", addressLine2: "New York" });
    expect(log.entries.slice(before)).toEqual([{ level: "error", source: "places.details", message: MISSING_TRACKING_CONTEXT }]);
    expect(MISSING_TRACKING_CONTEXT).toBe("Place details were asked without a tracking context (productPage and productSection).");
  });

  it("refuses input it does not expect, in plain words", async () => {
    const short = await get(editor, `${AUTOCOMPLETE}?input=a`);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ input: "Type at least 2 characters of the address." });
    expect((await get(editor, `${AUTOCOMPLETE}?input=${"x".repeat(201)}`)).json().errors).toEqual({ input: "Keep the address under 200 characters." });
    expect((await get(editor, `${AUTOCOMPLETE}?input=mercer&radius=5`)).statusCode).toBe(400);
    expect((await get(editor, `${DETAILS}?placeId=../etc&${TRACKED}`)).json().errors).toEqual({ placeId: "The place id is not one the address search gave." });
  });

  it("answers only signed-in editors of pages", async () => {
    expect((await get(null, `${AUTOCOMPLETE}?input=mercer`)).statusCode).toBe(401);
    expect((await get(viewer, `${AUTOCOMPLETE}?input=mercer`)).statusCode).toBe(403);
    expect((await get(viewer, `${DETAILS}?placeId=N2410918&${TRACKED}`)).statusCode).toBe(403);
  });

  it("tells the editor in plain words when the geocoder is slow, failing, garbled or not set up", async () => {
    const slow = await get(editor, `${AUTOCOMPLETE}?input=slow`);
    expect([slow.statusCode, slow.json()]).toEqual([504, { error: "The address search did not answer in time. Please try again.", code: "unavailable" }]);
    const broken = await get(editor, `${AUTOCOMPLETE}?input=broken`);
    expect([broken.statusCode, broken.json()]).toEqual([
      502,
      { error: "The address search is not available right now. Please try again later.", code: "unavailable" },
    ]);
    const garbled = await get(editor, `${AUTOCOMPLETE}?input=garbled`);
    expect(garbled.statusCode).toBe(502);
    expect(log.entries.filter((entry) => entry.source === "places").map((entry) => entry.message)).toEqual([
      "The geocoder gave no answer (timeout).",
      "The geocoder gave no answer (failed).",
      "The geocoder gave no answer (failed).",
    ]);
    const jar = await signedIn(unconfigured, "cafe", EDITOR.email, EDITOR.password);
    const off = await get(jar, `${AUTOCOMPLETE}?input=mercer`, unconfigured);
    expect([off.statusCode, off.json()]).toEqual([
      503,
      { error: "Address search is not set up on this server. Type the address and the position instead.", code: "unavailable" },
    ]);
  });

  it("limits each editor's searches per minute", async () => {
    const jar = await signedIn(unconfigured, "cafe", EDITOR.email, EDITOR.password);
    let status = 0;
    for (let search = 0; search <= PLACE_SEARCHES_PER_MINUTE; search += 1) status = (await get(jar, `${AUTOCOMPLETE}?input=mercer`, unconfigured)).statusCode;
    expect(status).toBe(429);
  });
});
