import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { suppressionWebhookRoute } from "../../../domain/api/campaigns";
import { unauthorized } from "../../../domain/errors";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";

/** The secret a webhook call carries: a Bearer token, or the password of Basic authentication. */
function secretOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? "";
  const [scheme, value = ""] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === "bearer") return value;
  if (scheme?.toLowerCase() === "basic") {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    return decoded.slice(decoded.indexOf(":") + 1);
  }
  return "";
}

/**
 * The bounce and complaint webhook on a site's host: a mail provider posts the addresses that
 * bounced for good or complained, with the site's webhook secret, and each is put on the site's
 * suppression list, so no later campaign is sent to it. No crumb (the secret is the proof), and
 * no page changes.
 */
export async function registerSuppressionWebhookRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  server.withTypeProvider<ZodTypeProvider>().route({
    ...suppressionWebhookRoute,
    config: { crumb: false, pagesUnchanged: true },
    // The secret is checked before the body, so a caller without it learns nothing of the format.
    preValidation: async (request) => {
      if (!(await services.campaignSettings.webhookSecretMatches(requireSite(request).id, secretOf(request))))
        throw unauthorized("The webhook secret is missing or wrong. Make one under Newsletter, Settings, and send it as a Bearer token.");
    },
    handler: async (request) => {
      const site = requireSite(request);
      let suppressed = 0;
      for (const event of request.body.events) if (await services.campaigns.suppressIfNew(site.id, event.email, event.type)) suppressed += 1;
      return { received: true as const, suppressed };
    },
  });
}
