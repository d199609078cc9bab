import { z } from "zod";
import type { CampaignState, RecipientState } from "../../../../db/schema";
import { campaignBlocksSchema, type CampaignBlock } from "../../../../domain/newsletter/campaignBlocks";
import { assertDistinct, recordId, recordProblem, recordTime } from "./recordFields";
import { assertIdsFree } from "../idsFree";
import type { RecordSection } from "./recordSection";
import { settingsRepository } from "../../campaigns/settingsRepository";

/** Most groups, campaigns or suppressed addresses one site file may carry. */
const MAX_ROWS = 100_000;
const email = z.string().trim().min(3).max(320);

const groupSchema = z.strictObject({
  id: recordId,
  name: z.string().trim().min(1).max(100),
  createdAt: recordTime,
  /** Its members by address: an address that is not one of the site's subscribers is left out. */
  members: z.array(email).max(1_000_000),
});

const recipientSchema = z.strictObject({
  id: recordId,
  /** The subscriber it went to (subscribers keep their ids in the file). */
  subscriberId: recordId,
  email,
  state: z.enum(["pending", "queued", "suppressed", "skipped"]),
  queuedAt: recordTime.nullable(),
  openedAt: recordTime.nullable(),
  clickedAt: recordTime.nullable(),
  clicks: z.number().int().min(0),
});

const campaignSchema = z.strictObject({
  id: recordId,
  /** One of the file's groups, or null. */
  groupId: recordId.nullable(),
  subject: z.string().min(1).max(200),
  preheader: z.string().max(150),
  blocks: campaignBlocksSchema,
  state: z.enum(["draft", "scheduled", "sending", "sent"]),
  scheduledAt: recordTime.nullable(),
  sentAt: recordTime.nullable(),
  baseUrl: z.string().max(2000).nullable(),
  createdAt: recordTime,
  updatedAt: recordTime,
  /** One per address it went to, with its first-party open and click counts. */
  recipients: z.array(recipientSchema).max(1_000_000),
});

const suppressionSchema = z.strictObject({ email, reason: z.enum(["bounce", "complaint"]), createdAt: recordTime });

type SiteFileGroup = z.infer<typeof groupSchema>;
type SiteFileCampaign = z.infer<typeof campaignSchema>;
type SiteFileSuppression = z.infer<typeof suppressionSchema>;

const settingsSchema = z.strictObject({ replyTo: email.nullable(), postalAddress: z.string().max(500), updatedAt: recordTime }).nullable();
type SiteFileSettings = z.infer<typeof settingsSchema>;

/** The newsletter's groups with their members' addresses; their ids travel, as campaigns name them. */
export const newsletterGroupsRecords: RecordSection<SiteFileGroup[]> = {
  key: "newsletterGroups",
  schema: z.array(groupSchema).max(MAX_ROWS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("newsletterGroups").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(groups, _context, db) {
    const ids = groups.map((group, index) => ({ id: group.id, path: `records.newsletterGroups[${index}].id` }));
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another group.",
    );
    assertDistinct(
      groups.map((group, index) => ({ value: group.name, path: `records.newsletterGroups[${index}].name` })),
      "is the name of another group.",
    );
    await assertIdsFree(db, "newsletterGroups", null, ids);
  },

  async exportRecords(db, websiteId) {
    const groups = await db.selectFrom("newsletterGroups").selectAll().where("websiteId", "=", websiteId).orderBy("name").orderBy("id").execute();
    const members = await db
      .selectFrom("newsletterGroupMembers as m")
      .innerJoin("newsletterSubscribers as s", "s.id", "m.subscriberId")
      .select(["m.groupId", "s.email"])
      .where("m.websiteId", "=", websiteId)
      .orderBy("s.emailKey")
      .execute();
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      createdAt: group.createdAt,
      members: members.filter((member) => member.groupId === group.id).map((member) => member.email),
    }));
  },

  async importRecords(db, context, groups) {
    for (const group of groups) {
      await db.insertInto("newsletterGroups").values({ id: group.id, websiteId: context.websiteId, name: group.name, createdAt: group.createdAt }).execute();
      const keys = group.members.map((address) => address.toLowerCase());
      for (let start = 0; start < keys.length; start += 500)
        await db
          .insertInto("newsletterGroupMembers")
          .columns(["groupId", "subscriberId", "websiteId", "addedAt"])
          .expression((eb) =>
            eb
              .selectFrom("newsletterSubscribers")
              .select([eb.val(group.id).as("groupId"), "id", "websiteId", eb.val(group.createdAt).as("addedAt")])
              .where("websiteId", "=", context.websiteId)
              .where("emailKey", "in", keys.slice(start, start + 500)),
          )
          .execute();
    }
  },
};

