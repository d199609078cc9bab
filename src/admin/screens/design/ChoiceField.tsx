import { SelectField } from "../../shell/ui/SelectField";

/**
 * A select among a style's fixed values, each with its label, in the order given: the value the
 * owner picks comes back as one of them, so no caller needs to cast the select's text.
 */
export function ChoiceField<V extends string>(props: {
  label: string;
  value: V;
  choices: Readonly<Record<V, string>>;
  onChange: (value: V) => void;
  error?: string | undefined;
  description?: string;
  isDisabled: boolean;
}) {
  const { choices, onChange, ...field } = props;
  const options = (Object.keys(choices) as V[]).map((value) => ({ value, label: choices[value] }));
  return <SelectField {...field} options={options} onChange={(value) => onChange(value as V)} />;
}
