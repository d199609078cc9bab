import { describe, expect, it } from "vitest";
import { LINK_LIMITS } from "./linkLimits";

describe("LINK_LIMITS", () => {
  it("pins the link limits of spec 1 §5 and spec 2 §5", () => {
    expect(LINK_LIMITS).toEqual({
      shorterThan: { tel: 50, sms: 1000, mailto: 1000, anchor: 100, javascript: 250, ftp: 100, internalPath: 150 },
      telMinDigits: 4,
      collectionPanelIdLength: 24,
    });
  });
});
