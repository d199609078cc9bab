import { useEffect, useState } from "react";
import { Button } from "react-aria-components";
import { newsletterSettingsInputSchema, suppressionWebhookRoute, type NewsletterSettings } from "../../../domain/api/campaigns";
import { campaignsApi } from "../../api/campaigns";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { FormError } from "../../shell/ui/FormError";
import { submissionProblems, type FieldErrors } from "../../shell/ui/formSubmission";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";

/** The webhook part: its address, when its secret was made, and making a new one (shown once). */
function WebhookSection(props: { settings: NewsletterSettings; canWrite: boolean; onChanged: (settings: NewsletterSettings) => void }) {
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const make = async () => {
    const made = await campaignsApi.newWebhookSecret();
    setSecret(made.secret);
    props.onChanged(made.settings);
  };
  const setAt = props.settings.webhookSecretSetAt;
  return (
    <section className="stack" aria-labelledby="webhook-title">
      <h2 id="webhook-title" className="section-title">
        Bounces and complaints from your mail provider
      </h2>
      <p className="field-help">
        Ask your mail provider to post bounces and complaints to this address, with the secret as a Bearer token. Each address it reports is added to Bounces
        and complaints.
      </p>
      <p className="mono webhook-address">{`${window.location.origin}${suppressionWebhookRoute.url}`}</p>
      <p>{setAt ? `A secret was made on ${new Date(setAt).toLocaleString()}.` : "No secret yet: the webhook refuses every call until you make one."}</p>
      {secret ? (
        <Notice tone="success">
          The new secret is <span className="mono secret">{secret}</span>. Copy it now: it is not shown again.
        </Notice>
      ) : null}
      {props.canWrite ? (
        <div className="row">
          <Button className="btn" onPress={() => (setAt ? setAsking(true) : void make())}>
            {setAt ? "Make a new secret" : "Make a secret"}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking}
        title="Make a new secret?"
        confirmLabel="Make a new secret"
        onConfirm={() => {
          setAsking(false);
          void make();
        }}
        onCancel={() => setAsking(false)}
      >
        The secret you gave your mail provider stops working at once. Give it the new one.
      </ConfirmDialog>
    </section>
  );
}

/** The newsletter settings: the reply-to address and postal address every campaign carries, and the bounce webhook's secret. */
export function SettingsTab({ canWrite }: { canWrite: boolean }) {
  const loaded = useLoad(() => campaignsApi.settings(), []);
  const [replyTo, setReplyTo] = useState("");
  const [postalAddress, setPostalAddress] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = loaded.status === "ready" ? loaded.data : null;
  useEffect(() => {
    if (!data) return;
    setReplyTo(data.replyTo ?? "");
    setPostalAddress(data.postalAddress);
  }, [data]);

  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "error") return <ErrorState message={loaded.message} onRetry={loaded.reload} />;

  const save = async () => {
    setBusy(true);
    setSaved(false);
    const problems = await submissionProblems(async () => {
      const checked = newsletterSettingsInputSchema.safeParse({ replyTo, postalAddress });
      if (!checked.success) return schemaErrors(checked.error);
      loaded.replace(await campaignsApi.saveSettings(checked.data));
    });
    setBusy(false);
    setErrors(problems ?? {});
    setSaved(problems === null);
  };

  return (
    <div className="stack settings-tab">
      {canWrite ? null : <Notice tone="info">You can see the newsletter settings but not change them.</Notice>}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextInput
          label="Replies go to"
          type="email"
          value={replyTo}
          onChange={setReplyTo}
          error={errors.replyTo}
          description="The address a subscriber's reply reaches. Leave it empty for the server's sender address."
          isDisabled={!canWrite}
        />
        <TextInput
          label="Postal address"
          multiline
          value={postalAddress}
          onChange={setPostalAddress}
          error={errors.postalAddress}
          description="Shown at the foot of every campaign, as the law asks of bulk mail in many countries."
          isDisabled={!canWrite}
        />
        {errors.form ? <FormError message={errors.form} /> : null}
        {saved ? <Notice tone="success">The newsletter settings were saved.</Notice> : null}
        {canWrite ? (
          <div className="row">
            <Button type="submit" className="btn btn-primary" isDisabled={busy}>
              {busy ? "Saving…" : "Save settings"}
            </Button>
          </div>
        ) : null}
      </form>
      <WebhookSection settings={loaded.data} canWrite={canWrite} onChanged={loaded.replace} />
    </div>
  );
}
