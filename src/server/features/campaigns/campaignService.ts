import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { NewsletterCampaignRow, SuppressionReason } from "../../../db/schema";
import type { Campaign, campaignRoutes, Group } from "../../../domain/api/campaigns";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { campaignBlocksSchema } from "../../../domain/newsletter/campaignBlocks";
import { campaignMail } from "../../../domain/newsletter/campaignMail";
import { isoNow, type Clock } from "../../clock";
import type { MailService } from "../mail/mailService";
import { UNSUBSCRIBE_PATH } from "../newsletter/newsletterMail";
import { campaignsRepository } from "./campaignsRepository";
import { groupsRepository, type GroupWithCount } from "./groupsRepository";
import { recipientsRepository, type CampaignCounts } from "./recipientsRepository";
import { settingsRepository } from "./settingsRepository";
import { suppressionsRepository } from "./suppressionsRepository";
import { isUniqueViolation } from "../settings/uniqueViolation";

type CampaignInput = z.output<typeof campaignRoutes.createCampaign.schema.body>;
type PreviewInput = z.output<typeof campaignRoutes.previewCampaign.schema.body>;

const NO_COUNTS: CampaignCounts = { recipients: 0, sent: 0, suppressed: 0, opened: 0, clicked: 0, clicks: 0 };

/** The outbox kind of a test send. */
const CAMPAIGN_TEST_MAIL = "newsletter-campaign-test";

function presentGroup(row: GroupWithCount): Group {
  return { id: row.id, name: row.name, memberCount: row.memberCount, createdAt: row.createdAt };
}

function presentCampaign(row: NewsletterCampaignRow, counts: CampaignCounts | undefined): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    blocks: campaignBlocksSchema.parse(JSON.parse(row.blocksJson)),
    groupId: row.groupId,
    state: row.state,
    scheduledAt: row.scheduledAt,
    sentAt: row.sentAt,
    updatedAt: row.updatedAt,
    counts: counts ?? NO_COUNTS,
  };
}

/**
 * The owner's side of newsletter campaigns: groups and their members, campaigns from draft to
 * scheduled, test sends, and the addresses suppressed after a bounce or complaint. Sending
 * itself is CampaignSender's.
 */
