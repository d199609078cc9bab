import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { translationInputSchema } from "../../../domain/api/multilingual";
import { TEXT_KINDS, formatOf } from "../../../domain/translations/textKinds";
import { TRANSLATED_KINDS, type TranslatedKind } from "../../../domain/translations/translationModel";
import { ApiError } from "../../api/client";
import { siteSettingsApi, type ItemTranslations, type TranslatableItems } from "../../api/siteSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { FormError } from "../../shell/ui/FormError";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { SelectField } from "../../shell/ui/SelectField";
import { EmptyState, ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { RichTextField } from "../editor/fields/RichTextField";

/** Each kind of item in the owner's words: the choice, one item, and the empty list. */
const KINDS: Record<TranslatedKind, { choice: string; one: string; none: string }> = {
  page: { choice: "Pages", one: "Page", none: "No pages to translate yet" },
  section: { choice: "Shared sections", one: "Shared section", none: "No shared sections to translate yet" },
  post: { choice: "Posts and events", one: "Post", none: "No posts or events to translate yet" },
  product: { choice: "Products", one: "Product", none: "No products to translate yet" },
  form: { choice: "Forms", one: "Form", none: "No forms to translate yet" },
  site: { choice: "Cookie banner, bars and popup", one: "Site-wide texts", none: "The site shows no cookie banner, bar or popup with words to translate" },
  store: { choice: "Shop, header, search and order mails", one: "Store words", none: "No store words to translate" },
};

/** A translation's state in the owner's words. */
const STATE_WORDS: Record<ItemTranslations["languages"][number]["state"], string> = {
  translated: "Translated",
  "needs-translation": "Needs translation",
  missing: "Not translated yet",
};

function failure(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) throw error;
  return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
}

function textName(kind: TranslatedKind, of: string): string {
  return of === "title" ? `${KINDS[kind].one} title` : (TEXT_KINDS[of]?.name ?? of);
}

/** A primary text as the owner reads it: rich text formatted (the server's cleaned copy), anything else as it is. */
function SourceText(props: { text: ItemTranslations["texts"][number]; locale: string }) {
  const { text, locale } = props;
  if (text.html !== undefined) return <div className="translation-rich" lang={locale} dangerouslySetInnerHTML={{ __html: text.html }} />;
  return <p lang={locale}>{text.text}</p>;
}

