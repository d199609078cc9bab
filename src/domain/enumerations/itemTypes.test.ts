import { describe, expect, it } from "vitest";
import { ITEM_TYPE } from "./itemTypes";

describe("ITEM_TYPE", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(ITEM_TYPE).toEqual({
      TEXT: 1,
      IMAGE: 2,
      QUOTE: 4,
      LINK: 5,
      CHAT: 6,
      AUDIO: 7,
      VIDEO: 8,
      REVIEW: 10,
      STORE_ITEM: 11,
      EVENT: 12,
      THREAD: 13,
      GALLERY: 14,
      BINARY: 15,
      DIGITAL_GOOD: 18,
      ATTACHMENT: 19,
      LESSON: 62,
    });
  });
});
