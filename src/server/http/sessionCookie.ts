import type { FastifyReply, FastifyRequest } from "fastify";

/** The cookie holding an owner's session token (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = "tsr_session";

/** Whether the browser reached us over https (directly or through a trusted proxy). */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** Sets a fresh session cookie. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    expires: expiresAt,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: isSecureRequest(request) });
}
