import { Checkbox, Input, Label, NumberField } from "react-aria-components";
import { CheckboxBox } from "../../../shell/ui/Icon";
import type { FormField } from "../../../../domain/forms/formDefinition";
import { TextInput } from "../../../shell/ui/TextInput";
import { FIELD_OPTIONS } from "./formBuilderRules";

/** The options of one form field: title, description, placeholder, required and its type's own options. */
export function FieldEditor(props: { field: FormField; onChange: (field: FormField) => void; problems: Record<string, string>; isDisabled: boolean }) {
  const { field, isDisabled } = props;
  const set = (patch: Record<string, unknown>) => props.onChange({ ...field, ...patch } as FormField);
  return (
    <div className="stack field-editor">
      <TextInput label="Label" value={field.title} onChange={(title) => set({ title })} error={props.problems.title} isDisabled={isDisabled} />
      <TextInput
        label="Name in submissions"
        value={field.id}
        onChange={(id) => set({ id })}
        error={props.problems.id}
        description="The column heading of this answer in the submissions list and its download."
        isDisabled={isDisabled}
      />
      <TextInput
        label="Description"
        value={field.description}
        onChange={(description) => set({ description })}
        error={props.problems.description}
        multiline
        isDisabled={isDisabled}
      />
      {FIELD_OPTIONS.placeholder.has(field.type) && "placeholder" in field ? (
        <TextInput
          label="Example text inside the box"
          value={field.placeholder}
          onChange={(placeholder) => set({ placeholder })}
          error={props.problems.placeholder}
          isDisabled={isDisabled}
        />
      ) : null}
      {FIELD_OPTIONS.required.has(field.type) ? (
        <Checkbox className="checkbox" isSelected={field.required} onChange={(required) => set({ required })} isDisabled={isDisabled}>
          <CheckboxBox />
          Required
        </Checkbox>
      ) : null}
      {"options" in field ? (
        <TextInput
          label="Options"
          description="One option per line."
          multiline
          value={field.options.join("\n")}
          onChange={(text) => set({ options: text.split("\n") })}
          error={props.problems.options ?? Object.entries(props.problems).find(([path]) => path.startsWith("options."))?.[1]}
          isDisabled={isDisabled}
        />
      ) : null}
      {field.type === "phone" ? (
        <Checkbox className="checkbox" isSelected={field.showCountryCode} onChange={(showCountryCode) => set({ showCountryCode })} isDisabled={isDisabled}>
          <CheckboxBox />
          Show country code
        </Checkbox>
      ) : null}
      {field.type === "currency" ? (
        <TextInput
          label="Currency symbol"
          value={field.currencySymbol}
          onChange={(currencySymbol) => set({ currencySymbol })}
          error={props.problems.currencySymbol}
          isDisabled={isDisabled}
        />
      ) : null}
      {field.type === "section" ? (
        <Checkbox className="checkbox" isSelected={field.underline} onChange={(underline) => set({ underline })} isDisabled={isDisabled}>
          <CheckboxBox />
          Underline
        </Checkbox>
      ) : null}
      {field.type === "hidden" ? (
        <>
          <TextInput
            label="Name in the page's web address"
            value={field.key}
            onChange={(key) => set({ key })}
            error={props.problems.key}
            description="When the page's web address ends with ?name=value, the form sends that value with the answers."
            isDisabled={isDisabled}
          />
          <TextInput label="Value" value={field.value} onChange={(value) => set({ value })} error={props.problems.value} isDisabled={isDisabled} />
        </>
      ) : null}
      {field.type === "textarea" ? (
        <NumberField
          className="field"
          value={field.maxLength ?? Number.NaN}
          onChange={(n) => set({ maxLength: Number.isNaN(n) ? null : n })}
          minValue={1}
          step={1}
          isDisabled={isDisabled}
          isInvalid={Boolean(props.problems.maxLength)}
        >
          <Label>Character limit</Label>
          <Input className="input" placeholder="No limit" />
          {props.problems.maxLength ? <span className="field-error">{props.problems.maxLength}</span> : null}
        </NumberField>
      ) : null}
    </div>
  );
}
