import type { SiteSettingDefinition } from "../../../domain/siteSettings/siteSettingDefinitions";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { TextInput } from "../../shell/ui/TextInput";
import { TimeZoneField } from "./TimeZoneField";

/** What a number field holds: the number typed, or the text itself so the setting's schema names the problem. */
function wholeNumberOrText(typed: string): number | string {
  const value = Number(typed);
  return typed.trim() !== "" && Number.isFinite(value) ? value : typed;
}

/**
 * The control of one general setting, chosen by its definition's control kind, so a new setting
 * needs no code on the screen. `addressOf` gives the site's address under a typed identifier.
 */
export function GeneralSettingField(props: {
  definition: SiteSettingDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  isDisabled: boolean;
  addressOf: (identifier: string) => string;
}) {
  const { control } = props.definition;
  // What every typed control takes alike: its label, the value as text, its problem and whether it is locked.
  const typed = { label: control.label, value: String(props.value), error: props.error, isDisabled: props.isDisabled };
  switch (control.kind) {
    case "checkbox":
      return (
        <CheckboxField
          label={control.label}
          description={control.description}
          isSelected={props.value === true}
          onChange={props.onChange}
          isDisabled={props.isDisabled}
        />
      );
    case "timeZone":
      return <TimeZoneField {...typed} description={control.description} onChange={props.onChange} />;
    case "identifier":
      return (
        <TextInput
          {...typed}
          onChange={props.onChange}
          isRequired
          description={`Your site's address: ${props.addressOf(String(props.value))}. ${control.description}`}
        />
      );
    case "number":
      return <TextInput {...typed} type="number" onChange={(text) => props.onChange(wholeNumberOrText(text))} isRequired description={control.description} />;
    case "text":
      return (
        <TextInput
          {...typed}
          onChange={props.onChange}
          isRequired={control.required}
          maxLength={control.maxLength}
          multiline={control.multiline}
          description={control.description}
        />
      );
  }
}
