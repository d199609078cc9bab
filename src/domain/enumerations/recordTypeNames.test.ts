import { describe, expect, it } from "vitest";
import { RECORD_TYPE_NAME } from "./recordTypeNames";

describe("RECORD_TYPE_NAME", () => {
  it("pins the names of spec 2 §3", () => {
    expect(RECORD_TYPE_NAME).toEqual({
      AUDIO: "album-track",
      EVENT: "event-item",
      IMAGE: "gallery-image",
      PORTFOLIO_ITEM: "portfolio-item",
      TEXT: "blog-post",
      VIDEO: "gallery-video",
    });
  });
});
