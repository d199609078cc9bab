import { useState } from "react";
import { Button, Link } from "react-aria-components";
import { campaignInputSchema, type Campaign, type Group } from "../../../domain/api/campaigns";
import type { CampaignBlock } from "../../../domain/newsletter/campaignBlocks";
import { campaignsApi } from "../../api/campaigns";
import { screenHref, useRouter } from "../../shell/router";
import { FormError } from "../../shell/ui/FormError";
import { submissionProblems, type FieldErrors } from "../../shell/ui/formSubmission";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { BlocksEditor } from "./BlocksEditor";
import { CampaignActions } from "./CampaignActions";
import { campaignStatus } from "./campaignStatus";
import { MailPreview } from "./MailPreview";

/** A campaign's first-party counts, once it went out. */
function Counts({ campaign }: { campaign: Campaign }) {
  const { counts } = campaign;
  const items: [string, number][] = [
    ["Sent", counts.sent],
    ["Opened", counts.opened],
    ["Clicked", counts.clicked],
    ["Held back (bounced or complained)", counts.suppressed],
  ];
  return (
    <dl className="campaign-counts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CampaignForm(props: { campaign: Campaign; groups: Group[]; canWrite: boolean }) {
  const { navigate } = useRouter();
  const [campaign, setCampaign] = useState(props.campaign);
  const [subject, setSubject] = useState(campaign.subject);
  const [preheader, setPreheader] = useState(campaign.preheader);
  const [groupId, setGroupId] = useState(campaign.groupId ?? "");
  const [blocks, setBlocks] = useState<CampaignBlock[]>(campaign.blocks);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const editable = props.canWrite && campaign.state === "draft";

  const save = async (): Promise<boolean> => {
    setSaved(false);
    const problems = await submissionProblems(async () => {
      const checked = campaignInputSchema.safeParse({ subject, preheader, blocks, groupId: groupId || null });
      if (!checked.success) return schemaErrors(checked.error);
      setCampaign(await campaignsApi.update(campaign.id, checked.data));
    });
    setErrors(problems ?? {});
    setSaved(problems === null);
    return problems === null;
  };

  const groupOptions = [
    { value: "", label: "Choose a group" },
    ...props.groups.map((group) => ({ value: group.id, label: `${group.name} (${group.memberCount})` })),
  ];
  return (
    <div className="screen campaign-editor">
      <Link className="btn btn-ghost" href={screenHref("newsletter")}>
        All campaigns
      </Link>
      <h1 className="screen-title">{campaign.subject}</h1>
      <p className="campaign-state">{campaignStatus(campaign)}</p>
      {campaign.state === "draft" ? null : <Counts campaign={campaign} />}
      {props.canWrite ? null : <Notice tone="info">You can see this campaign but not change or send it.</Notice>}
      {props.canWrite && campaign.state === "scheduled" ? <Notice tone="info">Unschedule it to change it.</Notice> : null}
      <div className="campaign-layout">
        <form
          className="stack campaign-fields"
          aria-label="Campaign"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextInput label="Subject" value={subject} onChange={setSubject} error={errors.subject} isRequired isDisabled={!editable} />
          <TextInput
            label="Preheader"
            value={preheader}
            onChange={setPreheader}
            error={errors.preheader}
            description="The line inboxes show after the subject."
            isDisabled={!editable}
          />
          <SelectField label="Send to" value={groupId} options={groupOptions} onChange={setGroupId} error={errors.groupId} isDisabled={!editable} />
          {props.groups.length === 0 ? <p className="field-help">Make a group under Groups first.</p> : null}
          <BlocksEditor blocks={blocks} errors={errors} isDisabled={!editable} onChange={setBlocks} />
          <FormError message={errors.form} />
          {saved ? <Notice tone="success">The draft was saved.</Notice> : null}
          {editable ? (
            <div className="row">
              <Button type="submit" className="btn btn-primary">
                Save draft
              </Button>
            </div>
          ) : null}
        </form>
        <div className="stack">
          <MailPreview subject={subject} preheader={preheader} blocks={blocks} savedAt={campaign.updatedAt} />
          <CampaignActions campaign={campaign} canWrite={props.canWrite} save={save} changed={setCampaign} removed={() => navigate(screenHref("newsletter"))} />
        </div>
      </div>
    </div>
  );
}

/** The campaign editor (newsletter/campaigns/:campaignId): subject, preheader, group and blocks, the mail's preview, tests and sending. */
export function CampaignEditor({ campaignId, canWrite }: { campaignId: string; canWrite: boolean }) {
  const loaded = useLoad(async () => {
    const [campaign, groups] = await Promise.all([campaignsApi.campaign(campaignId), campaignsApi.groups()]);
    return { campaign, groups: groups.groups };
  }, [campaignId]);
  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "error") return <ErrorState message={loaded.message} onRetry={loaded.reload} />;
  return <CampaignForm campaign={loaded.data.campaign} groups={loaded.data.groups} canWrite={canWrite} />;
}
