import { useState } from "react";
import { ROLE } from "../../../domain/enumerations/roles";
import { invitationInputSchema } from "../../../domain/people/peopleSchema";
import { FormDialog } from "../../shell/ui/FormDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { TextInput } from "../../shell/ui/TextInput";
import { RoleSelect } from "./RoleSelect";

/** The invite dialog: an email address and a role, checked with the shared rules before sending. */
export function InviteDialog(props: { onClose: () => void; onInvite: (email: string, roleId: number) => Promise<void> }) {
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState<number>(ROLE.EDITOR);

  const submit = async () => {
    const checked = invitationInputSchema.safeParse({ email, roleId });
    if (!checked.success) return schemaErrors(checked.error);
    await props.onInvite(checked.data.email, checked.data.roleId);
  };

  return (
    <FormDialog title="Invite someone" submitLabel="Send invitation" onClose={props.onClose} onSubmit={submit}>
      {(errors) => (
        <>
          <TextInput label="Email" type="email" value={email} onChange={setEmail} error={errors.email} autoFocus isRequired />
          <RoleSelect value={roleId} onChange={setRoleId} error={errors.roleId} />
          <p className="field-help">They get a mail with a link to join, valid for 7 days.</p>
        </>
      )}
    </FormDialog>
  );
}
