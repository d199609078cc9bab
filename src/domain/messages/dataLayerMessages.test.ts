import { describe, expect, it } from "vitest";
import { DATA_LAYER_MESSAGES, dataLayerStatusMessage, unparsableResponse } from "./dataLayerMessages";

describe("data layer messages", () => {
  it("pins the texts of spec 1 §8", () => {
    expect(DATA_LAYER_MESSAGES).toEqual({
      unauthorized: "Unauthorized request",
      internalServerError: "Internal server error. Please try again later.",
      serviceUnavailable: "This service is temporarily unavailable. Please try again later.",
      unableToConnect: "Unable to connect…",
      somethingWentWrong: "Something Went Wrong!",
      reloadPageButton: "Reload Page",
      clearButton: "Clear",
    });
    expect(DATA_LAYER_MESSAGES.unableToConnect.endsWith("\u2026")).toBe(true);
  });

  it("fills the parse error template", () => {
    expect(unparsableResponse("/api/x", "Unexpected token <")).toBe(
      "Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token <",
    );
  });

  it("maps statuses as spec 1 §8 says", () => {
    expect(dataLayerStatusMessage(401)).toBe("Unauthorized request");
    expect(dataLayerStatusMessage(403)).toBe("Unauthorized request");
    expect(dataLayerStatusMessage(500)).toBe("Internal server error. Please try again later.");
    expect(dataLayerStatusMessage(501)).toBe("Internal server error. Please try again later.");
    expect(dataLayerStatusMessage(503)).toBe("This service is temporarily unavailable. Please try again later.");
    for (const status of [0, 400, 402, 404, 502, 504]) {
      expect(dataLayerStatusMessage(status)).toBe("Unable to connect…");
    }
  });
});
