import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import { DATA_LAYER_MESSAGES, dataLayerStatusMessage, unparsableResponse } from "../../domain/messages/dataLayerMessages";
import { stringifyQueryString, type QueryInputObject } from "../../domain/queryString";
import { crumbFetch } from "../../browser/crumbFetch";
import { recordEvent } from "../../browser/census/censusClient";
import { NETWORK_ERROR_EVENT } from "../../domain/enumerations/trackingEvents";
import { withPart } from "../../browser/partLoader";

/** The window event fired when the server says the call needs a signed-in user. */
const LOGIN_REQUIRED_EVENT = "tessera:login-required";

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

function urlWithQuery(request: DataLayerRequest): string {
  const query = request.query ? stringifyQueryString(request.query) : "";
  return query === "" ? request.url : `${request.url}${request.url.includes("?") ? "&" : "?"}${query}`;
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
 * The generic data layer of spec 1 §7, §8 for GET, POST, PUT and DELETE: sends through the one
 * crumb-aware fetch with the crumb as a query parameter, JSON or form bodies, and handles answers as the spec says. An unparsable
 * answer opens the system error overlay; 400, 401, 500 and 502 answers carrying error, message
 * or billingErrorCode reject for the caller to show; loginRequired fires the login-required
 * event; crumbFail (with cookies enabled) stores the new crumb and retries once (crumbFetch); "Unable to
 * connect…" retries when asked; anything else opens the full-page overlay ("Something Went
 * Wrong!" when the answer is flagged cleaned). A call the network did not carry is recorded as a
 * system_network_error event carrying urlRequested (spec 1 §7). Resolves with the parsed answer.
 */
export async function request<T = DataLayerAnswer>(call: DataLayerRequest): Promise<T> {
  const method = call.method ?? "GET";
  const body = call.data && method !== "GET" ? (call.json ? { json: call.data } : { fields: stringifyQueryString(call.data) }) : undefined;
  const answer = await crumbFetch({ method, url: urlWithQuery(call), body, crumbInQuery: true });
  if (answer.status === 0) {
    recordEvent(NETWORK_ERROR_EVENT, { urlRequested: call.url });
    return retryOrFail(call, 0, null);
  }
  if (answer.unreadable !== undefined) {
    const message = unparsableResponse(call.url, answer.unreadable);
    await showOverlay(message, "");
    throw new DataLayerError(message, answer.status, null);
  }
  const data = (answer.data ?? {}) as DataLayerAnswer;
  if (data.loginRequired) {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: call.url } }));
    throw new DataLayerError(dataLayerStatusMessage(401), answer.status, data);
  }
  if (answer.status >= 200 && answer.status < 300 && !data.error) return data as T;
  if (FAILURE_HANDLER_STATUSES.includes(answer.status) && (data.error || data.message || data.billingErrorCode)) {
    throw new DataLayerError(String(data.error ?? data.message ?? data.billingErrorCode), answer.status, data);
  }
  return retryOrFail(call, answer.status, data);
}

async function retryOrFail<T>(call: DataLayerRequest, status: number, data: DataLayerAnswer | null): Promise<T> {
  const message = dataLayerStatusMessage(status);
  const unreachable = ![401, 403, 500, 501, 503].includes(status);
  if (unreachable && (call.retries ?? 0) > 0) {
    await wait(NETWORK_LIMITS.dataLayerRetryDelayMs);
    return request<T>({ ...call, retries: (call.retries ?? 0) - 1 });
  }
  const cleaned = data?.cleaned === true;
  await showOverlay(cleaned ? DATA_LAYER_MESSAGES.somethingWentWrong : message, cleaned ? "" : String(data?.error ?? data?.message ?? ""));
  throw new DataLayerError(message, status, data);
}
