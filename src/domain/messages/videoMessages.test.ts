import { describe, expect, it } from "vitest";
import { VIDEO_MESSAGES } from "./videoMessages";

describe("VIDEO_MESSAGES", () => {
  it("pins the strings of spec 2 §5", () => {
    expect(VIDEO_MESSAGES).toEqual({
      invalidEmbed: "Invalid video embed.",
      customThumbnailNeedsEmbed: "Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.",
    });
  });
});
