import { describe, expect, it } from "vitest";
import { PERMISSION } from "../enumerations/permissions";
import { ROLE } from "../enumerations/roles";
import { can, effectivePermissions, ROLE_GRANTS } from "./roleAccess";

describe("role access", () => {
  it("gives every role a grant, and writing implies reading", () => {
    for (const role of Object.values(ROLE)) {
      const grant = ROLE_GRANTS[role];
      expect(grant).toBeDefined();
      const { read, write } = effectivePermissions([role]);
      for (const p of write) expect(read).toContain(p);
    }
  });

  it("lets an admin do everything and a viewer see everything but change nothing", () => {
    for (const p of Object.values(PERMISSION)) {
      expect(can([ROLE.ADMIN], p, "write")).toBe(true);
      expect(can([ROLE.VIEWER], p, "read")).toBe(true);
      expect(can([ROLE.VIEWER], p, "write")).toBe(false);
    }
  });

  it("keeps each role to its area", () => {
    expect(can([ROLE.EDITOR], PERMISSION.CONTENT_MANAGER, "write")).toBe(true);
    expect(can([ROLE.EDITOR], PERMISSION.COMMERCE_ORDERS, "read")).toBe(false);
    expect(can([ROLE.STORE_MANAGER], PERMISSION.COMMERCE_ORDERS, "write")).toBe(true);
    expect(can([ROLE.STORE_MANAGER], PERMISSION.COMMERCE_PAYMENTS, "write")).toBe(false);
    expect(can([ROLE.STORE_MANAGER], PERMISSION.CONTENT_MANAGER, "read")).toBe(false);
    expect(can([ROLE.REPORTING], PERMISSION.ACTIVITY, "read")).toBe(true);
    expect(can([ROLE.REPORTING], PERMISSION.ACTIVITY, "write")).toBe(false);
    expect(can([ROLE.CAMPAIGNS_EDITOR], PERMISSION.NEWSLETTER_SUBSCRIBERS_WRITE, "write")).toBe(true);
    expect(can([ROLE.COMMENTER], PERMISSION.CONFIG_AREA, "read")).toBe(false);
    expect(can([ROLE.NONE], PERMISSION.CONFIG_AREA, "read")).toBe(false);
  });

  it("combines several roles", () => {
    expect(can([ROLE.EDITOR, ROLE.STORE_MANAGER], PERMISSION.COMMERCE_INVENTORY, "write")).toBe(true);
    expect(can([], PERMISSION.CONFIG_AREA, "read")).toBe(false);
  });
});
