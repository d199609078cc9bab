import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button, Form } from "react-aria-components";
import { FormError } from "./FormError";

/**
 * The form inside a dialog: its fields, the form-wide problem, then Cancel and the submit button
 * (held while saving). Holding the button drops the keyboard focus to the page, where Escape no
 * longer reaches the dialog; so when a save ends with the dialog still open (the server refused
 * it), the focus goes back to the button.
 */
export function DialogForm(props: {
  submitLabel: string;
  formError: string | undefined;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(props.busy);
  useEffect(() => {
    if (wasBusy.current && !props.busy && document.activeElement === document.body) submit.current?.focus();
    wasBusy.current = props.busy;
  }, [props.busy]);
  return (
    <Form className="stack" onSubmit={props.onSubmit} validationBehavior="aria">
      {props.children}
      <FormError message={props.formError} />
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onCancel}>
          Cancel
        </Button>
        <Button ref={submit} className="btn btn-primary" type="submit" isDisabled={props.busy || !props.canSubmit}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
