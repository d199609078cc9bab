import { COMPOSITE_FIELD_PARTS, PHONE_FIELD_PARTS, TIME_PERIODS, type FieldPart } from "../../../domain/forms/fieldParts";
import type { CompositeField, FormField, PhoneField } from "../../../domain/forms/formDefinition";
import { FieldFrame } from "./FieldFrame";

function Part(props: { field: FormField; part: FieldPart; uid: string; first: boolean }) {
  const { field, part, uid } = props;
  const id = props.first ? uid : `${uid}-${part.key}`;
  const required = field.required && part.requiredWhenFieldIs;
  return (
    <label className={`tsr-form-field__part tsr-form-field__part--${part.key}`} htmlFor={id}>
      {part.key === "ampm" ? (
        <select id={id} name={`${field.id}-${part.key}`} className="tsr-form-field__input">
          {TIME_PERIODS.map((period) => (
            <option key={period} value={period}>
              {period}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={`${field.id}-${part.key}`}
          className="tsr-form-field__input"
          type="text"
          inputMode={part.inputMode}
          maxLength={part.maxLength}
          autoComplete={part.autocomplete}
          required={required ? true : undefined}
        />
      )}
      <span className="tsr-form-field__part-label">{part.label}</span>
    </label>
  );
}

/** A date, time, name or address: a fieldset of labelled inputs read as a list, in order. */
export function CompositeFieldView(props: { field: CompositeField; uid: string }) {
  const { field, uid } = props;
  return (
    <FieldFrame field={field} uid={uid} group={true}>
      <div className="tsr-form-field__parts">
        {COMPOSITE_FIELD_PARTS[field.type].map((part, index) => (
          <Part key={part.key} field={field} part={part} uid={uid} first={index === 0} />
        ))}
      </div>
    </FieldFrame>
  );
}

/** A phone number: area code, prefix and line, after a country code input when the field shows one. */
export function PhoneFieldView(props: { field: PhoneField; uid: string }) {
  const { field, uid } = props;
  const parts = field.showCountryCode ? PHONE_FIELD_PARTS : PHONE_FIELD_PARTS.slice(1);
  return (
    <FieldFrame field={field} uid={uid} group={true}>
      <div className="tsr-form-field__parts">
        {parts.map((part, index) => (
          <Part key={part.key} field={field} part={part} uid={uid} first={index === 0} />
        ))}
      </div>
    </FieldFrame>
  );
}
