import { z } from "zod";
import { noFieldsSchema, rememberMeSchema } from "./bodies";
import type { ApiRoute } from "./route";

/**
 * What `POST /api/auth/Login` takes, as JSON or as the sign-in form (the session login payload of
 * spec 2 §3: email, password, rememberMe): a body that is not a
 * sign-in is read as empty credentials, so it fails like a wrong password.
 */
export const signInBodySchema = z
  .object({
    email: z.string().max(256).default(""),
    password: z.string().max(1024).default(""),
    rememberMe: rememberMeSchema,
    returnTo: z.string().max(2000).optional(),
    crumb: z.string().optional(),
  })
  .catch({ email: "", password: "", rememberMe: false });

/** The JSON answer of signing in or out: where the browser goes next (the form gets a 303 there instead). */
const signInAnswerSchema = z.object({ ok: z.boolean(), redirect: z.string() });

/** The sign-in page, shown again with its message when the sign-in form is refused. */
const signInPageSchema = z.string();

/**
 * The answers of `POST /api/auth/Login`: JSON for the configuration app, the page again for the
 * form under the refusal's status (401 for a wrong password, 429 when rate limited, 503 while the
 * limits cannot be checked).
 */
export const signInAnswers = {
  200: { content: { "application/json": { schema: signInAnswerSchema }, "text/html": { schema: signInPageSchema } } },
  401: { content: { "text/html": { schema: signInPageSchema } } },
  429: { content: { "text/html": { schema: signInPageSchema } } },
  503: { content: { "text/html": { schema: signInPageSchema } } },
};

/** The sign-out route of the configuration area and the visitor keyboard shortcut (the sign-in form posts itself). */
export const authRoutes = {
  logout: { method: "POST", url: "/api/auth/Logout", schema: { body: noFieldsSchema, response: { 200: signInAnswerSchema } } },
} satisfies Record<string, ApiRoute>;
