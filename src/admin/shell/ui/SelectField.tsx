import { useId } from "react";

/** A labelled native select: long option lists (time zones, roles) stay fast and keyboard-friendly. */
export function SelectField(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | null;
  description?: string;
  isDisabled?: boolean;
  name?: string;
  /** Keeps the label for screen readers only, where a table header already names the column. */
  hideLabel?: boolean;
}) {
  const id = useId();
  const describedBy = [props.description ? `${id}-help` : "", props.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className={props.hideLabel ? "sr-only" : undefined}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.isDisabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.description ? (
        <span id={`${id}-help`} className="field-help">
          {props.description}
        </span>
      ) : null}
      {props.error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
