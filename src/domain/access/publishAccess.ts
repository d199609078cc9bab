import { PERMISSION } from "../enumerations/permissions";
import { can } from "./roleAccess";

/**
 * The right to decide what visitors see: publishing a page's or post's draft, scheduling it,
 * making it private or hidden again, and approving or sending back what an editor submitted for
 * review. Only admins hold it (admin area 2, write); editors write content and submit it for
 * review instead.
 */
export const PUBLISH_ACCESS = { permission: PERMISSION.ADMIN_AREA, mode: "write" } as const;

/** What the server answers someone without the right who tries to publish or change who sees a page or post. */
export const PUBLISH_REFUSAL = "Only an admin can publish or change who sees this. Submit it for review instead.";

/** Whether a set of roles may publish and decide reviews. */
export function mayPublish(roles: readonly number[]): boolean {
  return can(roles, PUBLISH_ACCESS.permission, PUBLISH_ACCESS.mode);
}