/** The newsletter's campaigns with their recipients and counts, so a moved site keeps what it sent and how it did. */
export const newsletterCampaignsRecords: RecordSection<SiteFileCampaign[]> = {
  key: "newsletterCampaigns",
  schema: z.array(campaignSchema).max(MAX_ROWS).default([]),

  async holdsAny(db, websiteId) {
    return Boolean(await db.selectFrom("newsletterCampaigns").select("id").where("websiteId", "=", websiteId).executeTakeFirst());
  },

  async check(campaigns, context, db) {
    const ids = campaigns.map((campaign, index) => ({ id: campaign.id, path: `records.newsletterCampaigns[${index}].id` }));
    const recipientIds = campaigns.flatMap((campaign, index) =>
      campaign.recipients.map((recipient, at) => ({ id: recipient.id, path: `records.newsletterCampaigns[${index}].recipients[${at}].id` })),
    );
    assertDistinct(
      ids.map(({ id, path }) => ({ value: id, path })),
      "is used by another campaign.",
    );
    assertDistinct(
      recipientIds.map(({ id, path }) => ({ value: id, path })),
      "is used by another recipient.",
    );
    for (const [index, campaign] of campaigns.entries()) {
      if (campaign.groupId !== null && !context.fileGroupIds.has(campaign.groupId))
        recordProblem(`records.newsletterCampaigns[${index}].groupId`, "is not one of the file's newsletter groups.");
      assertDistinct(
        campaign.recipients.map((recipient, at) => ({
          value: recipient.email.toLowerCase(),
          path: `records.newsletterCampaigns[${index}].recipients[${at}].email`,
        })),
        "is listed twice for this campaign.",
      );
    }
    await assertIdsFree(db, "newsletterCampaigns", null, ids);
    await assertIdsFree(db, "newsletterCampaignRecipients", null, recipientIds);
  },

  async exportRecords(db, websiteId) {
    const campaigns = await db.selectFrom("newsletterCampaigns").selectAll().where("websiteId", "=", websiteId).orderBy("createdAt").orderBy("id").execute();
    const recipients = await db.selectFrom("newsletterCampaignRecipients").selectAll().where("websiteId", "=", websiteId).orderBy("id").execute();
    return campaigns.map((campaign) => ({
      id: campaign.id,
      groupId: campaign.groupId,
      subject: campaign.subject,
      preheader: campaign.preheader,
      blocks: JSON.parse(campaign.blocksJson) as CampaignBlock[],
      state: campaign.state,
      scheduledAt: campaign.scheduledAt,
      sentAt: campaign.sentAt,
      baseUrl: campaign.baseUrl,
      createdAt: campaign.createdAt,
      updatedAt: campaign.updatedAt,
      recipients: recipients
        .filter((recipient) => recipient.campaignId === campaign.id)
        .map((recipient) => ({
          id: recipient.id,
          subscriberId: recipient.subscriberId,
          email: recipient.email,
          state: recipient.state,
          queuedAt: recipient.queuedAt,
          openedAt: recipient.openedAt,
          clickedAt: recipient.clickedAt,
          clicks: Number(recipient.clicks),
        })),
    }));
  },

  async importRecords(db, context, campaigns) {
    for (const { blocks, recipients, ...campaign } of campaigns) {
      await db
        .insertInto("newsletterCampaigns")
        .values({ ...campaign, state: campaign.state as CampaignState, websiteId: context.websiteId, blocksJson: JSON.stringify(blocks) })
        .execute();
      for (let start = 0; start < recipients.length; start += 200)
        await db
          .insertInto("newsletterCampaignRecipients")
          .values(
            recipients.slice(start, start + 200).map((recipient) => ({
              ...recipient,
              state: recipient.state as RecipientState,
              websiteId: context.websiteId,
              campaignId: campaign.id,
              emailKey: recipient.email.toLowerCase(),
            })),
          )
          .execute();
    }
  },
};

/** The addresses that bounced or complained: moving a site never mails them again. */
export const newsletterSuppressionsRecords: RecordSection<SiteFileSuppression[]> = {
  key: "newsletterSuppressions",
  schema: z.array(suppressionSchema).max(1_000_000).default([]),

  async check(suppressions) {
    assertDistinct(
      suppressions.map((row, index) => ({ value: row.email.toLowerCase(), path: `records.newsletterSuppressions[${index}].email` })),
      "is listed twice.",
    );
  },

  async exportRecords(db, websiteId) {
    const rows = await db.selectFrom("newsletterSuppressions").selectAll().where("websiteId", "=", websiteId).orderBy("emailKey").execute();
    return rows.map((row) => ({ email: row.email, reason: row.reason, createdAt: row.createdAt }));
  },

  async importRecords(db, context, suppressions) {
    for (let start = 0; start < suppressions.length; start += 200)
      await db
        .insertInto("newsletterSuppressions")
        .values(suppressions.slice(start, start + 200).map((row) => ({ ...row, websiteId: context.websiteId, emailKey: row.email.toLowerCase() })))
        .onConflict((oc) => oc.columns(["websiteId", "emailKey"]).doNothing())
        .execute();
  },
};

/** The newsletter settings every campaign carries (reply-to, postal address); the webhook's secret never travels. */
export const newsletterSettingsRecords: RecordSection<SiteFileSettings> = {
  key: "newsletterSettings",
  schema: settingsSchema.default(null),

  async check() {},

  async exportRecords(db, websiteId) {
    const row = await settingsRepository.find(db, websiteId);
    return row && { replyTo: row.replyTo, postalAddress: row.postalAddress, updatedAt: row.updatedAt };
  },

  async importRecords(db, context, settings) {
    if (settings) await settingsRepository.upsert(db, context.websiteId, settings);
  },
};
