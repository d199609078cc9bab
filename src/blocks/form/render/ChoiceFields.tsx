import { LIKERT_SCALE } from "../../../domain/enumerations/formFieldTypes";
import type { ChoiceField, LikertField } from "../../../domain/forms/formDefinition";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { FORM_DOM } from "../formDom";
import { FieldFrame, describedBy } from "./FieldFrame";

/** Radio buttons (one choice) or checkboxes (several), each option with its own label. */
export function OptionListField(props: { field: ChoiceField; uid: string }) {
  const { field, uid } = props;
  const type = field.type === "checkbox" ? "checkbox" : "radio";
  return (
    <FieldFrame field={field} uid={uid} group={true}>
      <div className="tsr-form-field__options">
        {field.options.map((option, index) => (
          <label className="tsr-form-field__option" key={option}>
            <input
              type={type}
              id={index === 0 ? uid : `${uid}-${index}`}
              name={field.id}
              value={option}
              required={field.required && type === "radio" ? true : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

/** A drop-down list whose first entry asks for a choice and holds no value. */
export function SelectField(props: { field: ChoiceField; uid: string }) {
  const { field, uid } = props;
  return (
    <FieldFrame field={field} uid={uid} group={false}>
      <select id={uid} name={field.id} className="tsr-form-field__input" required={field.required} aria-describedby={describedBy(field, uid)}>
        <option value="">{FORM_TEXTS.selectPrompt}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Statements each answered on the five-step agreement scale, one radio group per statement. */
export function LikertFieldView(props: { field: LikertField; uid: string }) {
  const { field, uid } = props;
  return (
    <FieldFrame field={field} uid={uid} group={true}>
      <div className="tsr-likert">
        {field.options.map((statement, row) => (
          <fieldset className={FORM_DOM.likertQuestion} data-question={statement} key={statement}>
            <legend className="tsr-likert__statement">{statement}</legend>
            <div className="tsr-likert__scale">
              {LIKERT_SCALE.map((step, column) => (
                <label className="tsr-likert__answer" key={step.value}>
                  <input
                    type="radio"
                    id={row === 0 && column === 0 ? uid : `${uid}-${row}-${column}`}
                    name={`${field.id}-${row}`}
                    value={String(step.value)}
                    required={field.required ? true : undefined}
                  />
                  <span>{step.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </FieldFrame>
  );
}
