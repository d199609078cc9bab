import type { CurrencyField, PlainField, TextareaField } from "../../../domain/forms/formDefinition";
import { FORM_DOM } from "../formDom";
import { FieldFrame, describedBy } from "./FieldFrame";

const INPUT_TYPE: Record<PlainField["type"], string> = {
  text: "text",
  email: "email",
  number: "text",
  website: "url",
  password: "password",
  twitter: "text",
};
const INPUT_MODE: Partial<Record<PlainField["type"] | "currency", "decimal" | "email" | "url">> = {
  number: "decimal",
  currency: "decimal",
  email: "email",
  website: "url",
};
const AUTOCOMPLETE: Partial<Record<PlainField["type"], string>> = { email: "email", website: "url", password: "off" };

/** A one-line field: text, email, number, website, password or twitter (with its "@"), or currency (with its symbol). */
export function LineField(props: { field: PlainField | CurrencyField; uid: string }) {
  const { field, uid } = props;
  const input = (
    <input
      id={uid}
      name={field.id}
      className="tsr-form-field__input"
      type={field.type === "currency" ? "text" : INPUT_TYPE[field.type]}
      inputMode={INPUT_MODE[field.type]}
      autoComplete={field.type === "currency" ? undefined : AUTOCOMPLETE[field.type]}
      placeholder={field.placeholder || undefined}
      required={field.required}
      aria-describedby={describedBy(field, uid)}
    />
  );
  const affix = field.type === "currency" ? field.currencySymbol : field.type === "twitter" ? "@" : null;
  return (
    <FieldFrame field={field} uid={uid} group={false}>
      {affix === null ? (
        input
      ) : (
        <div className="tsr-form-field__affixed">
          <span className="tsr-form-field__affix" aria-hidden="true">
            {affix}
          </span>
          {input}
        </div>
      )}
    </FieldFrame>
  );
}

/** A multi-line field; with a maxLength it shows a "count / limit" counter under the box. */
export function TextareaFieldView(props: { field: TextareaField; uid: string }) {
  const { field, uid } = props;
  const described = field.maxLength === null ? describedBy(field, uid) : `${describedBy(field, uid)} ${uid}-counter`;
  return (
    <FieldFrame field={field} uid={uid} group={false}>
      <textarea
        id={uid}
        name={field.id}
        className="tsr-form-field__input"
        rows={5}
        placeholder={field.placeholder || undefined}
        required={field.required}
        aria-describedby={described}
        data-max-length={field.maxLength ?? undefined}
      />
      {field.maxLength === null ? null : (
        <p className={FORM_DOM.counter} id={`${uid}-counter`} aria-live="polite">
          {`0 / ${field.maxLength}`}
        </p>
      )}
    </FieldFrame>
  );
}
