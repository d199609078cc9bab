import type { Db } from "../../../db/database";
import { campaignBlocksSchema } from "../../../domain/newsletter/campaignBlocks";
import { campaignMail } from "../../../domain/newsletter/campaignMail";
import type { MailComposer } from "../mail/mailService";
import { unsubscribeUrl } from "../newsletter/newsletterMail";
import { campaignsRepository } from "./campaignsRepository";
import { recipientLinks } from "./campaignLinks";
import { recipientsRepository } from "./recipientsRepository";

/** The outbox kind of a campaign's mail to one recipient, queued by the recipient's id. */
export const CAMPAIGN_MAIL = "newsletter-campaign";

/**
 * Writes one recipient's mail when the outbox sends it: the campaign's blocks with its links
 * through the click counter, the open counter's picture, the unsubscribe page's link, and the
 * List-Unsubscribe headers whose address unsubscribes with one POST (RFC 8058).
 */
export function campaignComposer(db: Db, secret: string): MailComposer {
  return async (recipientId) => {
    const recipient = await recipientsRepository.find(db, recipientId);
    const campaign = recipient && (await campaignsRepository.findById(db, recipient.campaignId));
    if (!recipient || !campaign) return null;
    const [site, subscriber] = await Promise.all([
      db.selectFrom("websites").select("title").where("id", "=", campaign.websiteId).executeTakeFirst(),
      db.selectFrom("newsletterSubscribers").select("unsubscribeToken").where("id", "=", recipient.subscriberId).executeTakeFirst(),
    ]);
    const baseUrl = campaign.baseUrl ?? "";
    const links = recipientLinks(secret, baseUrl, recipient.id);
    const mail = campaignMail({
      subject: campaign.subject,
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
      headers: { "List-Unsubscribe": `<${links.oneClickUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  };
}
