import { Label, Radio, RadioGroup } from "react-aria-components";

/** One choice out of a few, shown side by side: every radio group of the configuration area. */
export function RadioField(props: {
  label: string;
  value: string;
  /** Each choice as [value, label]. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  return (
    <RadioGroup className="field" value={props.value} onChange={props.onChange} isDisabled={props.isDisabled} orientation="horizontal">
      <Label className="label">{props.label}</Label>
      <div className="row">
        {props.options.map(([value, label]) => (
          <Radio className="radio" value={value} key={value}>
            {label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
