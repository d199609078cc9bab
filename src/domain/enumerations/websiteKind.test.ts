import { describe, expect, it } from "vitest";
import { WEBSITE_KIND, isWebsiteKind, websiteKindName } from "./websiteKind";

describe("WEBSITE_KIND", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(WEBSITE_KIND).toEqual({ CLASSIC: 1, COVER_PAGE: 2, PARKING_PAGE: 3, COMMERCE: 4, ENTERPRISE: 5 });
  });

  it("looks names up and guards codes", () => {
    expect(websiteKindName(3)).toBe("PARKING_PAGE");
    expect(isWebsiteKind(6)).toBe(false);
  });
});
