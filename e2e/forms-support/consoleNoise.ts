import type { ConsoleError } from "../harness/browser";
import type { RunningServer } from "../harness/startServer";
import { SiteClient } from "./siteClient";

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
 * The console errors a page with forms logs for its census calls while the server does not
 * serve /api/census/form-render yet (the visitor-runtime feature owns that route; the island
 * calls it fire-and-forget and ignores the answer). Empty once the route is served.
 */
export async function formRenderNoise(server: RunningServer, identifier: string, forms: number): Promise<ConsoleError[]> {
  const probe = await new SiteClient(server, identifier).send("POST", "/api/census/form-render", { form: {} });
  if (probe.status < 403 || probe.status > 404) return [];
  return Array.from({ length: forms }, () => failedStatus(probe.status, server.siteUrl(identifier, "/api/census/form-render")));
}
