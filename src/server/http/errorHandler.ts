import type { ServerLog } from "../log/serverLog";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDomainError } from "../../domain/errors";
import { domainErrorAnswer, type ApiErrorBody } from "../../domain/errorAnswer";
import { DATA_LAYER_MESSAGES } from "../../domain/messages/dataLayerMessages";
import { isDatabaseUnreachable } from "../../db/databaseUnreachable";

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Renders a failed page request as HTML (the site's error or not-found page). */
export type HtmlErrorRenderer = (request: FastifyRequest, reply: FastifyReply, status: number) => Promise<unknown> | unknown;

/** Maps any thrown error to an HTTP status and a message that is safe to show. */
export function describeError(error: unknown): { status: number; body: ApiErrorBody; retryAfter?: number } {
  if (isDomainError(error)) return { ...domainErrorAnswer(error), retryAfter: error.retryAfterSeconds };
  if (isDatabaseUnreachable(error)) {
    return { status: 503, body: { error: DATA_LAYER_MESSAGES.serviceUnavailable, code: "unavailable" }, retryAfter: DATABASE_RETRY_AFTER_SECONDS };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 400, body: { error: "The request is not valid.", code: "invalid" } };
  }
  const status = fastifyError.statusCode;
  if (status === 413) return { status, body: { error: "The request is too large.", code: "payload_too_large" } };
  if (status === 415) return { status, body: { error: "The request's content type is not supported.", code: "unsupported_media_type" } };
  if (status && status >= 400 && status < 500) {
    return { status, body: { error: "The request could not be understood.", code: "bad_request" } };
  }
  return { status: 500, body: { error: "Internal server error. Please try again later.", code: "internal" } };
}

/**
 * The one error handler: domain errors become their status with their message, client
 * mistakes a 4xx, a database that cannot be reached (down, restarting, cut off) a 503 with
 * Retry-After that passes by itself once it answers again, anything else a 500 that shows no internals, logged with its stack. Page requests get
 * an HTML page, API requests JSON.
 */
export function installErrorHandler(app: FastifyInstance, log: ServerLog, renderHtmlError: HtmlErrorRenderer): void {
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body, retryAfter } = describeError(error);
    // Logged always, by the route's pattern: the address itself may carry a token or a crumb.
    if (status >= 500) log.error("http.request", `${request.method} ${request.routeOptions.url ?? "(no route)"} answered ${status}.`, error);
    if (retryAfter !== undefined) reply.header("Retry-After", String(retryAfter));
    reply.code(status);
    if (request.url.startsWith("/api/") || request.method !== "GET") return reply.send(body);
    return renderHtmlError(request, reply, status);
  });
}
