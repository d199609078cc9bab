import type { z } from "zod";
import { campaignRoutes, type campaignInputSchema, type newsletterSettingsInputSchema } from "../../domain/api/campaigns";
import type { CampaignBlock } from "../../domain/newsletter/campaignBlocks";
import { call } from "./call";

/** What saving a campaign sends. */
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** The newsletter's groups, campaigns, suppressions and settings, made from the routes of src/domain/api/campaigns.ts. */
export const campaignsApi = {
  groups: () => call(campaignRoutes.groups, {}),
  createGroup: (name: string) => call(campaignRoutes.createGroup, { body: { name } }),
  renameGroup: (id: string, name: string) => call(campaignRoutes.renameGroup, { params: { id }, body: { name } }),
  removeGroup: (id: string) => call(campaignRoutes.removeGroup, { params: { id } }),
  members: (id: string) => call(campaignRoutes.groupMembers, { params: { id } }),
  setMembers: (id: string, subscriberIds: string[]) => call(campaignRoutes.setGroupMembers, { params: { id }, body: { subscriberIds } }),
  campaigns: () => call(campaignRoutes.campaigns, {}),
  campaign: (id: string) => call(campaignRoutes.campaign, { params: { id } }),
  create: (input: CampaignInput) => call(campaignRoutes.createCampaign, { body: input }),
  update: (id: string, input: CampaignInput) => call(campaignRoutes.updateCampaign, { params: { id }, body: input }),
  preview: (input: { subject: string; preheader: string; blocks: CampaignBlock[] }) => call(campaignRoutes.previewCampaign, { body: input }),
  testSend: (id: string, email: string) => call(campaignRoutes.testCampaign, { params: { id }, body: { email } }),
  send: (id: string, at: string | null) => call(campaignRoutes.sendCampaign, { params: { id }, body: { at } }),
  unschedule: (id: string) => call(campaignRoutes.unscheduleCampaign, { params: { id }, body: {} }),
  remove: (id: string) => call(campaignRoutes.removeCampaign, { params: { id } }),
  suppressions: () => call(campaignRoutes.suppressions, {}),
  suppress: (email: string, reason: "bounce" | "complaint") => call(campaignRoutes.suppress, { body: { email, reason } }),
  settings: () => call(campaignRoutes.settings, {}),
  saveSettings: (input: z.input<typeof newsletterSettingsInputSchema>) => call(campaignRoutes.saveSettings, { body: input }),
  newWebhookSecret: () => call(campaignRoutes.newWebhookSecret, { body: {} }),
};
