import { FieldError, Input, Label, Text, TextArea, TextField } from "react-aria-components";

/**
 * A labelled text field with help text and an error message (the shared rule's or the
 * server's), built on react-aria's TextField so label, description and error are announced.
 */
export function TextInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  description?: string;
  multiline?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  type?: "text" | "email" | "url" | "password" | "number" | "date" | "time" | "datetime-local";
  name?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      className="field"
      value={props.value}
      onChange={props.onChange}
      isInvalid={Boolean(props.error)}
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      autoFocus={props.autoFocus}
      maxLength={props.maxLength}
      type={props.type}
      name={props.name}
      validationBehavior="aria"
    >
      <Label>{props.label}</Label>
      {props.multiline ? <TextArea placeholder={props.placeholder} /> : <Input placeholder={props.placeholder} />}
      {props.description ? (
        <Text slot="description" className="field-help">
          {props.description}
        </Text>
      ) : null}
      <FieldError className="field-error">{props.error}</FieldError>
    </TextField>
  );
}
