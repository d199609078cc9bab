import { Checkbox } from "react-aria-components";
import { CheckboxBox } from "./Icon";

/** A labelled checkbox with an optional explanation under it. */
export function CheckboxField(props: { label: string; description?: string; isSelected: boolean; onChange: (value: boolean) => void; isDisabled?: boolean }) {
  return (
    <div className="checkbox-field">
      <Checkbox className="checkbox" isSelected={props.isSelected} onChange={props.onChange} isDisabled={props.isDisabled}>
        <CheckboxBox />
        {props.label}
      </Checkbox>
      {props.description ? <p className="field-help checkbox-help">{props.description}</p> : null}
    </div>
  );
}
