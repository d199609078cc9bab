import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A Nominatim-compatible geocoder started in this process, answering a few known places. */
export interface StandInNominatim {
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
}

/** The one place the stand-in knows: 12 Mercer Street, New York, as Nominatim's jsonv2 describes it. */
const MERCER_STREET = {
  place_id: 1,
  osm_type: "node",
  osm_id: 2410918,
  lat: "40.7209",
  lon: "-74.0027",
  name: "Tessera Coffee",
  display_name: "Tessera Coffee, 12, Mercer Street, SoHo, Manhattan, New York, 10013, United States",
  address: { house_number: "12", road: "Mercer Street", suburb: "SoHo", city: "New York", postcode: "10013", country: "United States" },
};

const MERCER_ROAD = {
  osm_type: "way",
  osm_id: 5670000,
  lat: 40.7231,
  lon: -74.0011,
  name: "Mercer Street",
  display_name: "Mercer Street, SoHo, Manhattan, New York, United States",
  address: { road: "Mercer Street", city: "New York", country: "United States" },
};

/**
 * Starts the stand-in: /search answers both Mercer Street results for text containing
 * "mercer" and none otherwise, "slow" after `slowMs`, "broken" with a 500 and "garbled" with
 * a body that is not a result list; /lookup answers the place whose N, W or R id it is given.
 */
export async function startStandInNominatim(slowMs = 2_000): Promise<StandInNominatim> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push(url);
    const send = (body: unknown, status = 200) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      if (q === "slow") return void setTimeout(() => send([]), slowMs);
      if (q === "broken") return send({ error: "down" }, 500);
      if (q === "garbled") return send({ results: "none" });
      return send(q.includes("mercer") ? [MERCER_STREET, MERCER_ROAD] : []);
    }
    if (url.pathname === "/lookup") {
      const known = [MERCER_STREET, MERCER_ROAD].filter((place) => `${place.osm_type[0]!.toUpperCase()}${place.osm_id}` === url.searchParams.get("osm_ids"));
      return send(known);
    }
    send({ error: "not found" }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
