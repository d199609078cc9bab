import type { ReactNode } from "react";
import type { FormField } from "../../../domain/forms/formDefinition";
import { FORM_DOM } from "../formDom";

/** The ids that describe a field's input: its description and its error message. */
export function describedBy(field: FormField, uid: string): string {
  return field.description ? `${uid}-description ${uid}-error` : `${uid}-error`;
}

function Title(props: { field: FormField }) {
  return (
    <>
      {props.field.title}
      {props.field.required ? (
        <span className="tsr-form-field__required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </>
  );
}

function Description(props: { field: FormField; uid: string }) {
  return props.field.description ? (
    <p className="tsr-form-field__description" id={`${props.uid}-description`}>
      {props.field.description}
    </p>
  ) : null;
}

/**
 * The frame of every field: the error line above the title (empty and hidden until the field
 * is marked), then the title, description and the field's own inputs. A field with one input
 * uses a label; a field of several inputs is a fieldset whose legend is the title.
 */
export function FieldFrame(props: { field: FormField; uid: string; group: boolean; children: ReactNode }) {
  const { field, uid } = props;
  return (
    <div className={`${FORM_DOM.field} ${FORM_DOM.field}--${field.type}`} data-field-id={field.id} data-field-type={field.type}>
      <p className={FORM_DOM.fieldError} id={`${uid}-error`} hidden />
      {props.group ? (
        <fieldset className="tsr-form-field__group" aria-describedby={describedBy(field, uid)}>
          <legend className="tsr-form-field__title">
            <Title field={field} />
          </legend>
          <Description field={field} uid={uid} />
          {props.children}
        </fieldset>
      ) : (
        <>
          <label className="tsr-form-field__title" htmlFor={uid}>
            <Title field={field} />
          </label>
          <Description field={field} uid={uid} />
          {props.children}
        </>
      )}
    </div>
  );
}
