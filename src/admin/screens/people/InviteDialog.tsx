import { useState, type FormEvent } from "react";
import { Button, Dialog, Form, Heading, Modal, ModalOverlay } from "react-aria-components";
import { ROLE } from "../../../domain/enumerations/roles";
import { invitationInputSchema } from "../../../domain/people/peopleSchema";
import { ApiError } from "../../api/client";
import { schemaErrors } from "../../shell/ui/schemaErrors";
import { TextInput } from "../../shell/ui/TextInput";
import { RoleSelect } from "./RoleSelect";
import { FormError } from "../../shell/ui/FormError";

/** The invite dialog: an email address and a role, checked with the shared rules before sending. */
export function InviteDialog(props: { onClose: () => void; onInvite: (email: string, roleId: number) => Promise<void> }) {
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState<number>(ROLE.EDITOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = invitationInputSchema.safeParse({ email, roleId });
    if (!checked.success) {
      setErrors(schemaErrors(checked.error));
      return;
    }
    setBusy(true);
    try {
      await props.onInvite(checked.data.email, checked.data.roleId);
      props.onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(open) => !open && props.onClose()} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">Invite someone</Heading>
          <Form className="stack" onSubmit={submit} validationBehavior="aria">
            <TextInput label="Email" type="email" value={email} onChange={setEmail} error={errors.email} autoFocus isRequired />
            <RoleSelect value={roleId} onChange={setRoleId} error={errors.roleId} />
            <p className="field-help">They get a mail with a link to join, valid for 7 days.</p>
            <FormError message={errors.form} />
            <div className="dialog-actions">
              <Button className="btn" onPress={props.onClose}>
                Cancel
              </Button>
              <Button className="btn btn-primary" type="submit" isDisabled={busy}>
                Send invitation
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
