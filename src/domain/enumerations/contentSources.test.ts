import { describe, expect, it } from "vitest";
import { CONTENT_SOURCE } from "./contentSources";

describe("CONTENT_SOURCE", () => {
  it("pins the codes of spec 1 §3", () => {
    expect(CONTENT_SOURCE).toEqual({ ITEM: "i", COLLECTION: "c" });
  });
});
