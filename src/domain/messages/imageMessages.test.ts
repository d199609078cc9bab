import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "./imageMessages";

describe("IMAGE_MESSAGES", () => {
  it("pins the strings of spec 2 §8", () => {
    expect(IMAGE_MESSAGES).toEqual({
      notAnImageElement: "Element is not a valid image element.",
      invalidSource: "Invalid or missing image source.",
      noParentNode: "Image element has no parentNode.",
    });
  });
});
