import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import type { ScreenProps } from "../../shell/screenDefinition";
import { Tabs } from "../../shell/ui/Tabs";
import { CampaignEditor } from "./CampaignEditor";
import { CampaignsTab } from "./CampaignsTab";
import { GroupsTab } from "./GroupsTab";
import { SettingsTab } from "./SettingsTab";
import { SuppressionsTab } from "./SuppressionsTab";
import "../../styles/screens.css";
import "./newsletter.css";

/**
 * The newsletter: campaigns (with the campaign editor at newsletter/campaigns/:campaignId),
 * groups of subscribers, the addresses that bounced or complained, and the newsletter settings.
 * Each part shows only to those who may read it and checks its own write permission
 * (messages 1514/1515, groups 1512/1513, subscribers 1510/1511, settings 1516/1517).
 */
export default function NewsletterScreen({ params }: ScreenProps) {
  const can = {
    writeCampaigns: useCan(PERMISSION.NEWSLETTER_MESSAGES_WRITE, "write"),
    readGroups: useCan(PERMISSION.NEWSLETTER_GROUPS_READ, "read"),
    writeGroups: useCan(PERMISSION.NEWSLETTER_GROUPS_WRITE, "write"),
    readSubscribers: useCan(PERMISSION.NEWSLETTER_SUBSCRIBERS_READ, "read"),
    writeSubscribers: useCan(PERMISSION.NEWSLETTER_SUBSCRIBERS_WRITE, "write"),
    readSettings: useCan(PERMISSION.NEWSLETTER_SETTINGS_READ, "read"),
    writeSettings: useCan(PERMISSION.NEWSLETTER_SETTINGS_WRITE, "write"),
  };
  if (params.campaignId) return <CampaignEditor campaignId={params.campaignId} canWrite={can.writeCampaigns} />;
  return (
    <div className="screen">
      <h1 className="screen-title">Newsletter</h1>
      <Tabs
        label="Newsletter sections"
        sections={[
          { id: "campaigns", title: "Campaigns", content: <CampaignsTab canWrite={can.writeCampaigns} /> },
          ...(can.readGroups
            ? [{ id: "groups", title: "Groups", content: <GroupsTab canWrite={can.writeGroups} canPickMembers={can.readSubscribers} /> }]
            : []),
          ...(can.readSubscribers
            ? [{ id: "suppressions", title: "Bounces and complaints", content: <SuppressionsTab canWrite={can.writeSubscribers} /> }]
            : []),
          ...(can.readSettings ? [{ id: "settings", title: "Settings", content: <SettingsTab canWrite={can.writeSettings} /> }] : []),
        ]}
      />
    </div>
  );
}
