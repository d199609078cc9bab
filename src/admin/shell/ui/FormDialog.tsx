import { useState, type FormEvent, type ReactNode } from "react";
import { DialogForm } from "./DialogForm";
import { submissionProblems, type FieldErrors } from "./formSubmission";
import { ModalDialog } from "./ModalDialog";

/**
 * A dialog holding one form: the fields get their problems from the last submit, the
 * form-wide problem shows above the buttons, the submit button is held while saving and the
 * dialog closes once the save went through. Escape and Cancel close it without saving.
 */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Checks the values and saves them; returns the problems the check found to keep the dialog open. Refused calls throw ApiError. */
  onSubmit: () => Promise<FieldErrors | void>;
  /** False keeps the submit button disabled, for someone who may only look. */
  canSubmit?: boolean;
  wide?: boolean;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const problems = await submissionProblems(props.onSubmit);
      if (problems) setErrors(problems);
      else props.onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={props.title} onClose={props.onClose} wide={props.wide}>
      <DialogForm
        submitLabel={props.submitLabel}
        formError={errors.form}
        busy={busy}
        canSubmit={props.canSubmit ?? true}
        onSubmit={(event) => void submit(event)}
        onCancel={props.onClose}
      >
        {props.children(errors)}
      </DialogForm>
    </ModalDialog>
  );
}
