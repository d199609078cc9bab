import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import { Icon } from "./Icon";

/**
 * A labelled pop-up list for short choices inside the editor (a block setting, a form's field
 * type or captcha, which form a block shows): the editor's dropdowns look and behave alike, and
 * the keyboard and screen readers meet one listbox pattern. Long lists use SelectField.
 */
export function MenuSelect(props: {
  label: string;
  /** The chosen option's id, or null when none is chosen (the placeholder shows). */
  value: string | null;
  options: readonly { id: string; label: string }[];
  onChange: (id: string) => void;
  placeholder?: string;
  isDisabled?: boolean;
  /** Shown under the list, and marks it invalid, when set. */
  error?: string | null;
}) {
  return (
    <Select
      className="field"
      selectedKey={props.value}
      onSelectionChange={(key) => key !== null && props.onChange(String(key))}
      isDisabled={props.isDisabled}
      isInvalid={Boolean(props.error)}
      placeholder={props.placeholder}
    >
      <Label>{props.label}</Label>
      <Button className="select-button">
        <SelectValue />
        <Icon name="down" size={12} />
      </Button>
      <FieldError className="field-error">{props.error}</FieldError>
      <Popover className="popover">
        <ListBox className="menu">
          {props.options.map((option) => (
            <ListBoxItem className="menu-item" key={option.id} id={option.id}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
