import { readCookie, writeCookie } from "./cookies";

/** A cookie's longest life when kept data has no expiry of its own: a year, as local storage keeps it until cleared. */
const COOKIE_FALLBACK_SECONDS = 365 * 24 * 60 * 60;

/** Where kept data goes: the page's local storage and document, and the page's clock (tests pass their own). */
export interface KeptDataPlaces {
  storage: () => Storage;
  doc: Pick<Document, "cookie" | "location">;
  now: () => number;
}

/** What local storage holds under a key: the value, and when it stops counting (ms since 1970), if ever. */
interface Kept {
  value: string;
  expiresAt?: number;
}

function browserPlaces(): KeptDataPlaces {
  return { storage: () => localStorage, doc: document, now: () => Date.now() };
}

/**
 * Small data the runtime keeps between visits (spec 2 §9: session data in local storage with an
 * optional expiry, or in a cookie as fallback): local storage where the browser allows it, else
 * a first-party cookie with the same lifetime. An expired value reads as absent and is removed.
 */
export function keptData(places: KeptDataPlaces = browserPlaces()) {
  const storage = (): Storage | null => {
    try {
      return places.storage();
    } catch {
      return null;
    }
  };
  return {
    /** The value kept under a key, or null when none is kept or it has expired. */
    read(key: string): string | null {
      const store = storage();
      if (!store) return readCookie(key, places.doc);
      try {
        const kept = JSON.parse(store.getItem(key) ?? "null") as Kept | null;
        // Nothing in storage: it may have been full or refused when the value was kept.
        if (!kept || typeof kept.value !== "string") return readCookie(key, places.doc);
        if (kept.expiresAt !== undefined && kept.expiresAt <= places.now()) {
          store.removeItem(key);
          return null;
        }
        return kept.value;
      } catch {
        return readCookie(key, places.doc);
      }
    },
    /** Keeps a value, for `lifetimeMs` when given. */
    keep(key: string, value: string, lifetimeMs?: number): void {
      const kept: Kept = lifetimeMs === undefined ? { value } : { value, expiresAt: places.now() + lifetimeMs };
      try {
        const store = storage();
        if (store) return store.setItem(key, JSON.stringify(kept));
      } catch {
        // Storage full or refused: the cookie below keeps it instead.
      }
      writeCookie(key, value, lifetimeMs === undefined ? COOKIE_FALLBACK_SECONDS : lifetimeMs / 1000, places.doc);
    },
  };
}
