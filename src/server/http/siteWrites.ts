import type { FastifyInstance, onSendAsyncHookHandler } from "fastify";
import type { SiteChanges } from "../features/sites/siteChanges";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The explicit opt-out of the site write hook: set only on a write route that provably
     * changes nothing a visitor's page shows (draft autosaves, sign-in, visitor analytics, carts).
     */
    pagesUnchanged?: true;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether a status says the request was refused (bad input, no access, conflict): nothing was written. */
function refused(status: number): boolean {
  return status >= 400 && status < 500;
}

/**
 * Makes cache invalidation safe by default: every write request on a site's host reports the
 * site as changed once its handler is done and its transactions have committed, before the
 * response leaves, unless it was refused (a 4xx answer). A server error counts as a change, so
 * a write that failed half-way is covered too. A route opts out only by declaring
 * `pagesUnchanged: true`.
 */
export function installSiteWrites(app: FastifyInstance, siteChanges: SiteChanges): void {
  const reportChange: onSendAsyncHookHandler = async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || refused(reply.statusCode)) return;
    if (request.tenant?.kind !== "site") return;
    await siteChanges.changed(request.tenant.website.id);
  };
  // Attached to each write route as it registers (reads never pay for it); every route registers after this.
  app.addHook("onRoute", (route) => {
    if (route.config?.pagesUnchanged || ![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), reportChange];
  });
}
