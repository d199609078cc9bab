import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import type { FieldSpec } from "../settingsFields";
import { problemsUnder } from "./problemsUnder";

type ValuesSpec = Extract<FieldSpec, { kind: "values" }>;

/**
 * A list of plain values (a chart row's numbers): one numbered control per value ("Value 2"),
 * a button adding the next value and one removing the last.
 */
export function ValuesField(props: {
  field: ValuesSpec;
  values: unknown[];
  onChange: (values: unknown[]) => void;
  problems: Record<string, string>;
  error?: string;
  isDisabled: boolean;
  /** The controls of the values as settings keyed "0", "1"…, given by the form that lists this field. */
  form: (
    fields: FieldSpec[],
    value: Record<string, unknown>,
    onChange: (value: Record<string, unknown>) => void,
    problems: Record<string, string>,
  ) => ReactNode;
}) {
  const { field, values } = props;
  const fields = values.map((_, index) => ({ ...field.item, key: String(index), label: `${field.item.label} ${index + 1}` }));
  const asRecord = Object.fromEntries(values.map((value, index) => [String(index), value]));
  const fromRecord = (record: Record<string, unknown>) => values.map((_, index) => record[String(index)]);
  const blank = field.item.kind === "number" ? 0 : "";
  return (
    <fieldset className="fieldset">
      <legend>{field.label}</legend>
      {props.error ? <p className="field-error">{props.error}</p> : null}
      {props.form(fields, asRecord, (record) => props.onChange(fromRecord(record)), problemsUnder(props.problems, field.key))}
      <div className="row">
        <Button
          className="btn btn-small"
          isDisabled={props.isDisabled || (field.maxItems !== undefined && values.length >= field.maxItems)}
          onPress={() => props.onChange([...values, blank])}
        >
          Add value
        </Button>
        <Button
          className="btn btn-small"
          isDisabled={props.isDisabled || values.length === 0 || (field.minItems !== undefined && values.length <= field.minItems)}
          onPress={() => props.onChange(values.slice(0, -1))}
        >
          Remove last value
        </Button>
      </div>
    </fieldset>
  );
}
