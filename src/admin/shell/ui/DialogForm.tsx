import type { FormEvent, ReactNode } from "react";
import { Button, Form } from "react-aria-components";
import { FormError } from "./FormError";

/** The form inside a dialog: its fields, the form-wide problem, then Cancel and the submit button (held while saving). */
export function DialogForm(props: {
  submitLabel: string;
  formError: string | undefined;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Form className="stack" onSubmit={props.onSubmit} validationBehavior="aria">
      {props.children}
      <FormError message={props.formError} />
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onCancel}>
          Cancel
        </Button>
        <Button className="btn btn-primary" type="submit" isDisabled={props.busy || !props.canSubmit}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
