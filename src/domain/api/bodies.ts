import { z } from "zod";

/**
 * A request body read by `schema` after dropping the crumb a form-encoded call may carry; a
 * call without a body is read as `{}`.
 */
export function withoutCrumb<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === undefined) return {};
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const { crumb: _crumb, ...rest } = value as Record<string, unknown>;
    return rest;
  }, schema);
}

/**
 * "Keep me signed in" of the sign-in forms and calls (spec 2 §3 and §7): true from JSON, or
 * "true" / "on" from a form's checkbox; absent or unticked means a session that ends with the browser.
 */
export const rememberMeSchema = z
  .union([z.boolean(), z.enum(["true", "false", "on"])])
  .default(false)
  .transform((value) => value === true || value === "true" || value === "on");

/** The body of a call that takes no fields (fulfil, refund, sign-out): whatever it carries, such as a form's crumb, is ignored. */
export const noFieldsSchema = z.preprocess((value) => value ?? {}, z.object({}));
