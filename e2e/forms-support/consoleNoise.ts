import type { ConsoleError } from "../harness/browser";

/** What Chromium logs for a response with an error status. */
export function failedResource(status: number, reason: string, url: string): ConsoleError {
  return { text: `Failed to load resource: the server responded with a status of ${status} (${reason})`, url };
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** The console error Chromium logs for an answer with this status at this URL. */
export function failedStatus(status: number, url: string): ConsoleError {
  return failedResource(status, REASONS[status] ?? "", url);
}
