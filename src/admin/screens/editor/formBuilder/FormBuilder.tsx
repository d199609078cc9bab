import { useEffect, useRef, useState } from "react";
import { CheckboxBox, Icon } from "../../../shell/ui/Icon";
import { Button, Checkbox } from "react-aria-components";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import type { FormFieldType } from "../../../../domain/enumerations/formFieldTypes";
import type { FormField } from "../../../../domain/forms/formDefinition";
import { ApiError } from "../../../api/client";
import { CART_MESSAGES } from "../../../../domain/messages/cartMessages";
import { formsApi, type FormDefinitionBody } from "../../../api/forms";
import { ModalDialog } from "../../../shell/ui/ModalDialog";
import { Notice } from "../../../shell/ui/states";
import { TextInput } from "../../../shell/ui/TextInput";
import { problemsUnder } from "../fields/problemsUnder";
import { RichTextField } from "../fields/RichTextField";
import { FieldEditor } from "./FieldEditor";
import { MailchimpStorageFields } from "./MailchimpStorageFields";
import { formCallFailure } from "./formCallFailure";
import { FIELD_TYPE_LABELS, formProblems, newField } from "./formBuilderRules";

const CAPTCHAS: { id: FormDefinitionBody["captcha"]; label: string }[] = [
  { id: "none", label: "None" },
  { id: "builtin", label: "Tessera (no third party)" },
  { id: "recaptcha", label: "reCAPTCHA" },
  { id: "hcaptcha", label: "hCaptcha" },
  { id: "turnstile", label: "Turnstile" },
];

/**
 * The form builder: the form's fields (every type of spec 2 §3 with its options), button,
 * message, redirect, notification address, MailChimp list and captcha. It checks with the shared definition
 * rules before saving through the forms feature's owner route; what is wrong is said beside Save
 * (spec 2 §8's form words: "Update the missing or invalid information above.", the first marked
 * setting focused, or "Unable to update form" with why).
 */
