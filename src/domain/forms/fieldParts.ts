import type { FormFieldType } from "../enumerations/formFieldTypes";

/** One input of a field made of several inputs. */
export interface FieldPart {
  /** Suffix of the input's id and name, e.g. "month". */
  key: string;
  label: string;
  /** Whether a required field needs this input filled. */
  requiredWhenFieldIs: boolean;
  /** Characters the input takes at most (the browser's maxlength). */
  maxLength: number;
  /** The keyboard a phone offers for it. */
  inputMode: "text" | "numeric";
  /** The browser's autofill hint. */
  autocomplete?: string;
}

function part(key: string, label: string, maxLength: number, options: Partial<FieldPart> = {}): FieldPart {
  return { key, label, maxLength, requiredWhenFieldIs: true, inputMode: "text", ...options };
}

const numeric = { inputMode: "numeric" as const };

/** The inputs of the date, time, name and address fields, in the order their values are read. */
export const COMPOSITE_FIELD_PARTS = {
  date: [part("month", "Month", 2, numeric), part("day", "Day", 2, numeric), part("year", "Year", 4, numeric)],
  time: [
    part("hour", "Hour", 2, numeric),
    part("minute", "Minute", 2, numeric),
    part("second", "Second", 2, { ...numeric, requiredWhenFieldIs: false }),
    part("ampm", "AM/PM", 2),
  ],
  name: [part("first", "First Name", 200, { autocomplete: "given-name" }), part("last", "Last Name", 200, { autocomplete: "family-name" })],
  address: [
    part("line1", "Address 1", 300, { autocomplete: "address-line1" }),
    part("line2", "Address 2", 300, { requiredWhenFieldIs: false, autocomplete: "address-line2" }),
    part("city", "City", 200, { autocomplete: "address-level2" }),
    part("state", "State", 200, { autocomplete: "address-level1" }),
    part("zip", "Zip Code", 20, { autocomplete: "postal-code" }),
    part("country", "Country", 200, { autocomplete: "country-name" }),
  ],
} as const satisfies Record<string, readonly FieldPart[]>;

/** The inputs of a phone field; the country code input is shown only with showCountryCode. */
export const PHONE_FIELD_PARTS: readonly FieldPart[] = [
  part("country", "Country code", 4, { ...numeric, requiredWhenFieldIs: false, autocomplete: "tel-country-code" }),
  part("areaCode", "Area code", 5, { ...numeric, autocomplete: "tel-area-code" }),
  part("prefix", "Prefix", 5, { ...numeric, autocomplete: "tel-local-prefix" }),
  part("line", "Line", 6, { ...numeric, autocomplete: "tel-local-suffix" }),
];

/** The choices of the time field's AM/PM input. */
export const TIME_PERIODS = ["AM", "PM"] as const;

/** Field types whose value is a list of inputs (spec 1 §3), besides checkbox. */
export type CompositeFieldType = keyof typeof COMPOSITE_FIELD_PARTS;

/** Whether a field type is read as a list of its inputs. */
export function isCompositeFieldType(type: FormFieldType): type is CompositeFieldType {
  return type in COMPOSITE_FIELD_PARTS;
}
