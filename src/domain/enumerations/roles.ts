import { createNameLookup } from "./lookup";

/** Role ids a person can hold on a website (spec 2 §6); which permissions each role holds is not in the spec. */
export const ROLE = {
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
} as const;

/** Name of a role, e.g. "STORE_MANAGER". */
export type RoleName = keyof typeof ROLE;
/** Numeric role id, e.g. 8. */
export type Role = (typeof ROLE)[RoleName];

/** Finds the name of a role id. */
export const roleName = createNameLookup(ROLE);

/** Human labels for roles, shown in the admin's people and permissions screens. */
export const ROLE_LABEL: Readonly<Record<Role, string>> = {
  [ROLE.ADMIN]: "Admin",
  [ROLE.BILLING]: "Billing",
  [ROLE.REPORTING]: "Reporting",
  [ROLE.EDITOR]: "Editor",
  [ROLE.MODERATOR]: "Moderator",
  [ROLE.COMMENTER]: "Commenter",
  [ROLE.STORE_MANAGER]: "Store Manager",
  [ROLE.SCHEDULING]: "Scheduling",
  [ROLE.VIEWER]: "Viewer",
  [ROLE.CAMPAIGNS_EDITOR]: "Campaigns Editor",
  [ROLE.SCHEDULING_VIEWER]: "Scheduling Viewer",
  [ROLE.SCHEDULING_EDITOR]: "Scheduling Editor",
  [ROLE.NONE]: "None",
};
