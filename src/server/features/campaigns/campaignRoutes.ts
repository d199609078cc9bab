import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { campaignRoutes } from "../../../domain/api/campaigns";
import { PERMISSION, type Permission } from "../../../domain/enumerations/permissions";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";

const access = (permission: Permission, mode: "read" | "write") => ({ access: { permission, mode } });
/** Campaign writes change nothing a visitor sees, so the site's cached pages stay. */
const write = (permission: Permission) => ({ ...access(permission, "write"), pagesUnchanged: true as const });
const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The owner's newsletter campaigns under /api/config/newsletter: groups (newsletter groups
 * 1512/1513), campaigns with previews, test sends, scheduling and sending (newsletter messages
 * 1514/1515), the suppression list (newsletter subscribers 1510/1511) and the newsletter settings
 * (newsletter settings 1516/1517).
 */
export async function registerCampaignRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const campaigns = services.campaigns;

  app.route({
    ...campaignRoutes.groups,
    config: access(PERMISSION.NEWSLETTER_GROUPS_READ, "read"),
    handler: async (request) => ({ groups: await campaigns.groups(requireSite(request).id) }),
  });
  app.route({
    ...campaignRoutes.createGroup,
    config: write(PERMISSION.NEWSLETTER_GROUPS_WRITE),
    handler: async (request, reply) => reply.code(201).send(await campaigns.createGroup(requireSite(request).id, request.body.name)),
  });
  app.route({
    ...campaignRoutes.renameGroup,
    config: write(PERMISSION.NEWSLETTER_GROUPS_WRITE),
    handler: async (request) => campaigns.renameGroup(requireSite(request).id, request.params.id, request.body.name),
  });
  app.route({
    ...campaignRoutes.removeGroup,
    config: write(PERMISSION.NEWSLETTER_GROUPS_WRITE),
    handler: async (request, reply) => {
      await campaigns.removeGroup(requireSite(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...campaignRoutes.groupMembers,
    config: access(PERMISSION.NEWSLETTER_GROUPS_READ, "read"),
    handler: async (request) => ({ subscriberIds: await campaigns.members(requireSite(request).id, request.params.id) }),
  });
  app.route({
    ...campaignRoutes.setGroupMembers,
    config: write(PERMISSION.NEWSLETTER_GROUPS_WRITE),
    handler: async (request) => campaigns.setMembers(requireSite(request).id, request.params.id, request.body.subscriberIds),
  });

  app.route({
    ...campaignRoutes.campaigns,
    config: access(PERMISSION.NEWSLETTER_MESSAGES_READ, "read"),
    handler: async (request) => ({ campaigns: await campaigns.campaigns(requireSite(request).id) }),
  });
  app.route({
    ...campaignRoutes.createCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request, reply) => reply.code(201).send(await campaigns.createCampaign(requireSite(request).id, request.body)),
  });
  app.route({
    ...campaignRoutes.previewCampaign,
    // A preview writes nothing, so reading campaigns is enough to see one.
    config: { ...access(PERMISSION.NEWSLETTER_MESSAGES_READ, "read"), pagesUnchanged: true as const },
    handler: async (request) => campaigns.preview(requireSite(request), request.body, baseUrlOf(request)),
  });
  app.route({
    ...campaignRoutes.campaign,
    config: access(PERMISSION.NEWSLETTER_MESSAGES_READ, "read"),
    handler: async (request) => campaigns.campaign(requireSite(request).id, request.params.id),
  });
  app.route({
    ...campaignRoutes.updateCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request) => campaigns.updateCampaign(requireSite(request).id, request.params.id, request.body),
  });
  app.route({
    ...campaignRoutes.testCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request) => {
      await campaigns.testSend(requireSite(request), request.params.id, request.body.email, baseUrlOf(request));
      return { queued: true };
    },
  });
  app.route({
    ...campaignRoutes.sendCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request) => {
      const sent = await campaigns.send(requireSite(request).id, request.params.id, request.body.at, baseUrlOf(request));
      if (request.body.at === null) void services.campaignSender.runOnce();
      return sent;
    },
  });

  app.route({
    ...campaignRoutes.unscheduleCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request) => campaigns.unschedule(requireSite(request).id, request.params.id),
  });
  app.route({
    ...campaignRoutes.removeCampaign,
    config: write(PERMISSION.NEWSLETTER_MESSAGES_WRITE),
    handler: async (request, reply) => {
      await campaigns.removeCampaign(requireSite(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...campaignRoutes.settings,
    config: access(PERMISSION.NEWSLETTER_SETTINGS_READ, "read"),
    handler: async (request) => services.campaignSettings.read(requireSite(request).id),
  });
  app.route({
    ...campaignRoutes.saveSettings,
    config: write(PERMISSION.NEWSLETTER_SETTINGS_WRITE),
    handler: async (request) => services.campaignSettings.save(requireSite(request).id, request.body),
  });
  app.route({
    ...campaignRoutes.newWebhookSecret,
    config: write(PERMISSION.NEWSLETTER_SETTINGS_WRITE),
    handler: async (request) => services.campaignSettings.newWebhookSecret(requireSite(request).id),
  });

  app.route({
    ...campaignRoutes.suppressions,
    config: access(PERMISSION.NEWSLETTER_SUBSCRIBERS_READ, "read"),
    handler: async (request) => ({ suppressions: await campaigns.suppressions(requireSite(request).id) }),
  });
  app.route({
    ...campaignRoutes.suppress,
    config: write(PERMISSION.NEWSLETTER_SUBSCRIBERS_WRITE),
    handler: async (request, reply) => reply.code(201).send(await campaigns.suppress(requireSite(request).id, request.body.email, request.body.reason)),
  });
}
