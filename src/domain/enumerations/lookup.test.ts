import { describe, expect, it } from "vitest";
import { createNameLookup, createValueGuard } from "./lookup";

const SAMPLE = { FIRST: 1, SECOND: "two" } as const;

describe("createNameLookup", () => {
  it("returns the name of a known code and undefined otherwise", () => {
    const nameOf = createNameLookup(SAMPLE);
    expect(nameOf(1)).toBe("FIRST");
    expect(nameOf("two")).toBe("SECOND");
    expect(nameOf("1")).toBeUndefined();
    expect(nameOf(3)).toBeUndefined();
  });
});

describe("createValueGuard", () => {
  it("accepts only the table's values with their exact type", () => {
    const isSample = createValueGuard(SAMPLE);
    expect(isSample(1)).toBe(true);
    expect(isSample("two")).toBe(true);
    expect(isSample("1")).toBe(false);
    expect(isSample("FIRST")).toBe(false);
    expect(isSample(null)).toBe(false);
  });
});
