import { describe, expect, it } from "vitest";
import { TEMPLATE_VERSION, isTemplateVersion } from "./versions";

describe("TEMPLATE_VERSION", () => {
  it("pins the version strings of spec 2 §3", () => {
    expect(Object.values(TEMPLATE_VERSION)).toEqual(["7", "7.1", "8"]);
  });

  it("accepts only the strings, not numbers", () => {
    expect(isTemplateVersion("7.1")).toBe(true);
    expect(isTemplateVersion(7)).toBe(false);
  });
});
