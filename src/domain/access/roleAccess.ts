import { PERMISSION, type Permission } from "../enumerations/permissions";
import { ROLE, type Role } from "../enumerations/roles";

/** Whether a route only looks (read) or changes something (write). */
export type AccessMode = "read" | "write";

/** What one role may read and write; writing implies reading. */
export interface RoleGrant {
  read: readonly Permission[];
  write: readonly Permission[];
}

const ALL: readonly Permission[] = Object.values(PERMISSION);
const COMMERCE_ALL: readonly Permission[] = ALL.filter((p) => p === PERMISSION.COMMERCE || (p >= 1400 && p < 1500));
const NEWSLETTER_ALL: readonly Permission[] = ALL.filter((p) => p === PERMISSION.NEWSLETTER || (p >= 1500 && p < 1600));

/**
 * Which role holds which permission. The spec lists roles and permission ids but not this
 * matrix ("not shown"); this is Tessera's design, documented in docs/roles-and-permissions.md:
 * admins hold everything, a viewer sees everything and changes nothing, and each other role
 * holds the area its name promises. Every role that may enter the configuration area holds
 * CONFIG_AREA.
 */
export const ROLE_GRANTS: Readonly<Record<Role, RoleGrant>> = {
  [ROLE.ADMIN]: { read: ALL, write: ALL },
  [ROLE.BILLING]: {
    read: [PERMISSION.CONFIG_AREA, PERMISSION.SETTINGS, PERMISSION.COMMERCE_PAYMENTS],
    write: [PERMISSION.COMMERCE_PAYMENTS],
  },
  [ROLE.REPORTING]: { read: [PERMISSION.CONFIG_AREA, PERMISSION.ACTIVITY], write: [] },
  [ROLE.EDITOR]: {
    read: [PERMISSION.CONFIG_AREA, PERMISSION.CONTENT_MANAGER, PERMISSION.ACTIVITY],
    write: [PERMISSION.CONTENT_MANAGER],
  },
  [ROLE.MODERATOR]: {
    read: [PERMISSION.CONFIG_AREA, PERMISSION.CONTENT_MANAGER, PERMISSION.COMMERCE_PRODUCT_REVIEWS, PERMISSION.COMMENTS],
    write: [PERMISSION.COMMERCE_PRODUCT_REVIEWS, PERMISSION.COMMENTS],
  },
  [ROLE.COMMENTER]: { read: [], write: [] },
  [ROLE.STORE_MANAGER]: {
    read: [PERMISSION.CONFIG_AREA, PERMISSION.CRM, ...COMMERCE_ALL],
    write: COMMERCE_ALL.filter((p) => p !== PERMISSION.COMMERCE_PAYMENTS),
  },
  [ROLE.SCHEDULING]: { read: [PERMISSION.CONFIG_AREA], write: [] },
  [ROLE.VIEWER]: { read: ALL, write: [] },
  [ROLE.CAMPAIGNS_EDITOR]: {
    read: [PERMISSION.CONFIG_AREA, PERMISSION.CRM, ...NEWSLETTER_ALL],
    write: NEWSLETTER_ALL,
  },
  [ROLE.SCHEDULING_VIEWER]: { read: [PERMISSION.CONFIG_AREA], write: [] },
  [ROLE.SCHEDULING_EDITOR]: { read: [PERMISSION.CONFIG_AREA], write: [] },
  [ROLE.NONE]: { read: [], write: [] },
};

/** Everything a set of roles may read and write, as sorted permission ids. */
export function effectivePermissions(roles: readonly number[]): { read: Permission[]; write: Permission[] } {
  const read = new Set<Permission>();
  const write = new Set<Permission>();
  for (const role of roles) {
    const grant = ROLE_GRANTS[role as Role];
    if (!grant) continue;
    for (const p of grant.write) {
      write.add(p);
      read.add(p);
    }
    for (const p of grant.read) read.add(p);
  }
  return { read: [...read].sort((a, b) => a - b), write: [...write].sort((a, b) => a - b) };
}

/** Whether any of the roles may use the permission in the given mode. */
export function can(roles: readonly number[], permission: Permission, mode: AccessMode): boolean {
  const granted = effectivePermissions(roles);
  return (mode === "read" ? granted.read : granted.write).includes(permission);
}
