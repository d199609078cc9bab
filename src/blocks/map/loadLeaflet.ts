import { MAP_LIMITS } from "../../domain/limits/widgetLimits";
import { withTimeout } from "./withTimeout";

/** Why a map stays a still picture when Leaflet does not arrive (spec 2 §8: the load time-out rejects). */
export const MAP_LOAD_TIMEOUT_MESSAGE = `The map library did not load within ${MAP_LIMITS.apiLoadTimeoutSeconds} s.`;

/** Loads Leaflet, rejecting after the spec's 30 s. */
export function loadLeaflet(load: () => Promise<typeof import("leaflet")> = () => import("leaflet")) {
  return withTimeout(
    load().then((module) => (module as { default?: typeof import("leaflet") }).default ?? module),
    MAP_LIMITS.apiLoadTimeoutSeconds * 1000,
    MAP_LOAD_TIMEOUT_MESSAGE,
  );
}
