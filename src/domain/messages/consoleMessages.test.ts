import { describe, expect, it } from "vitest";
import { CONSOLE_MESSAGES, unableToLoadModule } from "./consoleMessages";

describe("console messages", () => {
  it("pins the messages of spec 1 §8", () => {
    expect(CONSOLE_MESSAGES).toEqual({
      secondRun: "Detected second run, this is bad.",
      assumedWindowContext: "Tessera.load running with an assumed window context!",
      commerceRollupMissing: "Commerce rollup not loaded, exiting initializeCommerce() invocation.",
      noButtonInNode: "Careful, there was no button found inside this node!",
      formRenderFailed: "Could not render form",
      soundCloudUrlUnparsable: "Issue parsing SoundCloud url",
      fontNoLongerInTypekit: "Requested font no longer in Typekit",
    });
  });

  it("fills the module and trigger", () => {
    expect(unableToLoadModule("gallery", "click")).toBe("Unable to load module gallery for trigger click");
  });
});
