import type { Db } from "../../../db/database";
import { campaignBlocksSchema } from "../../../domain/newsletter/campaignBlocks";
import { campaignMail } from "../../../domain/newsletter/campaignMail";
import type { MailComposer } from "../mail/mailService";
import { unsubscribeUrl } from "../newsletter/newsletterMail";
import { campaignsRepository } from "./campaignsRepository";
import { recipientLinks } from "./campaignLinks";
import { recipientsRepository } from "./recipientsRepository";
import { settingsRepository } from "./settingsRepository";

/** The outbox kind of a campaign's mail to one recipient, queued by the recipient's id. */
export const CAMPAIGN_MAIL = "newsletter-campaign";

/**
 * Writes one recipient's mail when the outbox sends it: the campaign's preheader and blocks with
 * its links through the click counter, the open counter's picture, the unsubscribe page's link,
 * the postal address and reply-to of the site's newsletter settings, and the List-Unsubscribe
 * headers whose address unsubscribes with one POST (RFC 8058).
 */
export function campaignComposer(db: Db, secret: string): MailComposer {
  return async (recipientId) => {
    const recipient = await recipientsRepository.find(db, recipientId);
    const campaign = recipient && (await campaignsRepository.findById(db, recipient.campaignId));
    if (!recipient || !campaign) return null;
    const [site, subscriber, settings] = await Promise.all([
      db.selectFrom("websites").select("title").where("id", "=", campaign.websiteId).executeTakeFirst(),
      db.selectFrom("newsletterSubscribers").select("unsubscribeToken").where("id", "=", recipient.subscriberId).executeTakeFirst(),
      settingsRepository.find(db, campaign.websiteId),
    ]);
    const baseUrl = campaign.baseUrl ?? "";
    const links = recipientLinks(secret, baseUrl, recipient.id);
    const mail = campaignMail({
      subject: campaign.subject,
      preheader: campaign.preheader,
      postalAddress: settings?.postalAddress ?? "",
      blocks: campaignBlocksSchema.parse(JSON.parse(campaign.blocksJson)),
      siteTitle: site?.title ?? "",
      baseUrl,
      unsubscribeUrl: subscriber ? unsubscribeUrl(baseUrl, subscriber.unsubscribeToken) : links.oneClickUnsubscribe,
      linkFor: (index) => links.click(index),
      openPixelUrl: links.openPixel,
    });
    return {
      text: mail.text,
      html: mail.html,
      headers: {
        "List-Unsubscribe": `<${links.oneClickUnsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        ...(settings?.replyTo ? { "Reply-To": settings.replyTo } : {}),
      },
    };
  };
}
