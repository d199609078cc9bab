import { useState } from "react";
import { Button, Link } from "react-aria-components";
import type { Campaign } from "../../../domain/api/campaigns";
import { campaignSubjectSchema } from "../../../domain/newsletter/campaignBlocks";
import { ApiError } from "../../api/client";
import { campaignsApi } from "../../api/campaigns";
import { screenHref, useRouter } from "../../shell/router";
import { actionsColumn } from "../../shell/ui/actionsColumn";
import { ConfirmDeleteDialog } from "../../shell/ui/ConfirmDeleteDialog";
import { DataTable, type DataColumn } from "../../shell/ui/DataTable";
import { FormDialog } from "../../shell/ui/FormDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { EmptyState, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { campaignStatus } from "./campaignStatus";

const editorHref = (campaign: Campaign) => screenHref("newsletter/campaigns/:campaignId", { campaignId: campaign.id });

/** The campaigns with their state and first-party counts; a new campaign opens in the editor, a draft may be deleted. */
export function CampaignsTab({ canWrite }: { canWrite: boolean }) {
  const { navigate } = useRouter();
  const campaigns = useLoad(() => campaignsApi.campaigns(), []);
  const groups = useLoad(() => campaignsApi.groups(), []);
  const [creating, setCreating] = useState(false);
  const [subject, setSubject] = useState("");
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const groupName = (id: string | null) => (groups.status === "ready" ? groups.data.groups.find((group) => group.id === id)?.name : undefined) ?? "None yet";

  const columns: DataColumn<Campaign>[] = [
    { id: "subject", header: "Subject", cell: (campaign) => <Link href={editorHref(campaign)}>{campaign.subject}</Link>, sortKey: (c) => c.subject },
    { id: "status", header: "Status", cell: campaignStatus },
    { id: "group", header: "Group", cell: (campaign) => groupName(campaign.groupId) },
    { id: "sent", header: "Sent", cell: (campaign) => campaign.counts.sent, sortKey: (c) => c.counts.sent },
    { id: "opened", header: "Opened", cell: (campaign) => campaign.counts.opened, sortKey: (c) => c.counts.opened },
    { id: "clicked", header: "Clicked", cell: (campaign) => campaign.counts.clicked, sortKey: (c) => c.counts.clicked },
    ...(canWrite && campaigns.status === "ready" && campaigns.data.campaigns.some((campaign) => campaign.state === "draft")
      ? [
          actionsColumn((campaign: Campaign) =>
            campaign.state === "draft" ? (
              <Button className="btn btn-small" onPress={() => setDeleting(campaign)} aria-label={`Delete the draft ${campaign.subject}`}>
                Delete
              </Button>
            ) : null,
          ),
        ]
      : []),
  ];

  const remove = async (campaign: Campaign) => {
    try {
      await campaignsApi.remove(campaign.id);
      setNotice({ tone: "success", text: `The draft ${campaign.subject} was deleted.` });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setNotice({ tone: "error", text: error.message });
    }
    campaigns.reload();
  };

  const add = canWrite ? (
    <Button className="btn btn-primary" onPress={() => setCreating(true)}>
      New campaign
    </Button>
  ) : null;
  const empty = campaigns.status === "ready" && campaigns.data.campaigns.length === 0;

  return (
    <div className="stack">
      {canWrite ? null : <Notice tone="info">You can see the campaigns but not change or send them.</Notice>}
      {empty ? null : <div className="row">{add}</div>}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption="Campaigns"
        columns={columns}
        rows={campaigns.status === "ready" ? campaigns.data.campaigns : campaigns}
        rowKey={(campaign) => campaign.id}
        empty={
          <EmptyState title="No campaigns yet" action={add}>
            Write a campaign with text, pictures and buttons, try it on your own address, then send it to a group of subscribers.
          </EmptyState>
        }
        stacksOnPhone
      />
      {creating ? (
        <FormDialog
          title="New campaign"
          submitLabel="Create and edit"
          onClose={() => setCreating(false)}
          onSubmit={async () => {
            const checked = campaignSubjectSchema.safeParse(subject);
            if (!checked.success) return { subject: schemaErrors(checked.error).form ?? "" };
            const created = await campaignsApi.create({ subject: checked.data, blocks: [] });
            navigate(editorHref(created));
          }}
        >
          {(errors) => (
            <TextInput
              label="Subject"
              value={subject}
              onChange={setSubject}
              error={errors.subject}
              description="What subscribers see in their inbox."
              autoFocus
              isRequired
            />
          )}
        </FormDialog>
      ) : null}
      <ConfirmDeleteDialog
        item={deleting}
        title={(draft) => `Delete the draft ${draft.subject}?`}
        onDelete={(item) => void remove(item)}
        onCancel={() => setDeleting(null)}
      >
        The draft and its blocks are gone for good. It was never sent, so no subscriber has it.
      </ConfirmDeleteDialog>
    </div>
  );
}
