import { describe, expect, it } from "vitest";
import { isKnownTimeZone, zonedMoment } from "./zonedTime";

describe("zonedMoment", () => {
  it("reads a wall time in winter and summer offsets", () => {
    expect(zonedMoment("2026-01-15", "09:00", "Europe/Paris").toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(zonedMoment("2026-07-15", "09:00", "Europe/Paris").toISOString()).toBe("2026-07-15T07:00:00.000Z");
    expect(zonedMoment("2026-07-15", "09:00", "America/New_York").toISOString()).toBe("2026-07-15T13:00:00.000Z");
    expect(zonedMoment("2026-11-28", "23:30", "Asia/Kolkata").toISOString()).toBe("2026-11-28T18:00:00.000Z");
    expect(zonedMoment("2026-11-28", "19:30", "UTC").toISOString()).toBe("2026-11-28T19:30:00.000Z");
  });

  it("moves a time the clocks skip forward by the gap", () => {
    expect(zonedMoment("2026-03-29", "02:30", "Europe/Paris").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("takes the first of a time the clocks repeat", () => {
    expect(zonedMoment("2026-10-25", "02:30", "Europe/Paris").toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("crosses the date line", () => {
    expect(zonedMoment("2026-01-01", "00:00", "Pacific/Auckland").toISOString()).toBe("2025-12-31T11:00:00.000Z");
  });
});

describe("isKnownTimeZone", () => {
  it("knows IANA zones and refuses others", () => {
    expect(isKnownTimeZone("Europe/Paris")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
  });
});
