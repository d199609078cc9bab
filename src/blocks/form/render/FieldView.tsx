import type { FormField } from "../../../domain/forms/formDefinition";
import { fieldElementId } from "../formDom";
import { LikertFieldView, OptionListField, SelectField } from "./ChoiceFields";
import { CompositeFieldView, PhoneFieldView } from "./PartFields";
import { LineField, TextareaFieldView } from "./TextFields";

/** A heading and text that divide a form; it has no input and no value. */
function SectionView(props: { field: FormField & { underline: boolean } }) {
  const { field } = props;
  return (
    <div className={`tsr-form-section${field.underline ? " tsr-form-section--underline" : ""}`} data-field-id={field.id} data-field-type="section">
      {field.title ? <h3 className="tsr-form-section__title">{field.title}</h3> : null}
      {field.description ? <p className="tsr-form-section__description">{field.description}</p> : null}
    </div>
  );
}

/** One field of a form, rendered as complete, labelled HTML by its type. */
export function FieldView(props: { field: FormField; blockId: string }) {
  const { field } = props;
  const uid = fieldElementId(props.blockId, field.id);
  switch (field.type) {
    case "textarea":
      return <TextareaFieldView field={field} uid={uid} />;
    case "radio":
    case "checkbox":
      return <OptionListField field={field} uid={uid} />;
    case "select":
      return <SelectField field={field} uid={uid} />;
    case "likert":
      return <LikertFieldView field={field} uid={uid} />;
    case "date":
    case "time":
    case "name":
    case "address":
      return <CompositeFieldView field={field} uid={uid} />;
    case "phone":
      return <PhoneFieldView field={field} uid={uid} />;
    case "section":
      return <SectionView field={field} />;
    case "hidden":
      return <input type="hidden" id={uid} name={field.key} value={field.value} data-field-id={field.id} data-field-type="hidden" data-key={field.key} />;
    default:
      return <LineField field={field} uid={uid} />;
  }
}
