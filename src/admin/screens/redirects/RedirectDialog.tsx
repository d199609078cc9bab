import { useState } from "react";
import { redirectInputSchema } from "../../../domain/seo/redirectRules";
import type { Redirect } from "../../api/redirects";
import { redirectsApi } from "../../api/redirects";
import { FormDialog } from "../../shell/ui/FormDialog";
import { RadioField } from "../../shell/ui/RadioField";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { TextInput } from "../../shell/ui/TextInput";

/** The two kinds of redirect, as the owner chooses them. */
const STATUS_CHOICES = [
  ["301", "Moved for good (301)"],
  ["302", "Moved for now (302)"],
] as const;

/**
 * The dialog that adds a redirect or changes one: the old address, the new one and whether the
 * move is for good, checked with the rules the server applies before it is sent; a refusal of the
 * server (an old address that already has a redirect) shows above the buttons.
 */
export function RedirectDialog(props: { redirect: Redirect | null; onClose: () => void; onSaved: (redirect: Redirect, added: boolean) => void }) {
  const [from, setFrom] = useState(props.redirect?.from ?? "");
  const [to, setTo] = useState(props.redirect?.to ?? "");
  const [status, setStatus] = useState(String(props.redirect?.status ?? 301));

  const submit = async () => {
    const checked = redirectInputSchema.safeParse({ from, to, status: Number(status) });
    if (!checked.success) return schemaErrors(checked.error);
    const saved = props.redirect ? await redirectsApi.update(props.redirect.id, checked.data) : await redirectsApi.create(checked.data);
    props.onSaved(saved, props.redirect === null);
  };

  return (
    <FormDialog
      title={props.redirect ? "Change redirect" : "Add redirect"}
      submitLabel={props.redirect ? "Save redirect" : "Add redirect"}
      onClose={props.onClose}
      onSubmit={submit}
    >
      {(errors) => (
        <>
          <TextInput
            label="Old address"
            value={from}
            onChange={setFrom}
            error={errors.from}
            description="A page such as /old-menu. End it with /* to send every page under it too, such as /old-blog/*."
            autoFocus
            isRequired
          />
          <TextInput
            label="New address"
            value={to}
            onChange={setTo}
            error={errors.to}
            description="A page of this site such as /menu, or a full web address of another site. End it with /* to keep the rest of the old address."
            isRequired
          />
          <RadioField label="Kind of move" value={status} options={STATUS_CHOICES} onChange={setStatus} />
          {errors.status ? <p className="field-error">{errors.status}</p> : null}
        </>
      )}
    </FormDialog>
  );
}
