import { dataLayerStatusMessage, unparsableResponse } from "../../domain/messages/dataLayerMessages";
import { GENERAL_MESSAGES } from "../../domain/messages/generalMessages";
import { crumbFetch, type CrumbCall } from "../../browser/crumbFetch";

/** A refused or failed configuration call, with what the server said about it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Field path to message, when the server refused some fields. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Fired on window when the session ended, so the shell can offer to sign in again. */
export const LOGIN_REQUIRED_EVENT = "tessera:login-required";

/**
 * Calls the server as the configuration area does everywhere (through `call`), with the one crumb-aware fetch
 * (same-origin cookies, the crumb and its one retry, JSON in and out). Failures throw ApiError with
 * the server's message (or the data layer's message for the status); a call the network did not
 * carry throws "Network error" (spec 2 §8), status 0.
 */
export async function apiRequest<T>(request: CrumbCall): Promise<T> {
  const answer = await crumbFetch(request);
  if (answer.status === 0) throw new ApiError(GENERAL_MESSAGES.networkError, 0, "network");
  if (answer.unreadable !== undefined) throw new ApiError(unparsableResponse(request.url, answer.unreadable), answer.status, "unparsable");
  if (answer.status >= 200 && answer.status < 300) return answer.data as T;
  throw refusalOf(answer.status, answer.data as Record<string, unknown> | null);
}

/**
 * The ApiError of a refused call, from its status and answer (the server's message, or the data
 * layer's for the status); a lapsed session also tells the shell to offer signing in again.
 * Uploads sent with progress (uploadWithProgress.ts) answer their refusals through it too.
 */
export function refusalOf(status: number, data: Record<string, unknown> | null): ApiError {
  if (status === 401 || data?.loginRequired === true) window.dispatchEvent(new Event(LOGIN_REQUIRED_EVENT));
  const message = typeof data?.error === "string" ? data.error : typeof data?.message === "string" ? data.message : dataLayerStatusMessage(status);
  const errors = data?.errors && typeof data.errors === "object" ? (data.errors as Record<string, string>) : {};
  return new ApiError(message, status, typeof data?.code === "string" ? data.code : "error", errors);
}
