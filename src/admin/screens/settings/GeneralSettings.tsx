import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { generalSettingsSchema, type GeneralSettings } from "../../../domain/siteSettings/siteSettingsSchema";
import { ApiError } from "../../api/client";
import { siteSettingsApi, type SiteSettings } from "../../api/siteSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { timeZoneOptions } from "./timeZones";
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
      <TextInput
        label="Site title"
        value={values.title}
        onChange={(title) => set({ title })}
        error={errors.title}
        isDisabled={!canWrite}
        isRequired
        maxLength={200}
      />
      <TextInput
        label="Site identifier"
        value={values.identifier}
        onChange={(identifier) => set({ identifier })}
        error={errors.identifier}
        isDisabled={!canWrite}
        isRequired
        description={`Your site's address: ${addressOf(values.identifier || saved.identifier)}. Lowercase letters, digits and inner hyphens.`}
      />
      <TextInput
        label="Language and region"
        value={values.locale}
        onChange={(locale) => set({ locale })}
        error={errors.locale}
        isDisabled={!canWrite}
        description="A locale such as en-US or fr-FR: the language of the site's pages and how dates are written."
      />
      <SelectField
        label="Time zone"
        value={values.timeZone}
        options={timeZoneOptions(values.timeZone)}
        onChange={(timeZone) => set({ timeZone })}
        error={errors.timeZone}
        isDisabled={!canWrite}
        description="Dates on the site and in blog post addresses use it."
      />
      <CheckboxField
        label="Escape key opens sign-in"
        description="Visitors who press Escape on the site go to the sign-in page."
        isSelected={values.useEscapeKeyToLogin}
        onChange={(useEscapeKeyToLogin) => set({ useEscapeKeyToLogin })}
        isDisabled={!canWrite}
      />
      <CheckboxField
        label="Developer mode"
        description="Signed-in members stay on the site instead of being sent to the configuration area."
        isSelected={values.developerMode}
        onChange={(developerMode) => set({ developerMode })}
        isDisabled={!canWrite}
      />
      <CheckboxField
        label="Cloneable"
        description="Others may copy this site as a starting point. Members are not sent to the configuration area."
        isSelected={values.cloneable}
        onChange={(cloneable) => set({ cloneable })}
        isDisabled={!canWrite}
      />
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

/** The general settings tab: title, identifier, locale, time zone and the three switches. */
export function GeneralSettingsPanel({ canWrite }: { canWrite: boolean }) {
  const settings = useLoad(() => siteSettingsApi.load(), []);
  if (settings.status === "loading") return <Loading />;
  if (settings.status === "error") return <ErrorState message={settings.message} onRetry={settings.reload} />;
  return <GeneralForm initial={settings.data} canWrite={canWrite} />;
}
