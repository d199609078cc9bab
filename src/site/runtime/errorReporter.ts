import { ERROR_REPORTER_LIMITS } from "../../domain/limits/visitorLimits";
import type { SiteContext } from "../../domain/siteContext";
import { CRUMB_HEADER_NAME, ensureCrumb } from "../../browser/crumb";

/** Where browser errors are sent (spec 1 §7). */
const ERROR_REPORT_URL = "/api/events/RecordJavascriptErrors";
/** The note that ends a stack cut at the limit. */
export const STACK_TRUNCATION_NOTE = "\n[stack truncated]";

/** One error report record (spec 1 §3). */
interface ErrorReport {
  event: string;
  timestamp: number;
  data: {
    websiteId: string;
    templateId: string;
    url: string;
    userAgent: string;
    app: string;
    message: string;
    stack: string;
    file: string;
    line: number;
    column: number;
  };
}

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
    const body = JSON.stringify(queue.splice(0));
    void ensureCrumb().then((crumb) =>
      fetch(ERROR_REPORT_URL, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", [CRUMB_HEADER_NAME]: crumb },
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => undefined),
    );
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
