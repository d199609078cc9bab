import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { platformSiteParamsSchema, sitePlanFormSchema } from "../../../domain/api/platform";
import { isDomainError } from "../../../domain/errors";
import { describeError } from "../../http/errorHandler";
import { requirePlatformAdmin } from "../../http/requestContext";
import { routeInput } from "../../http/validate";
import type { AppServices } from "../../services";
import type { PlatformNotice } from "./platformFormParts";
import { sendPlatformHome, siteUrlFor } from "./platformHomeAnswer";
import { renderPlatformSite, type SitePlanForm } from "./platformSitePage";

/** The plan form's fields as sent, as text, to fill the form again when it is refused. */
function sentPlan(body: unknown): SitePlanForm["values"] {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const kinds = Array.isArray(fields.allowedKinds) ? fields.allowedKinds : [fields.allowedKinds];
  return {
    status: text(fields.status),
    kind: text(fields.kind),
    allowedKinds: kinds.filter((kind): kind is string => typeof kind === "string"),
    note: text(fields.note) ?? "",
  };
}

/** Field messages by the form field they belong to: "allowedKinds[1]" is the ticked kinds' message. */
function byField(errors: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) fields[path.split(/[[.]/)[0]!] ??= message;
  return fields;
}

/**
 * Sends a site's screen on the platform home (its status, kind and what its owners may choose,
 * with the form that changes them), with a notice or the refused form; the platform home with a
 * problem when no site has the identifier.
 */
export async function sendPlatformSite(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  identifier: string,
  extras: { status?: number; notice?: PlatformNotice; form?: SitePlanForm } = {},
): Promise<FastifyReply> {
  const site = await services.platformSites.find(identifier);
  if (!site)
    return sendPlatformHome(services, request, reply, { status: 404, notice: { kind: "problem", text: `No site has the identifier "${identifier}".` } });
  const allowances = await services.sitePlans.allowances(site.id);
  return reply
    .code(extras.status ?? 200)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(
      renderPlatformSite({
        site,
        allowances,
        siteUrl: siteUrlFor(services, request),
        crumb: request.crumb,
        notice: extras.notice ?? null,
        form: extras.form ?? null,
      }),
    );
}

/**
 * The site screen's form post at the bare app domain: a platform administrator sets a site's
 * status, kind, the kinds its owners may move to and a note to them, checked with the schema
 * the owners' plan answer shares (domain/sitePlan). Answers the site screen again, saying what
 * changed or why not; owners of a site never reach it (404 on a site's host, 401 signed out).
 */
export async function registerPlatformSiteRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/platform/sites/:identifier/plan",
    { config: { answersInvalidInput: true }, schema: { params: platformSiteParamsSchema, body: sitePlanFormSchema } },
    async (request, reply) => {
      requirePlatformAdmin(request);
      const identifier = request.params.identifier;
      try {
        routeInput(request, platformSiteParamsSchema, request.params);
        const { crumb: _crumb, ...change } = routeInput(request, sitePlanFormSchema, request.body);
        await services.sitePlans.change(identifier, change);
        return sendPlatformSite(services, request, reply, identifier, {
          notice: { kind: "done", text: "Saved: the owners read the new status, kind and choices on their plan screens." },
        });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return sendPlatformSite(services, request, reply, identifier, {
          status: describeError(error).status,
          notice: { kind: "problem", text: error.fieldErrors ? "Nothing was saved: check the fields below." : error.message },
          form: { values: sentPlan(request.body), fieldErrors: byField(error.fieldErrors) },
        });
      }
    },
  );
}
