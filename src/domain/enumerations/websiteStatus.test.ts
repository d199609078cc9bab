import { describe, expect, it } from "vitest";
import { WEBSITE_STATUS, isWebsiteStatus, websiteStatusName } from "./websiteStatus";

describe("WEBSITE_STATUS", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(WEBSITE_STATUS).toEqual({
      EXPIRED: 1,
      PAST_DUE: 2,
      TRIAL: 3,
      BETA: 4,
      REMOVED: 5,
      INTERNAL: 6,
      COMPED: 7,
      PAID: 8,
      V5_LINKED: 11,
      ACTIVE_PARKING_PAGE: 12,
      RESOLD: 13,
      RESOLD_GRACE_PERIOD: 14,
      ENTERPRISE: 15,
    });
  });

  it("looks names up and guards codes", () => {
    expect(websiteStatusName(11)).toBe("V5_LINKED");
    expect(isWebsiteStatus(9)).toBe(false);
  });
});
