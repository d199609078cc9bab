import { dataLayerStatusMessage, unparsableResponse } from "../../domain/messages/dataLayerMessages";
import { CRUMB_COOKIE_NAME, currentCrumb, ensureCrumb } from "../../browser/crumb";

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

async function parseBody(response: Response, url: string): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(unparsableResponse(url, (error as Error).message), response.status, "unparsable");
  }
}

/** What a call sends: a JSON body or a file upload. */
type RequestBody = { json: unknown } | { form: FormData } | undefined;

/**
 * Calls the server as the configuration area does everywhere: same-origin cookies, the crumb
 * header on every call (asked for before a write when the page has none), JSON in and out. A refused crumb is replaced by the fresh one the
 * server returns and the call is sent once more. Failures throw ApiError with the server's
 * message (or the data layer's message for the status).
 */
async function apiRequest<T>(method: string, url: string, body?: RequestBody, retried = false): Promise<T> {
  const crumb = method === "GET" ? currentCrumb() : await ensureCrumb();
  const headers: Record<string, string> = { accept: "application/json", "x-csrf-token": crumb };
  let payload: BodyInit | undefined;
  if (body && "json" in body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if (body && "form" in body) {
    payload = body.form;
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: "same-origin" });
  } catch {
    throw new ApiError(dataLayerStatusMessage(0), 0, "network");
  }
  const data = (await parseBody(response, url)) as Record<string, unknown> | null;
  if (response.ok) return data as T;
  if (response.status === 403 && data?.crumbFail === true && !retried) {
    if (typeof data.crumb === "string") document.cookie = `${CRUMB_COOKIE_NAME}=${encodeURIComponent(data.crumb)}; path=/; samesite=lax`;
    return apiRequest<T>(method, url, body, true);
  }
  throw refusalOf(response.status, data);
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

/** Shorthands for the four verbs. */
export const api = {
  get: <T>(url: string) => apiRequest<T>("GET", url),
  post: <T>(url: string, json?: unknown) => apiRequest<T>("POST", url, json === undefined ? undefined : { json }),
  put: <T>(url: string, json: unknown) => apiRequest<T>("PUT", url, { json }),
  patch: <T>(url: string, json: unknown) => apiRequest<T>("PATCH", url, { json }),
  delete: <T = null>(url: string) => apiRequest<T>("DELETE", url),
  upload: <T>(url: string, form: FormData) => apiRequest<T>("POST", url, { form }),
};
