import type { ConsoleError } from "../harness/browser";
import type { RunningServer } from "../harness/startServer";
import { SiteClient } from "./siteClient";

const FORM_RENDER_PATH = "/api/census/form-render";
const RECORD_EVENT_PATH = "/api/events/RecordEvent";

/** What Chromium logs for a response with an error status. */
export function failedResource(status: number, reason: string, url: string): ConsoleError {
  return { text: `Failed to load resource: the server responded with a status of ${status} (${reason})`, url };
}

const REASONS: Record<number, string> = { 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 413: "Payload Too Large", 429: "Too Many Requests", 500: "Internal Server Error" };

/** The console error Chromium logs for an answer with this status at this URL. */
export function failedStatus(status: number, url: string): ConsoleError {
  return failedResource(status, REASONS[status] ?? "", url);
}

/**
 * Whether the server does not serve a POST route yet: only the content catch-all answers a
 * crumb-carrying POST to an unknown path, with a redirect back to it.
 */
async function unserved(server: RunningServer, identifier: string, routePath: string): Promise<boolean> {
  const client = new SiteClient(server, identifier);
  await client.send("GET", "/");
  return (await client.send("POST", routePath, { form: {} })).status === 303;
}

/**
 * The visitor-runtime feature serves the census and event routes the form island calls
 * fire-and-forget (POST /api/census/form-render without a crumb, POST /api/events/RecordEvent
 * with one). Until those routes are served, the browser logs the refusal (403) or the
 * not-found page the redirect leads to (404): these are the errors to expect then, and none
 * once the routes are there.
 */
export async function formRenderNoise(server: RunningServer, identifier: string, forms: number): Promise<ConsoleError[]> {
  if (!(await unserved(server, identifier, FORM_RENDER_PATH))) return [];
  return Array.from({ length: forms }, () => failedStatus(403, server.siteUrl(identifier, FORM_RENDER_PATH)));
}

/** The console error of the newsletter's RecordEvent call while that route is not served (see formRenderNoise). */
export async function recordEventNoise(server: RunningServer, identifier: string): Promise<ConsoleError[]> {
  return (await unserved(server, identifier, RECORD_EVENT_PATH)) ? [failedStatus(404, server.siteUrl(identifier, RECORD_EVENT_PATH))] : [];
}
