import type { Db } from "../../../db/database";
import { campaignBlocksSchema } from "../../../domain/newsletter/campaignBlocks";
import { absoluteCampaignUrl } from "../../../domain/newsletter/campaignMail";
import { isoNow, type Clock } from "../../clock";
import { subscribersRepository } from "../newsletter/subscribersRepository";
import { campaignsRepository } from "./campaignsRepository";
import { recipientOfToken } from "./campaignLinks";
import { recipientsRepository } from "./recipientsRepository";

/**
 * What a recipient's links do, kept first-party on the site: the open counter, the click
 * counter that sends on only to an address the campaign itself links to (never one a link's
 * query names), and the one-click unsubscribe.
 */
export class CampaignTracking {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  private async recipient(websiteId: string, token: string) {
    const id = recipientOfToken(this.secret, token);
    const recipient = id ? await recipientsRepository.find(this.db, id) : null;
    return recipient && recipient.websiteId === websiteId ? recipient : null;
  }

  /** Notes an open of a recipient's mail; an unknown token is ignored. */
  async opened(websiteId: string, token: string): Promise<void> {
    const recipient = await this.recipient(websiteId, token);
    if (recipient) await recipientsRepository.recordOpen(this.db, recipient.id, isoNow(this.clock));
  }

  /** The address of a campaign's button a recipient followed, counted; null when the token or the block is not the campaign's. */
  async clicked(websiteId: string, token: string, blockIndex: number): Promise<string | null> {
    const recipient = await this.recipient(websiteId, token);
    const campaign = recipient && (await campaignsRepository.find(this.db, websiteId, recipient.campaignId));
    if (!recipient || !campaign) return null;
    const block = campaignBlocksSchema.parse(JSON.parse(campaign.blocksJson))[blockIndex];
    if (block?.type !== "button") return null;
    await recipientsRepository.recordClick(this.db, recipient.id, isoNow(this.clock));
    return absoluteCampaignUrl(campaign.baseUrl ?? "", block.url);
  }

  /** Unsubscribes the recipient a token names; false for an unknown token. */
  async unsubscribe(websiteId: string, token: string): Promise<boolean> {
    const recipient = await this.recipient(websiteId, token);
    const subscriber = recipient && (await this.db.selectFrom("newsletterSubscribers").selectAll().where("id", "=", recipient.subscriberId).executeTakeFirst());
    if (!subscriber) return false;
    await subscribersRepository.unsubscribe(this.db, websiteId, subscriber.unsubscribeToken, isoNow(this.clock));
    return true;
  }

  /** The unsubscribe page's token of the subscriber a recipient token names, or null. */
  async subscriberToken(websiteId: string, token: string): Promise<string | null> {
    const recipient = await this.recipient(websiteId, token);
    const subscriber =
      recipient && (await this.db.selectFrom("newsletterSubscribers").select("unsubscribeToken").where("id", "=", recipient.subscriberId).executeTakeFirst());
    return subscriber?.unsubscribeToken ?? null;
  }
}
