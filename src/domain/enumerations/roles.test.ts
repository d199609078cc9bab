import { describe, expect, it } from "vitest";
import { ROLE, ROLE_LABEL, roleName } from "./roles";

describe("ROLE", () => {
  it("pins the ids of spec 2 §6", () => {
    expect(ROLE).toEqual({
      ADMIN: 1,
      BILLING: 2,
      REPORTING: 3,
      EDITOR: 4,
      MODERATOR: 6,
      COMMENTER: 7,
      STORE_MANAGER: 8,
      SCHEDULING: 9,
      VIEWER: 10,
      CAMPAIGNS_EDITOR: 11,
      SCHEDULING_VIEWER: 12,
      SCHEDULING_EDITOR: 13,
      NONE: 14,
    });
  });

  it("labels every role", () => {
    expect(ROLE_LABEL).toEqual({
      1: "Admin",
      2: "Billing",
      3: "Reporting",
      4: "Editor",
      6: "Moderator",
      7: "Commenter",
      8: "Store Manager",
      9: "Scheduling",
      10: "Viewer",
      11: "Campaigns Editor",
      12: "Scheduling Viewer",
      13: "Scheduling Editor",
      14: "None",
    });
  });

  it("looks names up and guards ids", () => {
    expect(roleName(10)).toBe("VIEWER");
  });
});
