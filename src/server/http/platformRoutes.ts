import type { FastifyReply, FastifyRequest } from "fastify";
import { sendDeleteConfirmation } from "../features/platform/platformHomeRoutes";
import { sendPlatformSite } from "../features/platform/platformSiteRoutes";
import { portSuffix, sendPlatformHome } from "../features/platform/platformHomeAnswer";
import { renderPlatformLanding } from "../features/platform/platformHomePage";
import type { AppServices } from "../services";
import { renderUnknownHostPage } from "../../site/render/platformChrome";
import { identifierFromHost } from "./tenancy";

/**
 * Answers a GET on the bare app domain: at "/" the platform home (every site, for a signed-in
 * platform administrator; otherwise what Tessera is and the sign-in forms), the hop from the
 * home page's form to a site's sign-in page at "/go", a site's screen (its status, kind and what
 * its owners may choose) at "/sites/{identifier}", its delete confirmation at
 * "/sites/{identifier}/delete", and the platform not-found page otherwise.
 */
export async function handlePlatformRequest(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const url = new URL(request.url, "http://platform.invalid");
  reply.type("text/html; charset=utf-8");
  const landing = () =>
    renderPlatformLanding({ appDomain: services.config.appDomain, port: portSuffix(request), crumb: request.crumb, error: null, email: "" });
  if (url.pathname === "/") {
    if (request.platformAdmin) return sendPlatformHome(services, request, reply);
    return reply.header("Cache-Control", "no-store").send(landing());
  }
  if (url.pathname === "/go") {
    const site = (url.searchParams.get("site") ?? "").trim().toLowerCase();
    const host = `${site}.${services.config.appDomain}`;
    if (identifierFromHost(host, services.config.appDomain)) {
      return reply.redirect(`${request.protocol}://${host}${portSuffix(request)}/config`, 302);
    }
    return reply.code(400).header("Cache-Control", "no-store").send(landing());
  }
  const deletion = /^\/sites\/([a-z0-9-]{1,63})\/delete$/.exec(url.pathname);
  if (deletion?.[1] && request.platformAdmin) return sendDeleteConfirmation(services, request, reply, deletion[1]);
  const siteScreen = /^\/sites\/([a-z0-9-]{1,63})$/.exec(url.pathname);
  if (siteScreen?.[1] && request.platformAdmin) return sendPlatformSite(services, request, reply, siteScreen[1]);
  if (url.pathname.startsWith("/platform/") || deletion || siteScreen) return reply.redirect("/", 303);
  return reply.code(404).send(renderUnknownHostPage());
}
