import { useState } from "react";
import { commentsApi } from "../../api/comments";
import { FormDialog } from "../../shell/ui/FormDialog";
import { TextInput } from "../../shell/ui/TextInput";

/** Removes every comment an address wrote on the site, when its owner asks for it. */
export function EraseDialog(props: { onErased: (email: string, deleted: number) => void; onClose: () => void }) {
  const [email, setEmail] = useState("");
  return (
    <FormDialog
      title="Delete someone's comments"
      submitLabel="Delete their comments"
      onClose={props.onClose}
      onSubmit={async () => {
        const { deleted } = await commentsApi.erase(email);
        props.onErased(email, deleted);
      }}
    >
      {(errors) => (
        <TextInput
          label="Their email address"
          description="Every comment written with this address is deleted for good, published or not."
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          isRequired
          autoFocus
        />
      )}
    </FormDialog>
  );
}
