import { useState } from "react";
import { Button } from "react-aria-components";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { formsApi, type FormDefinitionBody } from "../../../api/forms";
import { useFrame } from "../../../shell/frame";
import { useLoad } from "../../../shell/useLoad";
import type { FieldSpec } from "../settingsFields";
import { ErrorState, Notice } from "../../../shell/ui/states";
import { FormBuilder } from "../formBuilder/FormBuilder";
import { formCallFailure } from "../formBuilder/formCallFailure";
import { newForm } from "../formBuilder/formBuilderRules";

type FormSpec = Extract<FieldSpec, { kind: "form" }>;

/** What the picker says before a form is chosen: while the list loads, when it failed, when it is empty, and otherwise. */
const PLACEHOLDER = { loading: "Loading forms…", error: "Forms not loaded", ready: "No forms yet", choose: "Choose a form" } as const;

/**
 * Picks which of the site's forms a form or newsletter block shows, and opens the form builder:
 * Edit form reads the form as it is saved now, and says "Unable to open form" with why when it cannot.
 */
export function FormPickerField(props: { field: FormSpec; value: string; onChange: (formId: string) => void; error?: string; isDisabled: boolean }) {
  const forms = useLoad(formsApi.list, []);
  const frame = useFrame();
  const [editing, setEditing] = useState<FormDefinitionBody | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const ofKind = forms.status === "ready" ? forms.data.filter((f) => f.kind === props.field.formKind) : [];
  const current = ofKind.find((f) => f.id === props.value) ?? null;
  const open = async (formId: string) => {
    setOpening(true);
    setOpenError(null);
    try {
      setEditing(await formsApi.read(formId));
    } catch (failure) {
      setOpenError(formCallFailure("open", failure));
    } finally {
      setOpening(false);
    }
  };
  return (
    <div className="stack">
      <MenuSelect
        label={props.field.label}
        value={current ? current.id : null}
        options={ofKind.map((form) => ({ id: form.id, label: form.name }))}
        onChange={props.onChange}
        isDisabled={props.isDisabled || forms.status !== "ready"}
        error={props.error && !current ? "Choose a form, or make a new one." : null}
        placeholder={PLACEHOLDER[forms.status === "ready" && ofKind.length > 0 ? "choose" : forms.status]}
      />
      {forms.status === "error" ? <ErrorState message={forms.message} onRetry={forms.reload} /> : null}
      <div className="row">
        <Button className="btn btn-small" isDisabled={!current || opening} onPress={() => current && void open(current.id)}>
          {opening ? "Opening…" : "Edit form…"}
        </Button>
        <Button
          className="btn btn-small"
          isDisabled={props.isDisabled}
          onPress={() => {
            setOpenError(null);
            setEditing(newForm(props.field.formKind));
          }}
        >
          New form…
        </Button>
      </div>
      {openError ? <Notice tone="error">{openError}</Notice> : null}
      {editing ? (
        <FormBuilder
          form={editing}
          isDisabled={props.isDisabled}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            forms.reload();
            if (saved.id !== props.value) props.onChange(saved.id);
            else frame.reload();
          }}
        />
      ) : null}
    </div>
  );
}
