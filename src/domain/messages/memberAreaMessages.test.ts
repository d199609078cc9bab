import { describe, expect, it } from "vitest";
import { MEMBER_AREA_MESSAGES } from "./memberAreaMessages";

describe("MEMBER_AREA_MESSAGES", () => {
  it("words the free price rule as the spec does", () => {
    expect(MEMBER_AREA_MESSAGES.freePriceNeedsLabel).toBe("a free price needs a label");
  });
});
