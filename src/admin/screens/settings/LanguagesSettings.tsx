import { useState, type FormEvent } from "react";
import { Button, Form, ProgressBar, Label } from "react-aria-components";
import { connectionInputSchema, languagesInputSchema, MAX_ADDITIONAL_LANGUAGES } from "../../../domain/siteSettings/multilingualSchema";
import { ApiError } from "../../api/client";
import { siteSettingsApi, type Languages, type LanguageStatus } from "../../api/siteSettings";
import { ConfirmDialog } from "../../shell/ui/ConfirmDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { FormError } from "../../shell/ui/FormError";
import { TranslationsPanel } from "./Translations";

type Row = { locale: string; pathPrefix: string; translatedIds: string[] };

function failure(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) throw error;
  return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
}

function LanguagesForm(props: {
  initial: Languages;
  status: LanguageStatus;
  canWrite: boolean;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  onSaved: () => void;
}) {
  const { canWrite, notice, setNotice } = props;
  const [rows, setRows] = useState<Row[]>(props.initial.languages.map(({ locale, pathPrefix, translatedIds }) => ({ locale, pathPrefix, translatedIds })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [service, setService] = useState({ service: "", account: "" });
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const connection = props.initial.connection;
  const setRow = (index: number, patch: Partial<Row>) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setNotice(null);
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setErrors({});
      setNotice(done);
      props.onSaved();
    } catch (error) {
      setErrors(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = languagesInputSchema.safeParse({ languages: rows });
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    void run(() => siteSettingsApi.saveLanguages(checked.data.languages), "Languages saved.");
  };

  const connect = (event: FormEvent) => {
    event.preventDefault();
    const checked = connectionInputSchema.safeParse(service);
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    void run(() => siteSettingsApi.connect(checked.data.service, checked.data.account), `Connected to ${checked.data.service}.`);
  };

  const progressOf = (locale: string) => props.status.languages.find((l) => l.locale === locale);
  return (
    <div className="stack">
      <p className="field-help">
        The site's primary language is <strong>{props.initial.primaryLocale}</strong> (change it under General). Each additional language has its own address
        prefix, for example /fr/menu.
      </p>
      <Form className="stack settings-form" onSubmit={save} validationBehavior="aria" aria-label="Additional languages">
        <h2 className="section-title">Additional languages</h2>
        {rows.length === 0 ? <EmptyState title="No additional languages yet" /> : null}
        {rows.map((row, index) => {
          const progress = progressOf(row.locale);
          return (
            <fieldset className="language-row" key={index}>
              <legend className="sr-only">Language {index + 1}</legend>
              <TextInput
                label="Language code"
                value={row.locale}
                onChange={(locale) => setRow(index, { locale })}
                error={errors[`languages[${index}].locale`]}
                isDisabled={!canWrite}
                description="For example fr-FR"
              />
              <TextInput
                label="Address prefix"
                value={row.pathPrefix}
                onChange={(pathPrefix) => setRow(index, { pathPrefix })}
                error={errors[`languages[${index}].pathPrefix`]}
                isDisabled={!canWrite}
                description="For example fr"
              />
              {progress ? (
                <ProgressBar className="progress" value={progress.progress}>
                  <Label>
                    Translated: {progress.translatedPages} of {props.status.totalPages} pages, {progress.sections.translated} of {props.status.totalSections}{" "}
                    shared sections, {progress.posts.translated} of {props.status.totalPosts} posts, {progress.products.translated} of{" "}
                    {props.status.totalProducts} products, {progress.forms.translated} of {props.status.totalForms} forms, {progress.siteTexts.translated} of{" "}
                    {props.status.totalSiteTexts} site-wide texts, {progress.storeTexts.translated} of {props.status.totalStoreTexts} store texts; needs
                    translation:{" "}
                    {progress.needsTranslationPages +
                      progress.sections.needsTranslation +
                      progress.posts.needsTranslation +
                      progress.products.needsTranslation +
                      progress.forms.needsTranslation +
                      progress.siteTexts.needsTranslation +
                      progress.storeTexts.needsTranslation}
                    ; not translated yet:{" "}
                    {progress.missingPages +
                      progress.sections.missing +
                      progress.posts.missing +
                      progress.products.missing +
                      progress.forms.missing +
                      progress.siteTexts.missing +
                      progress.storeTexts.missing}
                  </Label>
                  <div className="progress-track">
                    <div className="progress-fill" style={{ width: `${progress.progress}%` }} />
                  </div>
                </ProgressBar>
              ) : null}
              {canWrite ? (
                <Button
                  className="btn btn-small"
                  onPress={() => setRows((list) => list.filter((_, i) => i !== index))}
                  aria-label={`Remove language ${index + 1}`}
                >
                  Remove
                </Button>
              ) : null}
            </fieldset>
          );
        })}
        <FormError message={errors.languages} />
        {canWrite ? (
          <div className="row">
            <Button
              className="btn"
              isDisabled={rows.length >= MAX_ADDITIONAL_LANGUAGES}
              onPress={() => setRows((list) => [...list, { locale: "", pathPrefix: "", translatedIds: [] }])}
            >
              Add a language
            </Button>
            <Button className="btn btn-primary" type="submit" isDisabled={busy}>
              Save languages
            </Button>
          </div>
        ) : null}
      </Form>
      {props.initial.languages.length > 0 ? (
        <TranslationsPanel locales={props.initial.languages.map((l) => l.locale)} canWrite={canWrite} onSaved={props.onSaved} />
      ) : null}
      <h2 className="section-title">Translation service</h2>
      {connection ? (
        <div className="row">
          <span>
            Connected to <strong>{connection.service}</strong> as {connection.account} since {new Date(connection.connectedAt).toLocaleDateString()}.
          </span>
          {canWrite ? (
            <Button className="btn btn-small" onPress={() => setConfirmDisconnect(true)}>
              Disconnect
            </Button>
          ) : null}
        </div>
      ) : canWrite ? (
        <Form className="stack settings-form" onSubmit={connect} validationBehavior="aria" aria-label="Connect a translation service">
          <TextInput label="Service" value={service.service} onChange={(value) => setService((s) => ({ ...s, service: value }))} error={errors.service} />
          <TextInput label="Account" value={service.account} onChange={(value) => setService((s) => ({ ...s, account: value }))} error={errors.account} />
          <div className="row">
            <Button className="btn" type="submit" isDisabled={busy}>
              Connect
            </Button>
          </div>
        </Form>
      ) : (
        <p className="field-help">No translation service is connected.</p>
      )}
      <FormError message={errors.form} />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <ConfirmDialog
        isOpen={confirmDisconnect}
        title="Disconnect the translation service?"
        confirmLabel="Disconnect"
        destructive
        onConfirm={() => {
          setConfirmDisconnect(false);
          void run(() => siteSettingsApi.disconnect(), "Translation service disconnected.");
        }}
        onCancel={() => setConfirmDisconnect(false)}
      >
        The languages stay, but the service no longer keeps their translations up to date.
      </ConfirmDialog>
    </div>
  );
}

/** The languages tab: additional languages with their translation progress, and the translation service. */
export function LanguagesPanel({ canWrite }: { canWrite: boolean }) {
  // The notice outlives the form, which starts afresh from what the server holds after each save.
  const [notice, setNotice] = useState<string | null>(null);
  const data = useLoad(() => Promise.all([siteSettingsApi.languages(), siteSettingsApi.languageStatus()]), []);
  if (data.status === "loading") return <Loading />;
  if (data.status === "error") return <ErrorState message={data.message} onRetry={data.reload} />;
  const [languages, status] = data.data;
  return (
    <LanguagesForm
      key={JSON.stringify(languages)}
      initial={languages}
      status={status}
      canWrite={canWrite}
      notice={notice}
      setNotice={setNotice}
      onSaved={data.reload}
    />
  );
}