export function FormBuilder(props: { form: FormDefinitionBody; isDisabled: boolean; onSaved: (form: FormDefinitionBody) => void; onClose: () => void }) {
  const [form, setForm] = useState(props.form);
  const [selected, setSelected] = useState<number | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const settingsRef = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<FormDefinitionBody>) => setForm((f) => ({ ...f, ...patch }));
  const setFields = (fields: FormField[]) => set({ fields });
  const newsletter = form.kind === "newsletter";
  const allowedTypes = (Object.keys(FIELD_TYPE_LABELS) as FormFieldType[]).filter((t) => !newsletter || t === "name" || t === "hidden");

  const addField = (type: string) => {
    setFields([...form.fields, newField(type as FormFieldType)]);
    setSelected(form.fields.length);
  };
  const moveField = (from: number, to: number) => {
    const fields = [...form.fields];
    const [moved] = fields.splice(from, 1);
    fields.splice(to, 0, moved!);
    setFields(fields);
    setSelected(to);
  };
  /** Shows the settings that hold problems (a field's, else the form's) and asks for the first marked one to take the focus. */
  const markProblems = (found: Record<string, string>) => {
    setProblems(found);
    const paths = Object.keys(found);
    const fieldIndex = paths.map((p) => /^fields\.(\d+)/.exec(p)?.[1]).find((i) => i !== undefined);
    if (fieldIndex !== undefined) setSelected(Number(fieldIndex));
    else if (paths.some((p) => p !== "name" && p !== "fields")) setSelected(null);
    setError(CART_MESSAGES.fixInformationAbove);
    setFocusRequest((n) => n + 1);
  };
  useEffect(() => {
    if (focusRequest > 0) settingsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const save = async () => {
    setError(null);
    const found = formProblems(form);
    if (Object.keys(found).length > 0) return markProblems(found);
    setProblems({});
    setSaving(true);
    try {
      const saved = await formsApi.save(form);
      props.onSaved(saved);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0) {
        // The server names list places in brackets ("fields[0].options"), the builder with dots.
        markProblems(Object.fromEntries(Object.entries(failure.fieldErrors).map(([path, message]) => [path.replace(/\[(\d+)\]/g, ".$1"), message])));
      } else setError(formCallFailure("update", failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog title="Edit form" label={`Edit form ${form.name}`} onClose={props.onClose} wide>
      <div className="builder" ref={settingsRef}>
        <div className="stack">
          <TextInput label="Form name" value={form.name} onChange={(name) => set({ name })} error={problems.name} isDisabled={props.isDisabled} />
          <h3 className="section-title">Fields</h3>
          <ol className="list-items">
            {form.fields.map((field, index) => (
              <li key={index} className={selected === index ? "list-item list-item-selected" : "list-item"}>
                <div className="row">
                  <Button className="list-item-title" onPress={() => setSelected(index)} aria-pressed={selected === index}>
                    {field.title || field.id} <span className="tag">{FIELD_TYPE_LABELS[field.type]}</span>
                    {Object.keys(problemsUnder(problems, `fields.${index}`)).length > 0 ? <span className="field-error"> needs attention</span> : null}
                  </Button>
                  <Button
                    className="btn-icon"
                    aria-label={`Move ${field.title} up`}
                    isDisabled={props.isDisabled || index === 0}
                    onPress={() => moveField(index, index - 1)}
                  >
                    <Icon name="arrowUp" />
                  </Button>
                  <Button
                    className="btn-icon"
                    aria-label={`Move ${field.title} down`}
                    isDisabled={props.isDisabled || index === form.fields.length - 1}
                    onPress={() => moveField(index, index + 1)}
                  >
                    <Icon name="arrowDown" />
                  </Button>
                  <Button
                    className="btn-icon"
                    aria-label={`Remove ${field.title}`}
                    isDisabled={props.isDisabled}
                    onPress={() => {
                      setFields(form.fields.filter((_, i) => i !== index));
                      setSelected(null);
                    }}
                  >
                    <Icon name="cross" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <MenuSelect
            label="Add a field"
            placeholder="Choose a field type"
            value={null}
            options={allowedTypes.map((type) => ({ id: type, label: FIELD_TYPE_LABELS[type] }))}
            onChange={addField}
            isDisabled={props.isDisabled}
          />
          {problems.fields ? <p className="field-error">{problems.fields}</p> : null}
        </div>
        <div className="stack">
          {selected !== null && form.fields[selected] ? (
            <FieldEditor
              field={form.fields[selected]!}
              onChange={(field) => setFields(form.fields.map((f, i) => (i === selected ? field : f)))}
              problems={problemsUnder(problems, `fields.${selected}`)}
              isDisabled={props.isDisabled}
            />
          ) : (
            <>
              <TextInput
                label="Submit button text"
                value={form.submitButtonText}
                onChange={(submitButtonText) => set({ submitButtonText })}
                error={problems.submitButtonText}
                isDisabled={props.isDisabled}
              />
              <RichTextField
                label="Message after submitting"
                value={form.postSubmitMessage}
                onChange={(postSubmitMessage) => set({ postSubmitMessage })}
                error={problems.postSubmitMessage}
                isDisabled={props.isDisabled}
              />
              <TextInput
                label="Redirect after submitting"
                value={form.successRedirect}
                onChange={(successRedirect) => set({ successRedirect })}
                error={problems.successRedirect}
                description="A page such as /thanks, or leave empty to stay."
                isDisabled={props.isDisabled}
              />
              <TextInput
                label="Send submissions to"
                type="email"
                value={form.notificationEmail}
                onChange={(notificationEmail) => set({ notificationEmail })}
                error={problems.notificationEmail}
                isDisabled={props.isDisabled}
              />
              <Checkbox
                className="checkbox"
                isSelected={form.saveSubmissions}
                onChange={(saveSubmissions) => set({ saveSubmissions })}
                isDisabled={props.isDisabled}
              >
                <CheckboxBox />
                Keep submissions in Tessera
              </Checkbox>
              <MailchimpStorageFields
                storage={form.storage}
                onChange={(storage) => set({ storage })}
                error={problems["storage.listId"] ?? problems.storage}
                isDisabled={props.isDisabled}
              />
              <MenuSelect
                label="Spam check"
                value={form.captcha}
                options={CAPTCHAS}
                onChange={(id) => set({ captcha: id as FormDefinitionBody["captcha"] })}
                isDisabled={props.isDisabled}
              />
            </>
          )}
          {selected !== null ? (
            <Button className="btn btn-small" onPress={() => setSelected(null)}>
              Form settings
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onClose}>
          Cancel
        </Button>
        <Button className="btn btn-primary" onPress={() => void save()} isDisabled={props.isDisabled || saving}>
          {saving ? "Saving…" : "Save form"}
        </Button>
      </div>
    </ModalDialog>
  );
}
