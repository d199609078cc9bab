import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../services";
import { renderPlatformHome, renderUnknownHostPage } from "./platformChrome";
import { identifierFromHost } from "./tenancy";

function portSuffix(request: FastifyRequest): string {
  const match = /:(\d+)$/.exec(request.headers.host ?? "");
  return match ? `:${match[1]}` : "";
}

/**
 * Answers a GET on the bare app domain: the platform home page at "/", the hop from the home
 * page's form to a site's sign-in page at "/go", and the platform not-found page otherwise.
 */
export async function handlePlatformRequest(services: AppServices, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const url = new URL(request.url, "http://platform.invalid");
  reply.type("text/html; charset=utf-8");
  if (url.pathname === "/") return reply.send(renderPlatformHome(services.config.appDomain, portSuffix(request)));
  if (url.pathname === "/go") {
    const site = (url.searchParams.get("site") ?? "").trim().toLowerCase();
    const host = `${site}.${services.config.appDomain}`;
    if (identifierFromHost(host, services.config.appDomain)) {
      return reply.redirect(`${request.protocol}://${host}${portSuffix(request)}/config`, 302);
    }
    return reply.code(400).send(renderPlatformHome(services.config.appDomain, portSuffix(request)));
  }
  return reply.code(404).send(renderUnknownHostPage());
}
