import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { can, type AccessMode } from "../../domain/access/roleAccess";
import { PERMISSION, type Permission } from "../../domain/enumerations/permissions";
import { forbidden, unauthorized } from "../../domain/errors";
import { requireSite } from "./requestContext";

/** What a configuration route needs: a permission and whether it reads or writes. */
interface RouteAccess {
  permission: Permission;
  mode: AccessMode;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every /api/config route: who may call it. */
    access?: RouteAccess;
  }
}

/** The prefix of every owner-facing API route. */
const CONFIG_API_PREFIX = "/api/config/";

/** Message of a refused configuration call. */
const FORBIDDEN_MESSAGE = "You do not have permission to do this.";

/** One route with an access declaration (every /api/config route and the owner routes outside it), for the permission matrix and its test. */
export interface DeclaredConfigRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Enforces the role-to-permission matrix on every /api/config route: signed out is 401, a
 * missing permission (or no configuration-area access at all) is 403. A configuration route
 * registered without an access declaration stops the server from starting, so none can be
 * forgotten. Owner routes outside /api/config (site header and footer code, multilingual)
 * declare access the same way and are enforced and listed alike. Returns the list of
 * declared routes as they register.
 */
export function installAccessControl(app: FastifyInstance): DeclaredConfigRoute[] {
  const declared: DeclaredConfigRoute[] = [];
  const checkAccess =
    (access: RouteAccess): preHandlerAsyncHookHandler =>
    async (request) => {
      requireSite(request);
      if (!request.viewer) throw unauthorized("Sign in to continue.");
      const roles = request.viewer.roles;
      if (!can(roles, PERMISSION.CONFIG_AREA, "read") || !can(roles, access.permission, access.mode)) throw forbidden(FORBIDDEN_MESSAGE);
    };
  app.addHook("onRoute", (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      if (route.url.startsWith(CONFIG_API_PREFIX)) throw new Error(`${route.method} ${route.url} has no access declaration`);
      return;
    }
    for (const method of [route.method].flat()) if (method !== "HEAD") declared.push({ method, url: route.url, access });
    // On the declaring routes only, before their own checks, so a visitor's page pays nothing for it.
    route.preHandler = [checkAccess(access), ...[route.preHandler ?? []].flat()];
  });
  return declared;
}
