import { useState } from "react";
import { Button } from "react-aria-components";
import type { Campaign } from "../../../domain/api/campaigns";
import { ApiError } from "../../api/client";
import { campaignsApi } from "../../api/campaigns";
import { useMe } from "../../shell/access";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { campaignStatus } from "./campaignStatus";

type Outcome = { tone: "success" | "error"; text: string };

/** The local time an hour from now, as a datetime-local field holds it ("2026-12-03T10:00"). */
function inAnHour(): string {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

/**
 * What is done with a campaign: a test to one address (the draft saved first), schedule it or
 * send it now, unschedule it, and delete a draft. `save` saves the editor's changes and says
 * whether that went through; `changed` takes the campaign as the server now has it.
 */
export function CampaignActions(props: {
  campaign: Campaign;
  canWrite: boolean;
  save: () => Promise<boolean>;
  changed: (campaign: Campaign) => void;
  removed: () => void;
}) {
  const { campaign } = props;
  const me = useMe();
  const [testTo, setTestTo] = useState(me.account.email);
  const [at, setAt] = useState(inAnHour);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<"send" | "delete" | null>(null);
  const [busy, setBusy] = useState(false);
  const draft = campaign.state === "draft";

  const run = async (action: () => Promise<Outcome | null>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await action();
      if (done) setOutcome(done);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setOutcome({ tone: "error", text: error.message });
    } finally {
      setBusy(false);
    }
  };
  const afterSave = (action: () => Promise<Outcome | null>) => run(async () => (!draft || (await props.save()) ? action() : null));

  const testSend = () =>
    afterSave(async () => {
      await campaignsApi.testSend(campaign.id, testTo.trim());
      return { tone: "success", text: `A test was sent to ${testTo.trim()}. Its subject starts with [Test].` };
    });
  const schedule = (when: string | null) =>
    afterSave(async () => {
      const sent = await campaignsApi.send(campaign.id, when);
      props.changed(sent);
      return { tone: "success", text: when ? `${campaignStatus(sent)}.` : "The campaign is being sent." };
    });
  const unschedule = () =>
    run(async () => {
      props.changed(await campaignsApi.unschedule(campaign.id));
      return { tone: "success", text: "The campaign is a draft again: change it, then schedule it anew." };
    });
  const remove = () =>
    run(async () => {
      await campaignsApi.remove(campaign.id);
      props.removed();
      return null;
    });

  return (
    <section className="stack campaign-actions" aria-labelledby="campaign-actions-title">
      <h2 id="campaign-actions-title" className="section-title">
        Test and send
      </h2>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {props.canWrite ? (
        <div className="row row-end">
          <div className="grow">
            <TextInput label="Send a test to" type="email" value={testTo} onChange={setTestTo} />
          </div>
          <Button className="btn" isDisabled={busy} onPress={() => void testSend()}>
            Send a test
          </Button>
        </div>
      ) : null}
      {props.canWrite && draft ? (
        <>
          <div className="row row-end">
            <div className="grow">
              <TextInput label="Send on" type="datetime-local" value={at} onChange={setAt} description="In your own time zone." />
            </div>
            <Button className="btn btn-primary" isDisabled={busy || at === ""} onPress={() => void schedule(new Date(at).toISOString())}>
              Schedule
            </Button>
          </div>
          <div className="row">
            <Button className="btn" isDisabled={busy} onPress={() => setAsking("send")}>
              Send now
            </Button>
            <Button className="btn btn-danger-outline" isDisabled={busy} onPress={() => setAsking("delete")}>
              Delete draft
            </Button>
          </div>
        </>
      ) : null}
      {props.canWrite && campaign.state === "scheduled" ? (
        <div className="row">
          <Button className="btn" isDisabled={busy} onPress={() => void unschedule()}>
            Unschedule
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking === "send"}
        title="Send this campaign now?"
        confirmLabel="Send now"
        onConfirm={() => {
          setAsking(null);
          void schedule(null);
        }}
        onCancel={() => setAsking(null)}
      >
        Every subscribed member of the group gets it within a minute. A sent campaign cannot be called back.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === "delete"}
        title={`Delete the draft ${campaign.subject}?`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setAsking(null);
          void remove();
        }}
        onCancel={() => setAsking(null)}
      >
        The draft and its blocks are gone for good.
      </ConfirmDialog>
    </section>
  );
}
