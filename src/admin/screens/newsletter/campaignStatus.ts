import type { Campaign } from "../../../domain/api/campaigns";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString([], { dateStyle: "medium", timeStyle: "short" }) : "");

/** A campaign's state in the owner's words: "Draft", "Scheduled for 3 Dec 2026, 09:00", "Sending", "Sent 3 Dec 2026, 09:01". */
export function campaignStatus(campaign: Pick<Campaign, "state" | "scheduledAt" | "sentAt">): string {
  if (campaign.state === "draft") return "Draft";
  if (campaign.state === "scheduled") return `Scheduled for ${when(campaign.scheduledAt)}`;
  if (campaign.state === "sending") return "Sending";
  return `Sent ${when(campaign.sentAt)}`;
}
