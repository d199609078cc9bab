import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import { DATA_LAYER_MESSAGES, dataLayerStatusMessage, unparsableResponse } from "../../domain/messages/dataLayerMessages";
import { stringifyQueryString, type QueryInputObject } from "../../domain/queryString";
import { writeCookie } from "../../browser/cookies";
import { CRUMB_COOKIE_NAME, currentCrumb, ensureCrumb } from "../../browser/crumb";
import { recordEvent } from "../../browser/census/censusClient";
import { NETWORK_ERROR_EVENT } from "../../domain/enumerations/trackingEvents";
import { withPart } from "../../browser/partLoader";

/** The window event fired when the server says the call needs a signed-in user. */
const LOGIN_REQUIRED_EVENT = "tessera:login-required";
/** How long the refreshed crumb cookie lives (the server reissues it when it no longer verifies). */
const CRUMB_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/** One data-layer call. */
export interface DataLayerRequest {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Query parameters (nested objects and lists allowed). */
  query?: QueryInputObject;
  /** The body: form-encoded unless json is true. */
  data?: QueryInputObject;
  json?: boolean;
  /** Extra tries after "Unable to connect…", 200 ms apart. */
  retries?: number;
}

/** The answer fields the data layer reads (spec 1 §7). */
export interface DataLayerAnswer {
  error?: string;
  message?: string;
  billingErrorCode?: string;
  loginRequired?: boolean;
  authorizationFail?: boolean;
  crumbFail?: boolean;
  crumb?: string;
  errors?: Record<string, string>;
  cleaned?: boolean;
  errorKey?: string;
  [key: string]: unknown;
}

/** A failed call: its status, what the server said and the message shown. */
class DataLayerError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: DataLayerAnswer | null,
  ) {
    super(message);
    this.name = "DataLayerError";
  }
}

const FAILURE_HANDLER_STATUSES = [400, 401, 500, 502];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlWithCrumb(request: DataLayerRequest, crumb: string): string {
  const query = stringifyQueryString({ ...(request.query ?? {}), crumb });
  return `${request.url}${request.url.includes("?") ? "&" : "?"}${query}`;
}

async function showOverlay(title: string, detail: string): Promise<void> {
  await withPart(
    "systemErrorOverlay",
    "Tessera.request",
    () => import("./systemErrorOverlay"),
    (m) => m.showSystemErrorOverlay({ title, detail }),
  );
}

/**
 * The generic data layer of spec 1 §7, §8 for GET, POST, PUT and DELETE: adds the crumb query
 * parameter (asking the server for one before a write when the page has none), sends JSON or form bodies, and handles answers as the spec says. An unparsable
 * answer opens the system error overlay; 400, 401, 500 and 502 answers carrying error, message
 * or billingErrorCode reject for the caller to show; loginRequired fires the login-required
 * event; crumbFail (with cookies enabled) stores the new crumb and retries once; "Unable to
 * connect…" retries when asked; anything else opens the full-page overlay ("Something Went
 * Wrong!" when the answer is flagged cleaned). A call the network did not carry is recorded as a
 * system_network_error event carrying urlRequested (spec 1 §7). Resolves with the parsed answer.
 */
export async function request<T = DataLayerAnswer>(call: DataLayerRequest, crumbRetried = false): Promise<T> {
  const method = call.method ?? "GET";
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (call.data && method !== "GET") {
    init.body = call.json ? JSON.stringify(call.data) : stringifyQueryString(call.data);
    init.headers = { ...init.headers, "Content-Type": call.json ? "application/json" : "application/x-www-form-urlencoded" };
  }
  const url = urlWithCrumb(call, method === "GET" ? currentCrumb() : await ensureCrumb());
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    recordEvent(NETWORK_ERROR_EVENT, { urlRequested: call.url });
    return retryOrFail(call, 0, null, crumbRetried);
  }
  const text = await response.text();
  let data: DataLayerAnswer;
  try {
    data = (text === "" ? {} : JSON.parse(text)) as DataLayerAnswer;
  } catch (error) {
    const message = unparsableResponse(call.url, error instanceof Error ? error.message : String(error));
    await showOverlay(message, "");
    throw new DataLayerError(message, response.status, null);
  }
  if (data.crumbFail && typeof data.crumb === "string" && navigator.cookieEnabled && !crumbRetried) {
    writeCookie(CRUMB_COOKIE_NAME, data.crumb, CRUMB_COOKIE_MAX_AGE_SECONDS);
    return request<T>(call, true);
  }
  if (data.loginRequired) {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: call.url } }));
    throw new DataLayerError(dataLayerStatusMessage(401), response.status, data);
  }
  if (response.ok && !data.error) return data as T;
  if (FAILURE_HANDLER_STATUSES.includes(response.status) && (data.error || data.message || data.billingErrorCode)) {
    throw new DataLayerError(String(data.error ?? data.message ?? data.billingErrorCode), response.status, data);
  }
  return retryOrFail(call, response.status, data, crumbRetried);
}

async function retryOrFail<T>(call: DataLayerRequest, status: number, data: DataLayerAnswer | null, crumbRetried: boolean): Promise<T> {
  const message = dataLayerStatusMessage(status);
  const unreachable = ![401, 403, 500, 501, 503].includes(status);
  if (unreachable && (call.retries ?? 0) > 0) {
    await wait(NETWORK_LIMITS.dataLayerRetryDelayMs);
    return request<T>({ ...call, retries: (call.retries ?? 0) - 1 }, crumbRetried);
  }
  const cleaned = data?.cleaned === true;
  await showOverlay(cleaned ? DATA_LAYER_MESSAGES.somethingWentWrong : message, cleaned ? "" : String(data?.error ?? data?.message ?? ""));
  throw new DataLayerError(message, status, data);
}
