import { LogController, type FastifyRequest } from "fastify";

/**
 * Fastify's own request lines: written only with LOG_REQUESTS, and its "route not found" line
 * with the address the request serializer makes safe (loggedRequest.ts) instead of the raw one,
 * which may carry a token or a crumb.
 */
export class RequestLogControl extends LogController {
  constructor(logRequests: boolean) {
    super({ disableRequestLogging: !logRequests });
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, "route not found");
  }
}