export class CampaignService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  async groups(websiteId: string): Promise<Group[]> {
    return (await groupsRepository.list(this.db, websiteId)).map(presentGroup);
  }

  async createGroup(websiteId: string, name: string): Promise<Group> {
    const row = { id: newId(), websiteId, name, createdAt: isoNow(this.clock) };
    if (!(await groupsRepository.insertIfNew(this.db, row))) throw conflict(`There is already a group called ${name}.`);
    return { id: row.id, name, memberCount: 0, createdAt: row.createdAt };
  }

  async renameGroup(websiteId: string, id: string, name: string): Promise<Group> {
    await this.group(websiteId, id);
    try {
      await groupsRepository.rename(this.db, websiteId, id, name);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`There is already a group called ${name}.`);
      throw error;
    }
    return presentGroup(await this.group(websiteId, id));
  }

  async removeGroup(websiteId: string, id: string): Promise<void> {
    if (!(await groupsRepository.remove(this.db, websiteId, id))) throw notFound("That group does not exist.");
  }

  private async group(websiteId: string, id: string): Promise<GroupWithCount> {
    const group = await groupsRepository.find(this.db, websiteId, id);
    if (!group) throw notFound("That group does not exist.");
    return group;
  }

  async members(websiteId: string, id: string): Promise<string[]> {
    await this.group(websiteId, id);
    return groupsRepository.memberIds(this.db, id);
  }

  /** Makes the group hold exactly these subscribers. */
  async setMembers(websiteId: string, id: string, subscriberIds: readonly string[]): Promise<Group> {
    await this.group(websiteId, id);
    await this.db.transaction().execute((trx) => groupsRepository.setMembers(trx, websiteId, id, subscriberIds, isoNow(this.clock)));
    return presentGroup(await this.group(websiteId, id));
  }

  async campaigns(websiteId: string): Promise<Campaign[]> {
    const rows = await campaignsRepository.list(this.db, websiteId);
    const counts = await recipientsRepository.counts(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentCampaign(row, counts.get(row.id)));
  }

  async campaign(websiteId: string, id: string): Promise<Campaign> {
    const row = await this.row(websiteId, id);
    return presentCampaign(row, (await recipientsRepository.counts(this.db, [id])).get(id));
  }

  private async row(websiteId: string, id: string): Promise<NewsletterCampaignRow> {
    const row = await campaignsRepository.find(this.db, websiteId, id);
    if (!row) throw notFound("That campaign does not exist.");
    return row;
  }

  private async checkGroup(websiteId: string, groupId: string | null): Promise<void> {
    if (groupId !== null && !(await groupsRepository.find(this.db, websiteId, groupId)))
      throw invalid("Pick one of the site's groups.", { groupId: "Pick one of the site's groups." });
  }

  async createCampaign(websiteId: string, input: CampaignInput): Promise<Campaign> {
    await this.checkGroup(websiteId, input.groupId);
    const now = isoNow(this.clock);
    const row: NewsletterCampaignRow = {
      id: newId(),
      websiteId,
      groupId: input.groupId,
      subject: input.subject,
      preheader: input.preheader,
      blocksJson: JSON.stringify(input.blocks),
      state: "draft",
      scheduledAt: null,
      sentAt: null,
      baseUrl: null,
      createdAt: now,
      updatedAt: now,
    };
    await campaignsRepository.insert(this.db, row);
    return presentCampaign(row, undefined);
  }

  /** Changes a draft; a campaign scheduled or sent keeps what it was sent with. */
  async updateCampaign(websiteId: string, id: string, input: CampaignInput): Promise<Campaign> {
    await this.row(websiteId, id);
    await this.checkGroup(websiteId, input.groupId);
    const change = {
      subject: input.subject,
      preheader: input.preheader,
      blocksJson: JSON.stringify(input.blocks),
      groupId: input.groupId,
      updatedAt: isoNow(this.clock),
    };
    if (!(await campaignsRepository.updateDraft(this.db, websiteId, id, change)))
      throw conflict("This campaign is already scheduled or sent, so it can no longer change.");
    return this.campaign(websiteId, id);
  }

  /** The mail a campaign makes as the sender writes it, before any recipient's own links are in it. */
  async preview(website: { id: string; title: string }, input: PreviewInput, baseUrl: string): Promise<{ html: string; text: string }> {
    const settings = await settingsRepository.find(this.db, website.id);
    const mail = campaignMail({
      ...input,
      postalAddress: settings?.postalAddress ?? "",
      siteTitle: website.title,
      baseUrl,
      unsubscribeUrl: `${baseUrl}${UNSUBSCRIBE_PATH}`,
    });
    return { html: mail.html, text: mail.text };
  }

  /** Sends the campaign as it stands to one address, marked as a test, without counting it. */
  async testSend(website: { id: string; title: string }, id: string, email: string, baseUrl: string): Promise<void> {
    const row = await this.row(website.id, id);
    const blocks = campaignBlocksSchema.parse(JSON.parse(row.blocksJson));
    const subject = `[Test] ${row.subject}`;
    const mail = { subject, ...(await this.preview(website, { subject, preheader: row.preheader, blocks }, baseUrl)) };
    await this.mail.enqueue(this.db, { websiteId: website.id, kind: CAMPAIGN_TEST_MAIL, to: email, ...mail });
    this.mail.deliverSoon();
  }

  /** Schedules a draft for a moment, or for now; the sender sends it when that moment comes. */
  async send(websiteId: string, id: string, at: string | null, baseUrl: string): Promise<Campaign> {
    const row = await this.row(websiteId, id);
    if (row.groupId === null) throw invalid("Pick the group this campaign goes to first.", { groupId: "Pick the group this campaign goes to first." });
    if (JSON.parse(row.blocksJson).length === 0) throw invalid("Add at least one block before sending.");
    const now = isoNow(this.clock);
    const when = at === null ? now : new Date(at).toISOString();
    if (!(await campaignsRepository.schedule(this.db, websiteId, id, when, baseUrl, now))) throw conflict("This campaign is already scheduled or sent.");
    return this.campaign(websiteId, id);
  }

  /** Puts a scheduled campaign back to draft, unless a sender has begun sending it. */
  async unschedule(websiteId: string, id: string): Promise<Campaign> {
    await this.row(websiteId, id);
    if (!(await campaignsRepository.unschedule(this.db, websiteId, id, isoNow(this.clock))))
      throw conflict("Only a scheduled campaign can be unscheduled, and this one is not scheduled or is already being sent.");
    return this.campaign(websiteId, id);
  }

  /** Deletes a draft (a scheduled campaign is unscheduled first; one sent stays with its counts). */
  async removeCampaign(websiteId: string, id: string): Promise<void> {
    await this.row(websiteId, id);
    if (!(await campaignsRepository.removeDraft(this.db, websiteId, id)))
      throw conflict("Only a draft can be deleted. Unschedule this campaign first; a campaign that was sent stays with its counts.");
  }

  async suppressions(websiteId: string) {
    const rows = await suppressionsRepository.list(this.db, websiteId);
    return rows.map((row) => ({ email: row.email, reason: row.reason, createdAt: row.createdAt }));
  }

  /** Suppresses an address unless it already is; true when this call added it (the bounce webhook counts them). */
  async suppressIfNew(websiteId: string, email: string, reason: SuppressionReason): Promise<boolean> {
    return suppressionsRepository.insertIfNew(this.db, { websiteId, emailKey: email.toLowerCase(), email, reason, createdAt: isoNow(this.clock) });
  }

  /** Keeps every later campaign from an address that bounced or complained. */
  async suppress(websiteId: string, email: string, reason: SuppressionReason) {
    const emailKey = email.toLowerCase();
    await this.suppressIfNew(websiteId, email, reason);
    const row = await suppressionsRepository.find(this.db, websiteId, emailKey);
    return { email: row?.email ?? email, reason: row?.reason ?? reason, createdAt: row?.createdAt ?? isoNow(this.clock) };
  }
}
