import { ERROR_REPORTER_LIMITS } from "../../domain/limits/visitorLimits";
import type { SiteContext } from "../../domain/siteContext";
import type { z } from "zod";
import type { eventRoutes } from "../../domain/api/events";
import { crumbFetch } from "../../browser/crumbFetch";

/** Where browser errors are sent (spec 1 §7). */
const ERROR_REPORT_URL = "/api/events/RecordJavascriptErrors";
/** The note that ends a stack cut at the limit. */
export const STACK_TRUNCATION_NOTE = "\n[stack truncated]";

/** One error report record (spec 1 §3), as the route's body schema takes it. */
type ErrorReport = z.input<typeof eventRoutes.javascriptErrors.schema.body>[number];

/** Cuts a stack at 5000 characters, with a note saying so. */
export function truncateStack(stack: string): string {
  const max = ERROR_REPORTER_LIMITS.maxStackLength;
  return stack.length <= max ? stack : stack.slice(0, max) + STACK_TRUNCATION_NOTE;
}

/**
 * Sends the page's uncaught errors and unhandled rejections to the server as a JSON array with
 * the crumb header, debounced by 1 s; at most 10 wait in the queue and at most 20 sends happen
 * per page (spec 1 §8, §9). Sending never reports its own failures.
 */
export function installErrorReporter(context: SiteContext | null, win: Window = window): void {
  const queue: ErrorReport[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    timer = undefined;
    if (queue.length === 0 || sends >= ERROR_REPORTER_LIMITS.maxReportsPerPage) return;
    sends += 1;
    void crumbFetch({ method: "POST", url: ERROR_REPORT_URL, body: { json: queue.splice(0) }, keepalive: true });
  };

  const report = (message: string, error: unknown, file: string, line: number, column: number) => {
    if (sends >= ERROR_REPORTER_LIMITS.maxReportsPerPage || queue.length >= ERROR_REPORTER_LIMITS.maxQueuedReports) return;
    const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
    queue.push({
      event: "javascript_error",
      timestamp: Date.now(),
      data: {
        websiteId: context?.website.id ?? "",
        templateId: context?.templateId ?? "",
        url: win.location.href,
        userAgent: win.navigator.userAgent,
        app: "site",
        message: String(message).slice(0, 2000),
        stack: truncateStack(stack),
        file,
        line,
        column,
      },
    });
    clearTimeout(timer);
    timer = setTimeout(send, ERROR_REPORTER_LIMITS.sendDebounceMs);
  };

  win.addEventListener("error", (event) => {
    if (!(event instanceof ErrorEvent)) return;
    report(event.message, event.error, event.filename ?? "", event.lineno ?? 0, event.colno ?? 0);
  });
  win.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    report(reason instanceof Error ? reason.message : String(reason), reason, "", 0, 0);
  });
}
