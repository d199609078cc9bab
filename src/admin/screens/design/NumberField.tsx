import { useId } from "react";

/** A labelled number input with its unit and range in the help text, for the design scale's values. */
export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  onChange: (value: number) => void;
  error?: string;
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={Number.isNaN(props.value) ? "" : props.value}
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        disabled={props.isDisabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-help${props.error ? ` ${id}-error` : ""}`}
        onChange={(event) => props.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
      />
      <span id={`${id}-help`} className="field-help">
        {props.min} to {props.max} {props.unit}
      </span>
      {props.error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
