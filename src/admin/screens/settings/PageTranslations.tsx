import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { pageTranslationInputSchema } from "../../../domain/api/multilingual";
import { ApiError } from "../../api/client";
import { pagesApi } from "../../api/pages";
import { siteSettingsApi, type PageTranslations } from "../../api/siteSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormError } from "../../shell/ui/FormError";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";

/** What each kind of text is called beside it. */
const TEXT_NAMES: Record<string, string> = {
  title: "Page title",
  heading: "Heading",
  text: "Text",
  quote: "Quote",
  button: "Button",
  markdown: "Markdown",
};

/** A translation's state in the owner's words. */
const STATE_WORDS: Record<PageTranslations["languages"][number]["state"], string> = {
  translated: "Translated",
  "needs-translation": "Needs translation",
  missing: "Not translated yet",
};

function failure(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) throw error;
  return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
}

/** One page's texts in the primary language on the left, their translation into one language on the right, saved together. */
function SideBySide(props: { view: PageTranslations; locale: string; canWrite: boolean; onSaved: (view: PageTranslations) => void }) {
  const { view, locale, canWrite } = props;
  const language = view.languages.find((l) => l.locale === locale)!;
  const [fields, setFields] = useState<Record<string, string>>(language.fields);
  const [stillNeeded, setStillNeeded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = pageTranslationInputSchema.safeParse({ fields, needsTranslation: stillNeeded });
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    setBusy(true);
    try {
      const saved = await siteSettingsApi.savePageTranslation(view.pageId, locale, checked.data);
      setErrors({});
      setNotice("Translation saved.");
      props.onSaved(saved);
    } catch (error) {
      setErrors(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className="stack" onSubmit={(event) => void save(event)} validationBehavior="aria" aria-label={`Translation into ${locale}`}>
      <p className="translation-state" data-state={language.state}>
        {STATE_WORDS[language.state]}
        {language.state === "needs-translation" ? ": the page's text changed after this translation was saved, or it was marked so." : ""}
      </p>
      <div className="translation-grid" role="group" aria-label="Texts side by side">
        <span className="translation-heading" aria-hidden="true">
          {view.primaryLocale}
        </span>
        <span className="translation-heading" aria-hidden="true">
          {locale}
        </span>
        {view.texts.map((text) => {
          const name = TEXT_NAMES[text.of] ?? text.of;
          return (
            <div className="translation-row" key={text.name}>
              <div className="translation-source">
                <span className="field-help">{name}</span>
                <p lang={view.primaryLocale}>{text.text}</p>
              </div>
              <TextInput
                label={`${name} in ${locale}`}
                value={fields[text.name] ?? ""}
                onChange={(value) => {
                  setFields((all) => ({ ...all, [text.name]: value }));
                  setNotice(null);
                }}
                multiline={text.of !== "title" && text.of !== "button"}
                isDisabled={!canWrite}
                error={errors[`fields.${text.name}`]}
                description="Left empty, visitors read the text on the left."
              />
            </div>
          );
        })}
      </div>
      {canWrite ? (
        <>
          <CheckboxField label="Still needs translation" isSelected={stillNeeded} onChange={setStillNeeded} />
          <div className="row">
            <Button className="btn btn-primary" type="submit" isDisabled={busy}>
              Save translation
            </Button>
          </div>
        </>
      ) : null}
      <FormError message={errors.form ?? errors.locale} />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
    </Form>
  );
}

function PageTranslationView(props: { pageId: string; locale: string; canWrite: boolean; onSaved: () => void }) {
  const data = useLoad(() => siteSettingsApi.pageTranslations(props.pageId), [props.pageId]);
  if (data.status === "loading") return <Loading />;
  if (data.status === "error") return <ErrorState message={data.message} onRetry={data.reload} />;
  return (
    <SideBySide
      key={`${props.pageId} ${props.locale}`}
      view={data.data}
      locale={props.locale}
      canWrite={props.canWrite}
      onSaved={(saved) => {
        data.replace(saved);
        props.onSaved();
      }}
    />
  );
}

/** Translating the site's pages: pick a page and a language, then edit its texts beside the primary ones. */
export function PageTranslationsPanel(props: { locales: string[]; canWrite: boolean; onSaved: () => void }) {
  const pages = useLoad(() => pagesApi.tree(), []);
  const [pageId, setPageId] = useState("");
  const [locale, setLocale] = useState(props.locales[0] ?? "");
  if (pages.status === "loading") return <Loading />;
  if (pages.status === "error") return <ErrorState message={pages.message} onRetry={pages.reload} />;
  const choices = pages.data.navigations.flatMap((n) => n.pages).filter((p) => p.kind === "page");
  if (choices.length === 0) return <EmptyState title="No pages to translate yet" />;
  const chosen = pageId || choices[0]!.id;
  return (
    <section className="stack" aria-labelledby="translate-pages-title">
      <h2 className="section-title" id="translate-pages-title">
        Translate pages
      </h2>
      <div className="row">
        <SelectField label="Page" value={chosen} options={choices.map((p) => ({ value: p.id, label: p.title }))} onChange={setPageId} />
        <SelectField label="Language" value={locale} options={props.locales.map((l) => ({ value: l, label: l }))} onChange={setLocale} />
      </div>
      <PageTranslationView pageId={chosen} locale={locale} canWrite={props.canWrite} onSaved={props.onSaved} />
    </section>
  );
}
