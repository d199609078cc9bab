import { likertLabel, type FormFieldType } from "../enumerations/formFieldTypes";
import type { FormValue } from "./formDefinition";

const joinFilled = (parts: readonly string[], separator: string) => parts.filter((part) => part !== "").join(separator);

/**
 * A submitted value as one line of text for people: in notification mail, the owner's list
 * and CSV files. Dates read M/D/YYYY, times h:mm AM, phones +1 555-123-4567, likert answers
 * "statement: label" by the five-step scale.
 */
export function formatFieldValue(type: FormFieldType, value: FormValue): string {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) {
    return Object.entries(value)
      .map(([statement, answer]) => `${statement}: ${likertLabel(Number(answer)) ?? answer}`)
      .join("; ");
  }
  if (value.every((part) => part === "")) return "";
  switch (type) {
    case "date":
      return value.join("/");
    case "time": {
      const [hour = "", minute = "", second = "", period = ""] = value;
      return `${hour}:${minute.padStart(2, "0")}${second ? `:${second.padStart(2, "0")}` : ""} ${period}`.trim();
    }
    case "phone": {
      const [country = "", ...rest] = value;
      return `${country ? `+${country} ` : ""}${joinFilled(rest, "-")}`;
    }
    case "name":
      return joinFilled(value, " ");
    default:
      return joinFilled(value, ", ");
  }
}
