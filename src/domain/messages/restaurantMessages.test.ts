import { describe, expect, it } from "vitest";
import { RESTAURANT_MESSAGES } from "./restaurantMessages";

describe("RESTAURANT_MESSAGES", () => {
  it("pins the preview-only alert", () => {
    expect(RESTAURANT_MESSAGES.openTablePreviewOnly).toBe("Preview Only: Please log out of your account in order to use the OpenTable Block.");
  });

  it("words the other booking blocks' alerts the same way, naming their block", () => {
    expect(RESTAURANT_MESSAGES.tockPreviewOnly).toBe("Preview Only: Please log out of your account in order to use the Tock Block.");
    expect(RESTAURANT_MESSAGES.acuityPreviewOnly).toBe("Preview Only: Please log out of your account in order to use the Acuity Scheduling Block.");
  });
});
