import { useState } from "react";
import { CheckboxBox } from "../../../shell/ui/Icon";
import { Button, Checkbox, FieldError, Group, Input, Label, NumberField } from "react-aria-components";
import { ImageField } from "../../../shell/media/ImageField";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { pictureAddressLabel, type FieldSpec } from "../settingsFields";
import { TextInput } from "../../../shell/ui/TextInput";
import { CollectionPickerField } from "./CollectionPickerField";
import { FormPickerField } from "./FormPickerField";
import { ListField } from "./ListField";
import { AudioPicker } from "./AudioPicker";
import { problemsUnder } from "./problemsUnder";
import { RichTextField } from "./RichTextField";
import { ValuesField } from "./ValuesField";

/** What every settings control gets: its value, a change handler and its problem. */
export interface ControlProps {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** Problems by path below this form ("slides.0.src"). */
  problems: Record<string, string>;
  isDisabled: boolean;
}

function withKey(value: Record<string, unknown>, key: string, next: unknown): Record<string, unknown> {
  const copy = { ...value };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** A block's picture: the shared image field, and its address typed by hand for a picture kept elsewhere. */
function BlockImageField(props: {
  field: Extract<FieldSpec, { kind: "text" }>;
  value: string;
  onChange: (src: string, size?: { width: number; height: number }) => void;
  error?: string;
  isDisabled: boolean;
}) {
  return (
    <div className="field">
      <ImageField
        label={props.field.label}
        value={props.value}
        isDisabled={props.isDisabled}
        onChange={(url, asset) => props.onChange(url, asset?.width && asset.height ? { width: asset.width, height: asset.height } : undefined)}
      />
      <TextInput
        label={pictureAddressLabel(props.field.label)}
        value={props.value}
        onChange={(v) => props.onChange(v)}
        error={props.error}
        isDisabled={props.isDisabled}
      />
    </div>
  );
}

function AudioField(props: {
  field: Extract<FieldSpec, { kind: "text" }>;
  value: string;
  onChange: (src: string) => void;
  error?: string;
  isDisabled: boolean;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="field">
      <TextInput label={props.field.label} value={props.value} onChange={props.onChange} error={props.error} isDisabled={props.isDisabled} />
      <div className="row">
        <Button className="btn btn-small" isDisabled={props.isDisabled} onPress={() => setPicking(true)}>
          Choose audio file…
        </Button>
      </div>
      {picking ? (
        <AudioPicker
          onClose={() => setPicking(false)}
          onPick={(asset) => {
            setPicking(false);
            props.onChange(asset.url);
          }}
        />
      ) : null}
    </div>
  );
}

function Control({ field, value, onChange, problems, isDisabled }: { field: FieldSpec } & ControlProps) {
  const current = value[field.key];
  const error = problems[field.key];
  const set = (next: unknown) => onChange(withKey(value, field.key, next));
  switch (field.kind) {
    case "text":
      if (field.audio) {
        return <AudioField field={field} value={typeof current === "string" ? current : ""} error={error} isDisabled={isDisabled} onChange={set} />;
      }
      if (field.image) {
        return (
          <BlockImageField
            field={field}
            value={typeof current === "string" ? current : ""}
            error={error}
            isDisabled={isDisabled}
            onChange={(src, size) => onChange({ ...withKey(value, field.key, src), ...(size && field.key === "src" ? size : {}) })}
          />
        );
      }
      if (field.rich) {
        return (
          <RichTextField
            label={field.label}
            value={typeof current === "string" ? current : ""}
            onChange={(v) => set(v)}
            error={error}
            isDisabled={isDisabled}
          />
        );
      }
      return (
        <TextInput
          label={field.label}
          value={typeof current === "string" ? current : current === undefined ? "" : String(current)}
          onChange={(v) => set(v)}
          multiline={field.multiline}
          maxLength={field.maxLength}
          error={error}
          isDisabled={isDisabled}
        />
      );
    case "number":
      return (
        <NumberField
          className="field"
          value={typeof current === "number" ? current : Number.NaN}
          onChange={(n) => set(Number.isNaN(n) ? (field.optional ? undefined : 0) : n)}
          minValue={field.min}
          maxValue={field.max}
          step={field.integer ? 1 : 10 ** -(field.decimals ?? 2)}
          formatOptions={field.decimals === undefined ? undefined : { maximumFractionDigits: field.decimals }}
          isInvalid={Boolean(error)}
          isDisabled={isDisabled}
        >
          <Label>{field.label}</Label>
          <Group className="number-group">
            <Button slot="decrement" className="btn-icon">
              −
            </Button>
            <Input className="input" />
            <Button slot="increment" className="btn-icon">
              +
            </Button>
          </Group>
          <FieldError className="field-error">{error}</FieldError>
        </NumberField>
      );
    case "boolean":
      return (
        <Checkbox className="checkbox" isSelected={current === true} onChange={(checked) => set(checked)} isDisabled={isDisabled}>
          <CheckboxBox />
          {field.label}
        </Checkbox>
      );
    case "choice":
      return (
        <MenuSelect
          label={field.label}
          value={current === undefined ? null : String(current)}
          options={field.options.map((option) => ({ id: String(option), label: field.optionLabels?.[String(option)] ?? String(option) }))}
          onChange={(id) => set(field.options.find((o) => String(o) === id))}
          isDisabled={isDisabled}
          error={error}
          placeholder="Default"
        />
      );
    case "group": {
      const on = !field.absentable || (current !== null && current !== undefined);
      const group = on ? (
        <fieldset className="fieldset">
          <legend>{field.label}</legend>
          <SettingsForm
            fields={field.fields}
            value={(current as Record<string, unknown>) ?? {}}
            onChange={(v) => set(v)}
            problems={problemsUnder(problems, field.key)}
            isDisabled={isDisabled}
          />
        </fieldset>
      ) : null;
      if (!field.absentable) return group;
      const start = field.absentable.start;
      return (
        <div className="stack">
          <Checkbox className="checkbox" isSelected={on} onChange={(checked) => set(checked ? start : null)} isDisabled={isDisabled}>
            <CheckboxBox />
            {field.label}
          </Checkbox>
          {error ? <p className="field-error">{error}</p> : null}
          {group}
        </div>
      );
    }
    case "list":
      return (
        <ListField
          field={field}
          items={Array.isArray(current) ? (current as Record<string, unknown>[]) : []}
          onChange={set}
          problems={problemsUnder(problems, field.key)}
          error={error}
          isDisabled={isDisabled}
          itemForm={(item, onItemChange, itemProblems) => (
            <SettingsForm fields={field.item} value={item} onChange={onItemChange} problems={itemProblems} isDisabled={isDisabled} />
          )}
        />
      );
    case "values":
      return (
        <ValuesField
          field={field}
          values={Array.isArray(current) ? current : []}
          onChange={set}
          problems={problems}
          error={error}
          isDisabled={isDisabled}
          form={(fields, record, onRecordChange, valueProblems) => (
            <SettingsForm fields={fields} value={record} onChange={onRecordChange} problems={valueProblems} isDisabled={isDisabled} />
          )}
        />
      );
    case "form":
      return <FormPickerField field={field} value={typeof current === "string" ? current : ""} onChange={set} error={error} isDisabled={isDisabled} />;
    case "collection":
      return (
        <CollectionPickerField
          field={field}
          value={typeof current === "string" ? current : ""}
          source={typeof value.source === "string" ? value.source : ""}
          onChange={set}
          error={error}
          isDisabled={isDisabled}
        />
      );
  }
}

/** A block's settings as controls generated from its schema; every change is handed up whole. */
export function SettingsForm(props: { fields: FieldSpec[] } & ControlProps) {
  return (
    <div className="stack">
      {props.fields.map((field) => (
        <Control key={field.key} field={field} value={props.value} onChange={props.onChange} problems={props.problems} isDisabled={props.isDisabled} />
      ))}
    </div>
  );
}
