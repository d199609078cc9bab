import { describe, expect, it } from "vitest";
import { HOST_PATTERN, IDENTIFIER_PATTERN, isIanaTimeZone, isLocaleTag, normaliseHost } from "./siteIdentity";

describe("site identity rules", () => {
  it("accepts IANA zones and UTC, and refuses offsets, abbreviations and made-up places", () => {
    for (const zone of ["UTC", "Europe/Paris", "America/Argentina/Buenos_Aires", "America/Port-au-Prince", "Etc/GMT+5"])
      expect(isIanaTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "+01:00", "CET ", "Mars/Olympus_Mons", "Europe/", "europe paris"]) expect(isIanaTimeZone(zone), zone).toBe(false);
  });

  it("accepts one BCP 47 locale", () => {
    expect(isLocaleTag("en-US")).toBe(true);
    expect(isLocaleTag("pt-BR")).toBe(true);
    expect(isLocaleTag("not a locale")).toBe(false);
    expect(isLocaleTag("")).toBe(false);
  });

  it("normalises what owners type as a host", () => {
    expect(normaliseHost("  WWW.Example.COM. ")).toBe("www.example.com");
    expect(normaliseHost("https://shop.example.com/path?x=1")).toBe("shop.example.com");
    expect(normaliseHost("café.example")).toBe("xn--caf-dma.example");
    expect(HOST_PATTERN.test(normaliseHost("café.example"))).toBe(true);
    expect(HOST_PATTERN.test("localhost")).toBe(false);
    expect(HOST_PATTERN.test("-bad.example")).toBe(false);
  });

  it("keeps identifiers to one DNS label", () => {
    expect(IDENTIFIER_PATTERN.test("harbor-pine")).toBe(true);
    for (const bad of ["-x", "x-", "Upper", "a_b", "a".repeat(64)]) expect(IDENTIFIER_PATTERN.test(bad), bad).toBe(false);
  });
});
