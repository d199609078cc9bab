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
  // Both hooks run on every request, so they are plain callbacks that return at once when they have nothing to do.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (readiness.isDraining) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onRequest", (request, reply, done) => {
    const probe = request.url.startsWith(HEALTH_PATH) || request.url.startsWith(READY_PATH);
    if (!probe || (request.method !== "GET" && request.method !== "HEAD")) return done();
    const path = request.url.split("?")[0];
    if (path === HEALTH_PATH) return void reply.header("cache-control", "no-store").send({ status: "ok" });
    if (path !== READY_PATH) return done();
    readiness.report().then((report) => {
      reply.header("cache-control", "no-store");
      if (report.status !== "ready") reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS));
      reply.send(report);
    }, done);
  });
}
