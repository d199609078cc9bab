import { NETWORK_LIMITS } from "../../domain/limits/networkLimits";
import type { z } from "zod";
import type { eventRoutes } from "../../domain/api/events";
import { crumbFetch } from "../../browser/crumbFetch";

/** Where batched trace events go (spec 1 §7). */
const TRACE_URL = "/api/events/Trace";
/** Events one batch carries at most (the server's limit). */
const MAX_BATCH = 100;

/** What a Trace call sends: the route's JSON batch form. */
type TraceBody = Extract<z.input<typeof eventRoutes.trace.schema.body>, { events: unknown }>;

let queue: TraceBody["events"] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.slice(0, MAX_BATCH);
  queue = [];
  const body: TraceBody = { events };
  void crumbFetch({ method: "POST", url: TRACE_URL, body: { json: body }, keepalive: true });
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