/** One item's texts in the primary language on the left, their translation into one language on the right, saved together. */
function SideBySide(props: { view: ItemTranslations; locale: string; canWrite: boolean; onSaved: (view: ItemTranslations) => void }) {
  const { view, locale, canWrite } = props;
  const language = view.languages.find((l) => l.locale === locale)!;
  const [fields, setFields] = useState<Record<string, string>>(language.fields);
  const [stillNeeded, setStillNeeded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = KINDS[view.kind].one.toLowerCase();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = translationInputSchema.safeParse({ fields, needsTranslation: stillNeeded });
    if (!checked.success) return setErrors(schemaErrors(checked.error));
    setBusy(true);
    try {
      const saved = await siteSettingsApi.saveTranslation(view.kind, view.itemId, locale, checked.data);
      setErrors({});
      setNotice("Translation saved.");
      props.onSaved(saved);
    } catch (error) {
      setErrors(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const change = (name: string) => (value: string) => {
    setFields((all) => ({ ...all, [name]: value }));
    setNotice(null);
  };

  return (
    <Form className="stack" onSubmit={(event) => void save(event)} validationBehavior="aria" aria-label={`Translation into ${locale}`}>
      <p className="translation-state" data-state={language.state}>
        {STATE_WORDS[language.state]}
        {language.state === "needs-translation" ? `: the ${noun}'s text changed after this translation was saved, or it was marked so.` : ""}
      </p>
      <div className="translation-grid" role="group" aria-label="Texts side by side">
        <span className="translation-heading" aria-hidden="true">
          {view.primaryLocale}
        </span>
        <span className="translation-heading" aria-hidden="true">
          {locale}
        </span>
        {view.texts.map((text) => {
          const name = textName(view.kind, text.of);
          const label = `${name} in ${locale}`;
          return (
            <div className="translation-row" key={text.name}>
              <div className="translation-source">
                <span className="field-help">{name}</span>
                <SourceText text={text} locale={view.primaryLocale} />
              </div>
              {formatOf(text.of) === "rich" ? (
                <div className="stack">
                  <RichTextField
                    label={label}
                    value={fields[text.name] ?? ""}
                    onChange={change(text.name)}
                    isDisabled={!canWrite}
                    error={errors[`fields.${text.name}`]}
                  />
                  <span className="field-help">Left empty, visitors read the text on the left.</span>
                </div>
              ) : (
                <TextInput
                  label={label}
                  value={fields[text.name] ?? ""}
                  onChange={change(text.name)}
                  multiline={formatOf(text.of) !== "line"}
                  isDisabled={!canWrite}
                  error={errors[`fields.${text.name}`]}
                  description="Left empty, visitors read the text on the left."
                />
              )}
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

function TranslationView(props: { kind: TranslatedKind; itemId: string; locale: string; canWrite: boolean; onSaved: (saved: ItemTranslations) => void }) {
  const data = useLoad(() => siteSettingsApi.translations(props.kind, props.itemId), [props.kind, props.itemId]);
  if (data.status === "loading") return <Loading />;
  if (data.status === "error") return <ErrorState message={data.message} onRetry={data.reload} />;
  return (
    <SideBySide
      key={`${props.itemId} ${props.locale}`}
      view={data.data}
      locale={props.locale}
      canWrite={props.canWrite}
      onSaved={(saved) => {
        data.replace(saved);
        props.onSaved(saved);
      }}
    />
  );
}

/** An item as the list names it: its title, its blog or shop, and its state in the chosen language. */
function itemLabel(item: TranslatableItems[number], locale: string): string {
  const state = item.states.find((s) => s.locale === locale)?.state ?? "missing";
  return `${item.title}${item.group ? ` (${item.group})` : ""}: ${STATE_WORDS[state].toLowerCase()}`;
}

function ItemChoice(props: { kind: TranslatedKind; locale: string; canWrite: boolean; onSaved: () => void }) {
  const { kind, locale } = props;
  const items = useLoad(() => siteSettingsApi.translatable(kind), [kind]);
  const [itemId, setItemId] = useState("");
  if (items.status === "loading") return <Loading />;
  if (items.status === "error") return <ErrorState message={items.message} onRetry={items.reload} />;
  if (items.data.items.length === 0) return <EmptyState title={KINDS[kind].none} />;
  const chosen = items.data.items.some((item) => item.id === itemId) ? itemId : items.data.items[0]!.id;
  return (
    <>
      <SelectField
        label={KINDS[kind].one}
        value={chosen}
        options={items.data.items.map((item) => ({ value: item.id, label: itemLabel(item, locale) }))}
        onChange={setItemId}
      />
      <TranslationView
        kind={kind}
        itemId={chosen}
        locale={locale}
        canWrite={props.canWrite}
        onSaved={(saved) => {
          const states = saved.languages.map((l) => ({ locale: l.locale, state: l.state }));
          items.replace({ items: items.data.items.map((item) => (item.id === saved.itemId ? { ...item, states } : item)) });
          props.onSaved();
        }}
      />
    </>
  );
}

/** Translating the site: pick pages, posts, products or forms, one of them and a language, then edit its texts beside the primary ones. */
export function TranslationsPanel(props: { locales: string[]; canWrite: boolean; onSaved: () => void }) {
  const [kind, setKind] = useState<TranslatedKind>("page");
  const [locale, setLocale] = useState(props.locales[0] ?? "");
  return (
    <section className="stack" aria-labelledby="translate-title">
      <h2 className="section-title" id="translate-title">
        Translate
      </h2>
      <div className="row">
        <SelectField
          label="What to translate"
          value={kind}
          options={TRANSLATED_KINDS.map((k) => ({ value: k, label: KINDS[k].choice }))}
          onChange={(value) => setKind(value as TranslatedKind)}
        />
        <SelectField label="Language" value={locale} options={props.locales.map((l) => ({ value: l, label: l }))} onChange={setLocale} />
      </div>
      <ItemChoice key={kind} kind={kind} locale={locale} canWrite={props.canWrite} onSaved={props.onSaved} />
    </section>
  );
}
