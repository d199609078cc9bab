import { z } from "zod";
import { campaignBlocksSchema, campaignPreheaderSchema, campaignSubjectSchema } from "../newsletter/campaignBlocks";
import { noFieldsSchema } from "./bodies";
import type { ApiRoute } from "./route";

/** An address a test send or a suppression names. */
const emailSchema = z
  .string()
  .trim()
  .min(3, "Enter an email address.")
  .max(256, "Keep the address under 256 characters.")
  .email("Enter an email address such as ana@example.com.");

/** The path of a route about one group or campaign. */
const idParamsSchema = z.object({ id: z.string() });

/** A group of subscribers, with how many it holds. */
export const groupSchema = z.object({ id: z.string(), name: z.string(), memberCount: z.number(), createdAt: z.string() });

/** What creating or renaming a group takes. */
export const groupInputSchema = z.object({ name: z.string().trim().min(1, "Give the group a name.").max(100, "Keep the name under 100 characters.") });

/** A group's members, as subscriber ids. */
const groupMembersSchema = z.object({ subscriberIds: z.array(z.string()).max(100_000) });

/** What a campaign's counts are: addresses it went to, held back, and first-party opens and clicks. */
const campaignCountsSchema = z.object({
  recipients: z.number(),
  sent: z.number(),
  suppressed: z.number(),
  opened: z.number(),
  clicked: z.number(),
  clicks: z.number(),
});

/** A campaign as the owner API answers it. */
export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  preheader: z.string(),
  blocks: campaignBlocksSchema,
  groupId: z.string().nullable(),
  state: z.enum(["draft", "scheduled", "sending", "sent"]),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  counts: campaignCountsSchema,
});

/** What creating or changing a campaign takes. */
export const campaignInputSchema = z.object({
  subject: campaignSubjectSchema,
  preheader: campaignPreheaderSchema.default(""),
  blocks: campaignBlocksSchema,
  groupId: z.string().nullable().default(null),
});

/** What a preview is made from: the campaign as the editor holds it, saved or not. */
const previewInputSchema = campaignInputSchema.pick({ subject: true, preheader: true, blocks: true });

/** A campaign's mail as the sender sends it, for the editor's preview. */
const previewSchema = z.object({ html: z.string(), text: z.string() });

/** When a campaign goes: a moment (ISO-8601), or now when left out. */
const sendInputSchema = z.object({ at: z.iso.datetime({ offset: true, message: "Pick a date and time." }).nullable().default(null) });

/** A reply-to address, or null for the platform's sender address. */
const replyToSchema = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), emailSchema.nullable());

/** A site's newsletter settings as the owner API answers them; the webhook's secret is never shown again after it is made. */
export const newsletterSettingsSchema = z.object({
  replyTo: z.string().nullable(),
  postalAddress: z.string(),
  webhookSecretSetAt: z.string().nullable(),
});

/** What saving the newsletter settings takes. */
export const newsletterSettingsInputSchema = z.object({
  replyTo: replyToSchema.default(null),
  postalAddress: z.string().trim().max(500, "Keep the postal address under 500 characters.").default(""),
});

/** A suppressed address and why. */
export const suppressionSchema = z.object({ email: z.string(), reason: z.enum(["bounce", "complaint"]), createdAt: z.string() });

/** What marking an address bounced or complained takes. */
const suppressionInputSchema = z.object({ email: emailSchema, reason: z.enum(["bounce", "complaint"]) });

/**
 * The newsletter campaign routes: groups (newsletter groups read/write), campaigns with previews,
 * test sends and sending (newsletter messages read/write), the suppression list (newsletter
 * subscribers read/write) and the newsletter settings (newsletter settings read/write).
 */
