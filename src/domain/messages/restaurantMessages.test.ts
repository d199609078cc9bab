import { describe, expect, it } from "vitest";
import { RESTAURANT_MESSAGES } from "./restaurantMessages";

describe("RESTAURANT_MESSAGES", () => {
  it("pins the preview-only alert", () => {
    expect(RESTAURANT_MESSAGES.openTablePreviewOnly).toBe("Preview Only: Please log out of your account in order to use the OpenTable Block.");
  });
});
