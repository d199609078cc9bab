import type { FastifyRequest } from "fastify";
import { notFound, unauthorized } from "../../domain/errors";
import { SITE_USER_MESSAGES } from "../../domain/api/siteUsers";

const SIGN_IN_FIRST = SITE_USER_MESSAGES.signInFirst;
import type { Viewer } from "../features/accounts/viewer";
import type { SiteUser } from "../features/siteUsers/siteUsers";
import type { PlatformAdmin } from "../features/platform/platformAdmins";
import type { Website } from "../features/sites/websiteRecord";
import type { Tenant } from "./tenancy";

declare module "fastify" {
  interface FastifyRequest {
    /** Which site (or the platform) the Host header names; set before any handler runs. */
    tenant: Tenant;
    /** The signed-in account on this site, or null for a visitor. */
    viewer: Viewer | null;
    /** The platform administrator signed in at the bare app domain, or null (always null on a site's host). */
    platformAdmin: PlatformAdmin | null;
    /** The raw session token from the cookie, when one was sent and is valid. */
    sessionToken: string | null;
    /** The customer (site user) signed in on this site, or null; never an owner (their sessions are apart). */
    siteUser: SiteUser | null;
    /** The raw customer session token from its cookie, when one was sent and is valid. */
    siteUserToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * Set false on state-changing routes that are exempt from the crumb check (beacons).
     * "orSameOriginForm": a plain form post without the crumb passes too when the browser shows
     * it came from the site's own pages (`sameOriginPost.ts`); only for harmless visitor-scoped
     * actions a cached page offers without script (adding to the cart).
     */
    crumb?: boolean | "orSameOriginForm";
  }
}

/** The website this request is for, or a not-found error on platform and unknown hosts. */
export function requireSite(request: FastifyRequest): Website {
  if (request.tenant.kind !== "site") throw notFound("Not found.");
  return request.tenant.website;
}

/** The platform administrator of a request at the bare app domain; not found on a site's host, unauthorized when signed out. */
export function requirePlatformAdmin(request: FastifyRequest): PlatformAdmin {
  if (request.tenant.kind !== "platform") throw notFound("Not found.");
  if (!request.platformAdmin) throw unauthorized("Sign in to continue.");
  return request.platformAdmin;
}

/** The signed-in viewer, or an unauthorized error. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized("Sign in to continue.");
  return request.viewer;
}

/** The signed-in customer, or an unauthorized error. */
export function requireSiteUser(request: FastifyRequest): SiteUser {
  if (!request.siteUser) throw unauthorized(SIGN_IN_FIRST);
  return request.siteUser;
}
