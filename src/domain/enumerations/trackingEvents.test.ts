import { describe, expect, it } from "vitest";
import { COMMERCE_PIXEL_EVENT, NETWORK_ERROR_EVENT } from "./trackingEvents";

describe("tracking events", () => {
  it("pins the event names of spec 1 §7", () => {
    expect(Object.values(COMMERCE_PIXEL_EVENT)).toEqual(["CompleteRegistration", "AddToCart", "Search", "Lead", "ViewContent", "Purchase"]);
    expect(NETWORK_ERROR_EVENT).toBe("system_network_error");
  });
});
