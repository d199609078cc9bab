import { z } from "zod";
import { ROLE, ROLE_LABEL, type Role } from "../enumerations/roles";

/** Email addresses: something@domain.tld, 3 to 256 characters (spec 2 §5 length). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (argon2 hashes any length; this bounds the work). */
export const MAX_PASSWORD_LENGTH = 1024;
/** Longest display name. */
const MAX_DISPLAY_NAME_LENGTH = 100;
/** Days an invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 7;

/** Roles an admin can give a member: every role of spec 2 §6 except "none". */
export const ASSIGNABLE_ROLES: readonly Role[] = (Object.values(ROLE) as Role[]).filter((role) => role !== ROLE.NONE);

/** What each assignable role may do, shown beside the role select of the people screen. */
export const ROLE_DESCRIPTION: Readonly<Record<Role, string>> = {
  [ROLE.ADMIN]: "Everything, including people, settings and billing.",
  [ROLE.BILLING]: "Sees settings and manages payment settings.",
  [ROLE.REPORTING]: "Sees analytics and activity.",
  [ROLE.EDITOR]: "Edits pages, posts and forms; sees analytics.",
  [ROLE.MODERATOR]: "Sees content and moderates product reviews.",
  [ROLE.COMMENTER]: "Comments on the site; no access to the configuration area.",
  [ROLE.STORE_MANAGER]: "Runs the store: products, orders, shipping, taxes, coupons; sees form submissions.",
  [ROLE.SCHEDULING]: "Opens the configuration area for scheduling.",
  [ROLE.VIEWER]: "Sees everything and changes nothing.",
  [ROLE.CAMPAIGNS_EDITOR]: "Manages newsletter subscribers and campaigns; sees form submissions.",
  [ROLE.SCHEDULING_VIEWER]: "Opens the configuration area to look at scheduling.",
  [ROLE.SCHEDULING_EDITOR]: "Opens the configuration area to edit scheduling.",
  [ROLE.NONE]: "No access.",
};

/** The label of a role id, or "Role N" for an id this version does not know. */
export function roleLabelOf(roleId: number): string {
  return ROLE_LABEL[roleId as Role] ?? `Role ${roleId}`;
}

/** An invited person's email: trimmed, lowercased, checked with the plain message. */
export const invitedEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "Enter a valid email address.")
  .max(256, "Enter a valid email address.")
  .regex(EMAIL_PATTERN, "Enter a valid email address.");

const roleField = z
  .number()
  .int()
  .refine((value) => (ASSIGNABLE_ROLES as readonly number[]).includes(value), "Choose one of the roles.");

/** The body of `POST /api/config/people/invitations`. */
export const invitationInputSchema = z.strictObject({ email: invitedEmailSchema, roleId: roleField });

/** The body of `PUT /api/config/people/:accountId/role`. */
export const roleChangeSchema = z.strictObject({ roleId: roleField });

/** The fields of the invitation acceptance form (display name only for a new account). */
export const acceptanceInputSchema = z.object({
  displayName: z.string().trim().max(MAX_DISPLAY_NAME_LENGTH, `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters.`).default(""),
  password: z.string().max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`).default(""),
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH).default(""),
});
