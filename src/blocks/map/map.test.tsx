import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MapBlock } from "./MapBlock";
import { externalMapsUrl, markerPosition } from "./mapPlace";
import { tileLanguage } from "./mapTiles";
import { DEFAULT_MAP_CENTRE, mapSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "b".repeat(24);

function render(settings: unknown): string {
  return renderToStaticMarkup(<MapBlock id={id} settings={mapSchema.schema.parse(settings)} context={context} />);
}

function problems(settings: unknown): Record<string, string> {
  return Object.fromEntries((mapSchema.schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("map block settings", () => {
  it("keeps the map block type code and the spec's defaults: a fixed city centre at zoom 12, Grayscale, labels on, terrain off", () => {
    expect(mapSchema.code).toBe(BLOCK_TYPE.map);
    expect(mapSchema.code).toBe(4);
    const settings = mapSchema.schema.parse({});
    expect(settings.location).toEqual({
      addressTitle: "",
      addressLine1: "",
      addressLine2: "",
      addressCountry: "",
      mapLat: DEFAULT_MAP_CENTRE.lat,
      mapLng: DEFAULT_MAP_CENTRE.lng,
      mapZoom: 12,
    });
    expect(markerPosition(settings.location)).toEqual(DEFAULT_MAP_CENTRE);
    expect(settings.options).toEqual({
      style: "Grayscale",
      marker: "dark",
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: false,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it("takes a style by name or by its numeric code 1 to 6 and keeps the name", () => {
    const styleOf = (style: unknown) => mapSchema.schema.parse({ options: { style } }).options.style;
    expect([1, 2, 3, 4, 5, 6].map(styleOf)).toEqual(["Original", "Grayscale", "Satellite", "MinimalLight", "MinimalDark", "MinimalBlue"]);
    expect(styleOf("MinimalDark")).toBe("MinimalDark");
    expect(problems({ options: { style: 7 } })).toEqual({ "options.style": "Choose one of the map styles." });
    expect(problems({ options: { style: "Neon" } })).toEqual({ "options.style": "Choose one of the map styles." });
  });

  it("refuses positions off the globe, zooms out of range and unknown keys in plain words", () => {
    expect(problems({ location: { mapLat: 91, mapLng: -181, mapZoom: 0 } })).toEqual({
      "location.mapLat": "Latitude must be between -90 and 90.",
      "location.mapLng": "Longitude must be between -180 and 180.",
      "location.mapZoom": "Zoom must be between 1 and 19.",
    });
    expect(problems({ location: { mapZoom: 3.5 } })).toEqual({ "location.mapZoom": "Zoom must be a whole number." });
    expect(problems({ location: { addressLine1: "x".repeat(201) } })).toEqual({ "location.addressLine1": "Keep each address line under 200 characters." });
    expect(Object.keys(problems({ options: { tilt: 45 } }))).toEqual(["options"]);
  });

  it("sums a placed map up by its address title, else its first line", () => {
    expect(mapSchema.summary?.({ location: { addressTitle: "Roastery", addressLine1: "1 Dock Road" } })).toBe("Roastery");
    expect(mapSchema.summary?.({ location: { addressLine1: "1 Dock Road" } })).toBe("1 Dock Road");
    expect(mapSchema.summary?.({})).toBe("");
  });
});

describe("map block rendering", () => {
  const location = {
    addressTitle: "Roastery",
    addressLine1: "1 Dock Road",
    addressLine2: "Leith",
    addressCountry: "Scotland",
    mapLat: 55.97,
    mapLng: -3.17,
    mapZoom: 15,
  };

  it("links the card to an external maps page with the position, the address and the zoom, in a new window", () => {
    const url = new URL(externalMapsUrl(mapSchema.schema.parse({ location: { ...location, markerLat: 55.98, markerLng: -3.18 } }).location));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(Object.fromEntries(url.searchParams)).toEqual({ mlat: "55.98", mlon: "-3.18", zoom: "15", query: "Roastery, 1 Dock Road, Leith, Scotland" });

    const html = render({ location });
    expect(html).toContain(
      `<a class="tsr-map__open" href="${externalMapsUrl(mapSchema.schema.parse({ location }).location).replace(/&/g, "&amp;")}" target="_blank" rel="noopener noreferrer">Open in a map<span class="tsr-visually-hidden"> (new window)</span></a>`,
    );
    expect(html).toContain("mlat=55.97&amp;mlon=-3.17&amp;zoom=15&amp;query=Roastery%2C+1+Dock+Road%2C+Leith%2C+Scotland");
  });

  it("shows an address card without any tiles, never a grey grid, and carries its settings to the island", () => {
    const html = render({ location, options: { style: 5, marker: "light" } });
    expect(html).toContain('data-island="map"');
    expect(html).toContain('data-block-type="4"');
    expect(html).toContain('class="tsr-map tsr-map--MinimalDark"');
    expect(html).not.toContain("tsr-map__canvas");
    expect(html).toContain(
      '<figcaption class="tsr-map__card"><img class="tsr-map__pin" src="/static/map/marker-light.svg" width="30" height="40" loading="lazy" alt=""/>',
    );
    expect(html).toContain(
      '<address class="tsr-map__address"><strong class="tsr-map__title">Roastery</strong><span class="tsr-map__line">1 Dock Road</span><span class="tsr-map__line">Leith</span><span class="tsr-map__line">Scotland</span></address>',
    );
    const carried = /data-map-settings="([^"]*)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(carried ?? "null")).toEqual(mapSchema.schema.parse({ location, options: { style: 5, marker: "light" } }));
  });

  it("still links a card with no address to the place on a map", () => {
    const html = render({ location: { mapLat: 55.97, mapLng: -3.17 } });
    expect(html).not.toContain("<address");
    expect(html).toContain(">Open in a map<");
  });
});

describe("map tile language", () => {
  it("fills a tile address's {lang} with the page's language without its region, and English when the page names none", () => {
    expect(tileLanguage("fr-FR")).toBe("fr");
    expect(tileLanguage("pt_BR")).toBe("pt");
    expect(tileLanguage("DE")).toBe("de");
    expect(tileLanguage("")).toBe("en");
    expect(tileLanguage("x-private")).toBe("en");
  });
});
