/**
 * Row types of the newsletter campaign tables (groups, campaigns, recipients, suppressions),
 * kept apart from schema.ts so each area's rows stay in a file of their own.
 */

/** A named group of a site's subscribers that a campaign is sent to. */
export interface NewsletterGroupRow {
  id: string;
  websiteId: string;
  name: string;
  createdAt: string;
}

/** One subscriber in one group. */
export interface NewsletterGroupMemberRow {
  groupId: string;
  subscriberId: string;
  websiteId: string;
  addedAt: string;
}

/** draft, scheduled, sending or sent. */
export type CampaignState = "draft" | "scheduled" | "sending" | "sent";

/** A campaign: a subject and its blocks, sent to a group once. */
export interface NewsletterCampaignRow {
  id: string;
  websiteId: string;
  /** The group it goes to; null while a draft names none, or after its group was removed. */
  groupId: string | null;
  subject: string;
  /** The line mail programs show after the subject. */
  preheader: string;
  /** The campaign's blocks (domain/newsletter/campaignBlocks.ts), JSON. */
  blocksJson: string;
  state: CampaignState;
  /** When it goes out (scheduled), or when it was asked to go (sending, sent). */
  scheduledAt: string | null;
  /** When its last recipient was queued. */
  sentAt: string | null;
  /** The site's address the owner sent it from, which its links and unsubscribe pages use. */
  baseUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** pending (not yet queued), queued (its mail is in the outbox), suppressed (bounced or complained) or skipped (unsubscribed meanwhile). */
export type RecipientState = "pending" | "queued" | "suppressed" | "skipped";

/** One address a campaign goes to: one row per campaign and address, which the database keeps. */
export interface NewsletterCampaignRecipientRow {
  id: string;
  websiteId: string;
  campaignId: string;
  subscriberId: string;
  email: string;
  /** The address lowercased. */
  emailKey: string;
  state: RecipientState;
  queuedAt: string | null;
  /** The first time its open pixel was loaded. */
  openedAt: string | null;
  /** The first time one of its links was followed. */
  clickedAt: string | null;
  /** How many times its links were followed. */
  clicks: number;
}

/** bounce or complaint. */
export type SuppressionReason = "bounce" | "complaint";

/** An address no campaign is sent to any more. */
export interface NewsletterSuppressionRow {
  websiteId: string;
  emailKey: string;
  email: string;
  reason: SuppressionReason;
  createdAt: string;
}

/** A site's newsletter settings: what its campaigns carry, and how its bounce webhook is called. */
export interface NewsletterSettingsRow {
  websiteId: string;
  /** Where replies to a campaign go; null for the platform's sender address. */
  replyTo: string | null;
  /** The sender's postal address, at the foot of every campaign ("" for none). */
  postalAddress: string;
  /** The SHA-256 (hex) of the bounce and complaint webhook's secret; null until one is made. */
  webhookSecretHash: string | null;
  webhookSecretSetAt: string | null;
  updatedAt: string;
}
