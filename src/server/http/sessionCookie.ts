import type { FastifyReply, FastifyRequest } from "fastify";

/** The cookie holding an owner's session token (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = "tsr_session";

/** The cookie holding a platform administrator's session token at the bare app domain; never a site's. */
export const PLATFORM_SESSION_COOKIE = "tsr_platform_session";

/** The cookie holding a customer's session token (a site user's, never an owner's). */
export const SITE_USER_SESSION_COOKIE = "tsr_customer";

/** Whether the browser reached us over https (directly or through a trusted proxy). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/**
 * Sets a fresh session cookie (an owner's unless another cookie name is given); with a null
 * expiry it lasts as long as the browser (a customer who did not ask to be remembered).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date | null, name = SESSION_COOKIE): void {
  reply.setCookie(name, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    ...(expiresAt ? { expires: expiresAt } : {}),
  });
}

/** Removes the session cookie (an owner's unless another cookie name is given). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name = SESSION_COOKIE): void {
  reply.clearCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure: isSecureRequest(request) });
}
