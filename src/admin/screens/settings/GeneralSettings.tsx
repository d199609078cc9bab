import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { SITE_SETTING_DEFINITIONS } from "../../../domain/siteSettings/siteSettingDefinitions";
import { generalSettingsSchema, type GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import { ApiError } from "../../api/client";
import { siteSettingsApi, type SiteSettings } from "../../api/siteSettings";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { useLoad } from "../../shell/useLoad";
import { GeneralSettingField } from "./GeneralSettingField";
import { FormError } from "../../shell/ui/FormError";

function editable(settings: SiteSettings): GeneralSettings {
  const { siteAddress: _address, ...rest } = settings;
  return rest;
}

function GeneralForm({ initial, canWrite }: { initial: SiteSettings; canWrite: boolean }) {
  const [values, setValues] = useState<GeneralSettings>(editable(initial));
  const [saved, setSaved] = useState<SiteSettings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmMove, setConfirmMove] = useState(false);
  const set = (patch: Partial<GeneralSettings>) => {
    setValues((v) => ({ ...v, ...patch }));
    setNotice(null);
  };
  const addressOf = (identifier: string) => saved.siteAddress.replace(`//${saved.identifier}.`, `//${identifier}.`);

  const save = async () => {
    setConfirmMove(false);
    setBusy(true);
    try {
      const result = await siteSettingsApi.save(values);
      if (result.identifier !== saved.identifier) {
        window.location.assign(`${result.siteAddress}/config/settings`);
        return;
      }
      setSaved(result);
      setValues(editable(result));
      setNotice("Settings saved. The site shows them now.");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = generalSettingsSchema.safeParse(values);
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setErrors({});
    setValues(checked.data);
    if (checked.data.identifier !== saved.identifier) setConfirmMove(true);
    else void save();
  };

  return (
    <Form className="stack settings-form" onSubmit={submit} validationBehavior="aria" aria-label="General settings">
      {SITE_SETTING_DEFINITIONS.map((definition) => (
        <GeneralSettingField
          key={definition.key}
          definition={definition}
          value={values[definition.key]}
          onChange={(value) => set({ [definition.key]: value })}
          error={errors[definition.key]}
          isDisabled={!canWrite}
          addressOf={(identifier) => addressOf(identifier || saved.identifier)}
        />
      ))}
      <FormError message={errors.form} />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={busy}>
            {busy ? "Saving…" : "Save settings"}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirmMove}
        title="Move the site to a new address?"
        confirmLabel="Move the site"
        onConfirm={() => void save()}
        onCancel={() => setConfirmMove(false)}
      >
        The site will answer at {addressOf(values.identifier)} and no longer at {saved.siteAddress}. Links to the old address stop working, and you will sign in
        again at the new one.
      </ConfirmDialog>
    </Form>
  );
}

/** The general settings tab: one control per entry of SITE_SETTING_DEFINITIONS. */
export function GeneralSettingsPanel({ canWrite }: { canWrite: boolean }) {
  const settings = useLoad(() => siteSettingsApi.load(), []);
  if (settings.status === "loading") return <Loading />;
  if (settings.status === "error") return <ErrorState message={settings.message} onRetry={settings.reload} />;
  return <GeneralForm initial={settings.data} canWrite={canWrite} />;
}
