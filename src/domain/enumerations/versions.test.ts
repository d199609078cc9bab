import { describe, expect, it } from "vitest";
import { TEMPLATE_VERSION } from "./versions";

describe("TEMPLATE_VERSION", () => {
  it("pins the version strings of spec 2 §3", () => {
    expect(Object.values(TEMPLATE_VERSION)).toEqual(["7", "7.1", "8"]);
  });
});
