import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import { CRUMB_HEADER_NAME, ensureCrumb } from "../../browser/crumb";

/** Where batched trace events go (spec 1 §7). */
const TRACE_URL = "/api/events/Trace";
/** Events one batch carries at most (the server's limit). */
const MAX_BATCH = 100;

let queue: { event: string; data: Record<string, unknown>; timestamp: number }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, MAX_BATCH);
  queue = [];
  void ensureCrumb().then((crumb) =>
    fetch(TRACE_URL, {
      method: "POST",
      body: JSON.stringify({ events }),
      headers: { "Content-Type": "application/json", [CRUMB_HEADER_NAME]: crumb },
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined),
  );
}

/** Queues a trace event; the batch is sent when the 30 s timer started by the first one fires, or when the page is hidden. */
export function trace(event: string, data: Record<string, unknown> = {}): void {
  queue.push({ event, data, timestamp: Date.now() });
  timer ??= setTimeout(flush, NETWORK_LIMITS.traceBatchTimerSeconds * 1000);
}

/** Sends what is queued when the visitor leaves the page. */
export function flushTraceOnHide(): void {
  addEventListener("pagehide", () => {
    clearTimeout(timer);
    flush();
  });
}
