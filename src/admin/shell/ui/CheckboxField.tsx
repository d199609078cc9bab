import { Checkbox } from "react-aria-components";

/** A labelled checkbox with an optional explanation under it. */
export function CheckboxField(props: { label: string; description?: string; isSelected: boolean; onChange: (value: boolean) => void; isDisabled?: boolean }) {
  return (
    <div className="checkbox-field">
      <Checkbox className="checkbox" isSelected={props.isSelected} onChange={props.onChange} isDisabled={props.isDisabled}>
        <span className="checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="12" height="12">
            <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </span>
        {props.label}
      </Checkbox>
      {props.description ? <p className="field-help checkbox-help">{props.description}</p> : null}
    </div>
  );
}
