import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireSite } from "../../http/requestContext";
import { parseInput } from "../../http/validate";
import type { AppServices } from "../../services";
import { UNSUBSCRIBE_PATH } from "../newsletter/newsletterMail";
import { CAMPAIGN_PATHS } from "./campaignLinks";

/** A transparent 1×1 GIF, the open counter's picture. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const tokenParams = z.object({ token: z.string().max(200) });
const clickQuery = z.object({ block: z.coerce.number().int().min(0).max(1000) }).loose();
const tokenQuery = z.object({ token: z.string().max(200).default("") }).loose();

/**
 * A campaign mail's links on the site: the open counter's picture, the click counter that
 * sends on to the campaign's own button addresses only, and the one-click unsubscribe a mail
 * program POSTs to from the List-Unsubscribe header (RFC 8058), with no crumb: the signed token
 * is the proof. None of them changes a page, so cached pages stay.
 */
export async function registerCampaignTrackingRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  app.get(CAMPAIGN_PATHS.open, async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    await services.campaignTracking.opened(requireSite(request).id, token);
    return reply.type("image/gif").header("Cache-Control", "no-store").send(PIXEL);
  });

  app.get(CAMPAIGN_PATHS.click, async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    const { block } = parseInput(clickQuery, request.query);
    const target = await services.campaignTracking.clicked(requireSite(request).id, token, block);
    if (!target) return reply.code(404).type("text/plain; charset=utf-8").send("This link is not part of a campaign.");
    return reply.header("Cache-Control", "no-store").redirect(target, 302);
  });

  app.get(CAMPAIGN_PATHS.oneClickUnsubscribe, async (request, reply) => {
    const { token } = parseInput(tokenQuery, request.query);
    const pageToken = await services.campaignTracking.subscriberToken(requireSite(request).id, token);
    return reply.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(pageToken ?? "")}`, 303);
  });

  app.post(CAMPAIGN_PATHS.oneClickUnsubscribe, { config: { crumb: false, pagesUnchanged: true } }, async (request, reply) => {
    const { token } = parseInput(tokenQuery, request.query);
    const done = await services.campaignTracking.unsubscribe(requireSite(request).id, token);
    return reply
      .code(done ? 200 : 404)
      .type("text/plain; charset=utf-8")
      .send(done ? "You are unsubscribed." : "This unsubscribe link is not known.");
  });
}
