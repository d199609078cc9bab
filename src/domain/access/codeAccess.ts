import { PERMISSION } from "../enumerations/permissions";
import { can } from "./roleAccess";

/**
 * The right to put raw HTML or script on a site (code blocks, embed HTML, a form's post-submit
 * HTML, header and footer code, per-page code). It is the one the header and footer code route
 * has always required, writing settings, which only admins hold: whoever may add script can
 * act as any visitor of the site, so it goes with the site's keys.
 */
export const CODE_ACCESS = { permission: PERMISSION.SETTINGS, mode: "write" } as const;

/** What the server answers someone without the right who adds or changes raw HTML or script. */
export const CODE_ACCESS_REFUSAL = "Only an admin can add or change code, embedded HTML or script. Ask an admin of this site to make this change.";

/** Whether a set of roles may add or change raw HTML and script. */
export function mayWriteCode(roles: readonly number[]): boolean {
  return can(roles, CODE_ACCESS.permission, CODE_ACCESS.mode);
}
