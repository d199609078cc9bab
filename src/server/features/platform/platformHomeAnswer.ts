import type { FastifyReply, FastifyRequest } from "fastify";
import { listPageQuerySchema } from "../../../domain/api/paging";
import type { PlatformNotice } from "./platformFormParts";
import { renderPlatformSites, type PlatformForms, type SiteUrl } from "./platformHomePage";
import type { PlatformSites } from "./platformSites";

/** What the platform home uses: the domain sites answer under, and the platform's sites. */
interface PlatformHomeServices {
  config: { appDomain: string };
  platformSites: PlatformSites;
}

/** The port of the address the browser used (":3000"), or nothing on the scheme's own port. */
export function portSuffix(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.headers.host ?? "");
  return match ? `:${match[1]}` : "";
}

/** Where each site answers, seen from this request at the bare domain: same scheme and port, the site's own host. */
export function siteUrlFor(services: Pick<PlatformHomeServices, "config">, request: FastifyRequest): SiteUrl {
  return (identifier) => `${request.protocol}://${identifier}.${services.config.appDomain}${portSuffix(request)}`;
}

/**
 * Sends the signed-in administrator's platform home (a page of the sites, found by the address's
 * `?search=` and `?offset=`; the first page when they are not valid; the forms), with a notice or
 * the refused form's values.
 */
export async function sendPlatformHome(
  services: PlatformHomeServices,
  request: FastifyRequest,
  reply: FastifyReply,
  extras: { status?: number; notice?: PlatformNotice; create?: PlatformForms; invite?: PlatformForms } = {},
): Promise<FastifyReply> {
  const admin = request.platformAdmin;
  if (!admin) return reply.redirect("/", 303);
  const query = listPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url, "http://platform.invalid").searchParams));
  const page = query.success ? query.data : listPageQuerySchema.parse({});
  const { total, sites } = await services.platformSites.page(page);
  return reply
    .code(extras.status ?? 200)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(
      renderPlatformSites({
        email: admin.email,
        sites,
        paging: { total, offset: page.offset, limit: page.limit, search: page.search.trim() },
        siteUrl: siteUrlFor(services, request),
        crumb: request.crumb,
        notice: extras.notice ?? null,
        create: extras.create,
        invite: extras.invite,
      }),
    );
}
