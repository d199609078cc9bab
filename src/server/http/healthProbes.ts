import type { FastifyInstance } from "fastify";
import type { Readiness } from "./readiness";

/** The liveness probe: answers while the process runs. */
const HEALTH_PATH = "/healthz";
/** The readiness probe: 200 when the node's dependencies answer, 503 while they do not or while it drains. */
const READY_PATH = "/readyz";

/** Seconds a load balancer is asked to wait before trying a node that is not ready again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Answers the two probes on any host name (load balancers probe by address), ahead of the site
 * lookup, sessions and crumbs, which need the database a probe is asking about. While the node
 * drains, every answer also tells the client to close its connection, so keep-alive clients move
 * to another node instead of sending here again.
 */
export function installHealthProbes(app: FastifyInstance, readiness: Readiness): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (readiness.isDraining) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const path = request.url.split("?")[0];
    if (path === HEALTH_PATH) return reply.header("cache-control", "no-store").send({ status: "ok" });
    if (path !== READY_PATH) return;
    const report = await readiness.report();
    reply.header("cache-control", "no-store");
    if (report.status !== "ready") reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS));
    return reply.send(report);
  });
}
