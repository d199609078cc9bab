import { describe, expect, it } from "vitest";
import { keptData, type KeptDataPlaces } from "./keptData";

/** Local storage as the browser gives it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A document whose cookie jar keeps what is set (name=value only; a Max-Age of 0 removes it). */
function cookieDocument(): KeptDataPlaces["doc"] & { jar: Map<string, string>; lines: string[] } {
  const jar = new Map<string, string>();
  const lines: string[] = [];
  return {
    jar,
    lines,
    location: { protocol: "https:" } as Location,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      lines.push(line);
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe("kept data", () => {
  it("keeps a value in local storage and reads it back, with no cookie", () => {
    const storage = memoryStorage();
    const doc = cookieDocument();
    const kept = keptData({ storage: () => storage, doc, now: () => 1_000 });
    kept.keep("tessera-popup-overlay", '{"version":2}');
    expect(kept.read("tessera-popup-overlay")).toBe('{"version":2}');
    expect(JSON.parse(storage.getItem("tessera-popup-overlay")!)).toEqual({ value: '{"version":2}' });
    expect(doc.lines).toEqual([]);
    expect(kept.read("nothing-here")).toBeNull();
  });

  it("forgets a value once its lifetime has passed, and not a moment before", () => {
    const storage = memoryStorage();
    let now = 5_000;
    const kept = keptData({ storage: () => storage, doc: cookieDocument(), now: () => now });
    kept.keep("offer", "closed", 60_000);
    now = 64_999;
    expect(kept.read("offer")).toBe("closed");
    now = 65_000;
    expect(kept.read("offer")).toBeNull();
    expect(storage.getItem("offer")).toBeNull();
  });

  it("falls back to a first-party cookie with the same lifetime where local storage is refused", () => {
    const doc = cookieDocument();
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const kept = keptData({ storage: refused, doc, now: () => 0 });
    kept.keep("offer", "closed for now", 60_000);
    expect(doc.lines).toEqual(["offer=closed%20for%20now; Max-Age=60; Path=/; SameSite=Lax; Secure"]);
    expect(kept.read("offer")).toBe("closed for now");
    kept.keep("record", "{}");
    expect(doc.lines[1]).toBe("record=%7B%7D; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("keeps a value in a cookie when local storage is full, and finds it there", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    const doc = cookieDocument();
    const kept = keptData({ storage: () => storage, doc, now: () => 0 });
    kept.keep("offer", "closed");
    expect(doc.jar.get("offer")).toBe("closed");
    expect(kept.read("offer")).toBe("closed");
  });
});
