import { describe, expect, it } from "vitest";
import { isId, newId } from "./ids";

describe("newId", () => {
  it("makes 24 lowercase hex characters", () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it("does not repeat", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId()));
    expect(ids.size).toBe(1000);
  });
});

describe("isId", () => {
  it("accepts 24 lowercase hex characters", () => {
    expect(isId("0123456789abcdef01234567")).toBe(true);
    expect(isId(newId())).toBe(true);
  });

  it("refuses other lengths, upper case, other characters and non-strings", () => {
    expect(isId("0123456789abcdef0123456")).toBe(false);
    expect(isId("0123456789abcdef012345678")).toBe(false);
    expect(isId("0123456789ABCDEF01234567")).toBe(false);
    expect(isId("0123456789abcdef0123456g")).toBe(false);
    expect(isId(" 0123456789abcdef01234567")).toBe(false);
    expect(isId(123)).toBe(false);
    expect(isId(undefined)).toBe(false);
  });
});
