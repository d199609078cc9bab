import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../people/peopleSchema";

/** How long a mailed link to choose a new password works. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 60;

/**
 * What `POST /config/forgot-password` takes from its form: the address to send the link to (any
 * text: the answer is the same whether or not an account has it).
 */
export const passwordResetRequestSchema = z.object({ email: z.string().max(256).default(""), crumb: z.string().optional() }).catch({ email: "" });

/**
 * What `POST /config/reset-password/:token` takes from its form: the new password twice, under
 * the rules every account password follows (as an invitation's new account does).
 */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`)
      .default(""),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH).default(""),
    crumb: z.string().optional(),
  })
  .refine((input) => input.password === input.confirmPassword, { message: "The passwords do not match.", path: ["confirmPassword"] });
