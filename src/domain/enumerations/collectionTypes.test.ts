import { describe, expect, it } from "vitest";
import { COLLECTION_TYPE, COLLECTION_TYPES_WITHOUT_CODE, isCollectionType } from "./collectionTypes";

describe("COLLECTION_TYPE", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(COLLECTION_TYPE).toEqual({ GENERIC: 1, PAGE: 10, PRODUCTS: 13, MOSAIC: 14, PORTFOLIO: 23, LESSONS: 24 });
  });

  it("names subscription as known without a code", () => {
    expect(COLLECTION_TYPES_WITHOUT_CODE).toEqual(["subscription"]);
  });

  it("looks names up and guards codes", () => {
    expect(isCollectionType(24)).toBe(true);
    expect(isCollectionType(2)).toBe(false);
  });
});
