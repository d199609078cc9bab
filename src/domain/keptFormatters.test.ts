import { describe, expect, it } from "vitest";
import { dateTimeFormat, KEPT_FORMATTER_LIMIT, keptFormatterCount } from "./keptFormatters";

describe("kept date formatters", () => {
  it("gives the same formatter object for the same locale and options, another for other ones", () => {
    const options = { dateStyle: "medium", timeZone: "Europe/Paris" } as const;
    const first = dateTimeFormat("fr-FR", options);
    expect(dateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "Europe/Paris" })).toBe(first);
    expect(dateTimeFormat("en-US", options)).not.toBe(first);
    expect(dateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" })).not.toBe(first);
    expect(first.format(new Date("2026-03-05T12:00:00Z"))).toBe("5 mars 2026");
  });

  it(`keeps at most ${KEPT_FORMATTER_LIMIT}, letting the least recently used go`, () => {
    const often = dateTimeFormat("de-DE", { year: "numeric", timeZone: "UTC" });
    const zones = Intl.supportedValuesOf("timeZone").slice(0, 3 * KEPT_FORMATTER_LIMIT);
    for (const timeZone of zones) {
      dateTimeFormat("en-GB", { dateStyle: "short", timeZone });
      expect(dateTimeFormat("de-DE", { year: "numeric", timeZone: "UTC" })).toBe(often);
      expect(keptFormatterCount()).toBeLessThanOrEqual(KEPT_FORMATTER_LIMIT);
    }
    expect(keptFormatterCount()).toBe(KEPT_FORMATTER_LIMIT);
    expect(dateTimeFormat("en-GB", { dateStyle: "short", timeZone: zones[0]! })).not.toBe(dateTimeFormat("en-GB", { dateStyle: "short", timeZone: zones[1]! }));
  });

  it("throws for a time zone Intl does not know, as making one would, and keeps nothing", () => {
    const before = keptFormatterCount();
    expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(keptFormatterCount()).toBe(before);
  });
});
