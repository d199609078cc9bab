import { useState } from "react";
import { groupInputSchema, type Group } from "../../../domain/api/campaigns";
import { campaignsApi } from "../../api/campaigns";
import { FormDialog } from "../../shell/ui/FormDialog";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { TextInput } from "../../shell/ui/TextInput";

/** The dialog that makes a group or renames one, checked with the route's own schema; a name another group has is refused by the server. */
export function GroupDialog(props: { group: Group | null; onClose: () => void; onSaved: (group: Group) => void }) {
  const [name, setName] = useState(props.group?.name ?? "");
  return (
    <FormDialog
      title={props.group ? `Rename ${props.group.name}` : "New group"}
      submitLabel={props.group ? "Rename group" : "Add group"}
      onClose={props.onClose}
      onSubmit={async () => {
        const checked = groupInputSchema.safeParse({ name });
        if (!checked.success) return schemaErrors(checked.error);
        props.onSaved(props.group ? await campaignsApi.renameGroup(props.group.id, checked.data.name) : await campaignsApi.createGroup(checked.data.name));
      }}
    >
      {(errors) => (
        <TextInput label="Group name" value={name} onChange={setName} error={errors.name} description="Such as Regulars or Wholesale." autoFocus isRequired />
      )}
    </FormDialog>
  );
}
