import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../projectRoot";
import { DEMO_SITE_FILE } from "../../seed/demoSeed";
import { SITE_TEMPLATES, readTemplateFile } from "./siteTemplates";

interface MapLocation {
  addressLine2?: string;
  mapLat?: number;
  mapLng?: number;
}

/** Where the towns the demo's and the templates' addresses name really are. */
const TOWNS: Record<string, { lat: number; lng: number }> = {
  "Portland, ME": { lat: 43.6591, lng: -70.2568 },
  "Burlington, VT": { lat: 44.4759, lng: -73.2121 },
  "Charleston, SC": { lat: 32.7765, lng: -79.9311 },
};

/** Kilometres between two points on the globe (haversine). */
function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every map block's location in a site file, wherever in the file it is placed. */
function mapLocations(value: unknown): MapLocation[] {
  if (Array.isArray(value)) return value.flatMap(mapLocations);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (record.type === "map") return [((record.settings as { location?: MapLocation } | undefined)?.location ?? {}) as MapLocation];
  return Object.values(record).flatMap(mapLocations);
}

const siteFiles = [
  { name: "the demo", text: () => readFile(path.join(PROJECT_ROOT, DEMO_SITE_FILE), "utf8") },
  ...SITE_TEMPLATES.map((template) => ({ name: `the ${template.name} template`, text: () => readTemplateFile(template) })),
];

describe("the maps of the demo and the templates", () => {
  it.each(siteFiles)("in $name point at the town their address names, within 3 km", async ({ name, text }) => {
    for (const location of mapLocations(JSON.parse(await text()))) {
      const town = Object.entries(TOWNS).find(([townName]) => location.addressLine2?.includes(townName))?.[1];
      expect(town, `${name}: a map's address "${location.addressLine2}" names a known town`).toBeDefined();
      expect(location.mapLat, `${name}: the map of ${location.addressLine2} has its latitude`).toBeTypeOf("number");
      expect(location.mapLng, `${name}: the map of ${location.addressLine2} has its longitude`).toBeTypeOf("number");
      expect(kilometresBetween(town!, { lat: location.mapLat!, lng: location.mapLng! }), `${name}: ${location.addressLine2}`).toBeLessThan(3);
    }
  });
});
