import { writeCookie } from "./cookies";
import { CRUMB_COOKIE_NAME, CRUMB_HEADER_NAME, currentCrumb, ensureCrumb } from "./crumb";

/** How long a crumb cookie stored from a refusal lives (the server reissues it when it no longer verifies). */
const CRUMB_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/** What the server answered a call: its status (0 when the network did not carry the call) and its JSON body (null when empty). */
export interface ServerAnswer {
  status: number;
  data: unknown;
}

/** The answer of crumbFetch, with the JSON parser's complaint when the body was not JSON (data is then null). */
export interface CrumbAnswer extends ServerAnswer {
  unreadable?: string;
}

/** One call sent by crumbFetch. */
export interface CrumbCall {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** The body: JSON, form fields already encoded (application/x-www-form-urlencoded), a multipart form or text of a media type (a CSV file). */
  body?: { json: unknown } | { fields: string } | { form: FormData } | { text: string; contentType: string };
  /** Headers of the call's own, such as a signed-in customer's X-SiteUser-XSRF-Token, sent on each try. */
  headers?: Record<string, string>;
  /** Sends the crumb as the `crumb` query parameter, as the visitor data layer does (spec 1 §7), instead of the header. */
  crumbInQuery?: boolean;
  /** Lets the call outlive the page (error reports and traces sent as the visitor leaves). */
  keepalive?: boolean;
  /** Gives the call up, as the census does after its timeout. */
  signal?: AbortSignal;
}

/** Whether the server refused an answer's crumb (403 with crumbFail), which an answer can still be after its one retry. */
export function crumbRefused(answer: ServerAnswer): boolean {
  return answer.status === 403 && typeof answer.data === "object" && answer.data !== null && (answer.data as { crumbFail?: unknown }).crumbFail === true;
}

/**
 * Sends a call with the visitor's crumb (the one held for a GET; for a write, asked of the server first
 * when the page has none) and, when the server refuses the crumb and the browser keeps cookies, stores
 * the fresh crumb the refusal carries and sends the call once more with it. `send` is how the call goes
 * out: crumbFetch below, or XMLHttpRequest where an upload reports its progress.
 */
export async function sendWithCrumb<A extends ServerAnswer>(method: string, send: (crumb: string) => Promise<A>): Promise<A> {
  const first = await send(method === "GET" ? currentCrumb() : await ensureCrumb());
  if (!crumbRefused(first) || !navigator.cookieEnabled) return first;
  const fresh = (first.data as { crumb?: unknown }).crumb;
  if (typeof fresh !== "string") return send(currentCrumb());
  writeCookie(CRUMB_COOKIE_NAME, fresh, CRUMB_COOKIE_MAX_AGE_SECONDS);
  return send(fresh);
}

function bodyOf(call: CrumbCall): { body?: BodyInit; contentType?: string } {
  if (!call.body) return {};
  if ("json" in call.body) return { body: JSON.stringify(call.body.json), contentType: "application/json" };
  if ("fields" in call.body) return { body: call.body.fields, contentType: "application/x-www-form-urlencoded" };
  if ("text" in call.body) return { body: call.body.text, contentType: call.body.contentType };
  return { body: call.body.form };
}

async function fetchOnce(call: CrumbCall, crumb: string): Promise<CrumbAnswer> {
  const { body, contentType } = bodyOf(call);
  const headers: Record<string, string> = { Accept: "application/json", ...(contentType ? { "Content-Type": contentType } : {}), ...call.headers };
  let url = call.url;
  if (call.crumbInQuery) url += `${url.includes("?") ? "&" : "?"}crumb=${encodeURIComponent(crumb)}`;
  else headers[CRUMB_HEADER_NAME] = crumb;
  let response: Response;
  try {
    response = await fetch(url, { method: call.method, headers, body, credentials: "same-origin", keepalive: call.keepalive, signal: call.signal });
  } catch {
    return { status: 0, data: null };
  }
  const text = await response.text().catch(() => "");
  if (text === "") return { status: response.status, data: null };
  try {
    return { status: response.status, data: JSON.parse(text) as unknown };
  } catch (error) {
    return { status: response.status, data: null, unreadable: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The one way browser code calls the server's JSON API: same-origin cookies, the crumb and its one
 * retry (sendWithCrumb), JSON in and out. Never throws: a call the network did not carry answers status 0.
 */
export function crumbFetch(call: CrumbCall): Promise<CrumbAnswer> {
  return sendWithCrumb(call.method, (crumb) => fetchOnce(call, crumb));
}