export const campaignRoutes = {
  groups: { method: "GET", url: "/api/config/newsletter/groups", schema: { response: { 200: z.object({ groups: z.array(groupSchema) }) } } },
  createGroup: { method: "POST", url: "/api/config/newsletter/groups", schema: { body: groupInputSchema, response: { 201: groupSchema } } },
  renameGroup: {
    method: "PUT",
    url: "/api/config/newsletter/groups/:id",
    schema: { params: idParamsSchema, body: groupInputSchema, response: { 200: groupSchema } },
  },
  removeGroup: { method: "DELETE", url: "/api/config/newsletter/groups/:id", schema: { params: idParamsSchema, response: { 204: z.null() } } },
  groupMembers: { method: "GET", url: "/api/config/newsletter/groups/:id/members", schema: { params: idParamsSchema, response: { 200: groupMembersSchema } } },
  setGroupMembers: {
    method: "PUT",
    url: "/api/config/newsletter/groups/:id/members",
    schema: { params: idParamsSchema, body: groupMembersSchema, response: { 200: groupSchema } },
  },
  campaigns: { method: "GET", url: "/api/config/newsletter/campaigns", schema: { response: { 200: z.object({ campaigns: z.array(campaignSchema) }) } } },
  createCampaign: { method: "POST", url: "/api/config/newsletter/campaigns", schema: { body: campaignInputSchema, response: { 201: campaignSchema } } },
  previewCampaign: {
    method: "POST",
    url: "/api/config/newsletter/campaigns/preview",
    schema: { body: previewInputSchema, response: { 200: previewSchema } },
  },
  campaign: { method: "GET", url: "/api/config/newsletter/campaigns/:id", schema: { params: idParamsSchema, response: { 200: campaignSchema } } },
  updateCampaign: {
    method: "PUT",
    url: "/api/config/newsletter/campaigns/:id",
    schema: { params: idParamsSchema, body: campaignInputSchema, response: { 200: campaignSchema } },
  },
  testCampaign: {
    method: "POST",
    url: "/api/config/newsletter/campaigns/:id/test",
    schema: { params: idParamsSchema, body: z.object({ email: emailSchema }), response: { 200: z.object({ queued: z.boolean() }) } },
  },
  sendCampaign: {
    method: "POST",
    url: "/api/config/newsletter/campaigns/:id/send",
    schema: { params: idParamsSchema, body: sendInputSchema, response: { 200: campaignSchema } },
  },
  unscheduleCampaign: {
    method: "POST",
    url: "/api/config/newsletter/campaigns/:id/unschedule",
    schema: { params: idParamsSchema, body: noFieldsSchema, response: { 200: campaignSchema } },
  },
  removeCampaign: { method: "DELETE", url: "/api/config/newsletter/campaigns/:id", schema: { params: idParamsSchema, response: { 204: z.null() } } },
  settings: { method: "GET", url: "/api/config/newsletter/settings", schema: { response: { 200: newsletterSettingsSchema } } },
  saveSettings: {
    method: "PUT",
    url: "/api/config/newsletter/settings",
    schema: { body: newsletterSettingsInputSchema, response: { 200: newsletterSettingsSchema } },
  },
  newWebhookSecret: {
    method: "POST",
    url: "/api/config/newsletter/settings/webhook-secret",
    schema: { body: noFieldsSchema, response: { 200: z.object({ secret: z.string(), settings: newsletterSettingsSchema }) } },
  },
  suppressions: {
    method: "GET",
    url: "/api/config/newsletter/suppressions",
    schema: { response: { 200: z.object({ suppressions: z.array(suppressionSchema) }) } },
  },
  suppress: { method: "POST", url: "/api/config/newsletter/suppressions", schema: { body: suppressionInputSchema, response: { 201: suppressionSchema } } },
} satisfies Record<string, ApiRoute>;

/** A campaign as the configuration area reads it. */
export type Campaign = z.output<typeof campaignSchema>;
/** A group as the configuration area reads it. */
export type Group = z.output<typeof groupSchema>;
/** A site's newsletter settings as the configuration area reads them. */
export type NewsletterSettings = z.output<typeof newsletterSettingsSchema>;

/** One event of the bounce and complaint webhook: an address that bounced for good or whose holder complained. */
const suppressionEventSchema = z.object({ type: z.enum(["bounce", "complaint"]), email: emailSchema });

/**
 * The bounce and complaint webhook a mail provider calls on the site's host, provider-neutral
 * JSON, with the site's webhook secret as `Authorization: Bearer <secret>` (or as the password of
 * Basic authentication, for providers that only put it in the address).
 */
export const suppressionWebhookRoute = {
  method: "POST",
  url: "/api/newsletter/suppression-webhook",
  schema: {
    body: z.object({ events: z.array(suppressionEventSchema).min(1, "Send at least one event.").max(1000, "Send at most 1,000 events at once.") }),
    response: { 200: z.object({ received: z.literal(true), suppressed: z.number() }) },
  },
} satisfies ApiRoute;
