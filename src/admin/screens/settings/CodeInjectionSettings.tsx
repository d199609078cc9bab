import { useState, type FormEvent } from "react";
import { Button, Form } from "react-aria-components";
import { codeInjectionSchema, MAX_INJECTED_CODE_LENGTH, type CodeInjection } from "../../../domain/siteSettings/siteSettingsSchema";
import { ApiError } from "../../api/client";
import { siteSettingsApi } from "../../api/siteSettings";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { FormError } from "../../shell/ui/FormError";

function CodeForm({ initial, canWrite }: { initial: CodeInjection; canWrite: boolean }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<CodeInjection>) => {
    setValues((v) => ({ ...v, ...patch }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = codeInjectionSchema.safeParse(values);
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setValues(await siteSettingsApi.saveCode(checked.data));
      setSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
    } finally {
      setBusy(false);
    }
  };

  const count = (text: string) => `${text.length.toLocaleString()} / ${MAX_INJECTED_CODE_LENGTH.toLocaleString()} characters.`;
  return (
    <Form className="stack settings-form" onSubmit={submit} validationBehavior="aria" aria-label="Code on every page">
      <Notice tone="info">Code added here runs on every page of the site for every visitor. Add only code you trust.</Notice>
      <TextInput
        label="Header code"
        multiline
        value={values.header}
        onChange={(header) => set({ header })}
        error={errors.header}
        isDisabled={!canWrite}
        description={`Placed at the end of every page's head, for example a site verification tag or an analytics tag. ${count(values.header)}`}
      />
      <TextInput
        label="Footer code"
        multiline
        value={values.footer}
        onChange={(footer) => set({ footer })}
        error={errors.footer}
        isDisabled={!canWrite}
        description={`Placed at the end of every page's body, for example a chat widget. ${count(values.footer)}`}
      />
      <FormError message={errors.form} />
      {saved ? <Notice tone="success">Code saved. Every page includes it now.</Notice> : null}
      {canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={busy}>
            Save code
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

/** The code injection tab: header and footer code of every page. */
export function CodeInjectionPanel({ canWrite }: { canWrite: boolean }) {
  const code = useLoad(() => siteSettingsApi.code(), []);
  if (code.status === "loading") return <Loading />;
  if (code.status === "error") return <ErrorState message={code.message} onRetry={code.reload} />;
  return <CodeForm initial={code.data} canWrite={canWrite} />;
}
