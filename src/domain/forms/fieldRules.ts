import { LIKERT_SCALE } from "../enumerations/formFieldTypes";
import { FORM_LIMITS } from "../limits/formLimits";
import { emailNotValid, FORM_MESSAGES } from "../messages/formMessages";
import { notExpectedOption } from "../messages/formBuilderMessages";
import { COMPOSITE_FIELD_PARTS, PHONE_FIELD_PARTS, TIME_PERIODS, type FieldPart } from "./fieldParts";
import type { FormField, FormValue } from "./formDefinition";
import { FORM_TEXTS, fieldRequired } from "./formTexts";
import { FORM_VALUE_LIMITS } from "./formValueLimits";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER_PATTERN = /^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.:@]+(\.[^\s/.:@]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const TWITTER_PATTERN = /^@?\w{1,15}$/;
const DIGITS = /^\d+$/;
const LIKERT_VALUES = new Set(LIKERT_SCALE.map((step) => String(step.value)));

/** The outcome of checking one field's value against its rules. */
export type FieldRuleResult = { ok: true } | { ok: false; message: string };

const OK: FieldRuleResult = { ok: true };
const fail = (message: string): FieldRuleResult => ({ ok: false, message });

/** Whether an email value follows the address pattern and the spec's length bounds. */
export function isValidEmail(value: string): boolean {
  return value.length >= FORM_LIMITS.emailMinLength && value.length <= FORM_LIMITS.emailMaxLength && EMAIL_PATTERN.test(value);
}

/** The largest value a field takes, in characters. */
export function maxValueLength(field: FormField): number {
  if (field.type === "textarea") return field.maxLength ?? FORM_VALUE_LIMITS.textareaMaxLength;
  return FORM_VALUE_LIMITS.lineMaxLength;
}

function isEmptyValue(value: FormValue): boolean {
  if (typeof value === "string") return value === "";
  if (Array.isArray(value)) return value.every((part) => part === "");
  return Object.keys(value).length === 0;
}

function checkParts(field: FormField, parts: readonly FieldPart[], value: string[]): FieldRuleResult {
  for (const [index, spec] of parts.entries()) {
    if ((value[index] ?? "").length > spec.maxLength) return fail(FORM_MESSAGES.characterLimitExceeded);
  }
  if (field.required && parts.some((spec, index) => spec.requiredWhenFieldIs && (value[index] ?? "") === "")) {
    return fail(fieldRequired(field.title));
  }
  return OK;
}

function checkDate([month = "", day = "", year = ""]: string[]): FieldRuleResult {
  if (!DIGITS.test(month) || !DIGITS.test(day) || !/^\d{4}$/.test(year)) return fail(FORM_TEXTS.invalidDate);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return real ? OK : fail(FORM_TEXTS.invalidDate);
}

function checkTime([hour = "", minute = "", second = "", period = ""]: string[]): FieldRuleResult {
  const inRange = (text: string, low: number, high: number) => DIGITS.test(text) && Number(text) >= low && Number(text) <= high;
  const periodOk = (TIME_PERIODS as readonly string[]).includes(period);
  const valid = inRange(hour, 1, 12) && inRange(minute, 0, 59) && (second === "" || inRange(second, 0, 59)) && periodOk;
  return valid ? OK : fail(FORM_TEXTS.invalidTime);
}

function checkText(field: FormField, value: string): FieldRuleResult {
  if (value.length > maxValueLength(field)) return fail(FORM_MESSAGES.characterLimitExceeded);
  if (value === "") return OK;
  switch (field.type) {
    case "email":
      return isValidEmail(value) ? OK : fail(emailNotValid(FORM_TEXTS.emailExample));
    case "number":
    case "currency":
      return NUMBER_PATTERN.test(value) ? OK : fail(FORM_TEXTS.notANumber);
    case "website":
      return WEBSITE_PATTERN.test(value) ? OK : fail(FORM_TEXTS.invalidWebsite);
    case "twitter":
      return TWITTER_PATTERN.test(value) ? OK : fail(FORM_TEXTS.invalidTwitter);
    case "radio":
    case "select":
      return field.options.includes(value) ? OK : fail(notExpectedOption(value));
    default:
      return OK;
  }
}

function checkList(field: FormField, value: string[]): FieldRuleResult {
  switch (field.type) {
    case "checkbox": {
      const unexpected = value.find((choice) => !field.options.includes(choice));
      return unexpected === undefined ? OK : fail(notExpectedOption(unexpected));
    }
    case "phone": {
      const checked = checkParts(field, PHONE_FIELD_PARTS, value);
      if (!checked.ok) return checked;
      return value.every((part) => part === "" || DIGITS.test(part)) ? OK : fail(FORM_TEXTS.invalidPhone);
    }
    case "date":
    case "time": {
      const checked = checkParts(field, COMPOSITE_FIELD_PARTS[field.type], value);
      if (!checked.ok || value.every((part) => part === "" || (field.type === "time" && (TIME_PERIODS as readonly string[]).includes(part)))) {
        return checked;
      }
      return field.type === "date" ? checkDate(value) : checkTime(value);
    }
    case "name":
    case "address":
      return checkParts(field, COMPOSITE_FIELD_PARTS[field.type], value);
    default:
      return OK;
  }
}

function checkLikert(field: FormField & { options: string[] }, value: Record<string, string>): FieldRuleResult {
  for (const [statement, answer] of Object.entries(value)) {
    if (!field.options.includes(statement)) return fail(notExpectedOption(statement));
    if (!LIKERT_VALUES.has(answer)) return fail(notExpectedOption(answer));
  }
  if (field.required && field.options.some((statement) => !(statement in value))) return fail(fieldRequired(field.title));
  return OK;
}

/**
 * Checks one field's value (already in the shape its type reads, see formValueShape) against
 * the field's rules: required, length, email, textarea limit, options, dates and times. The
 * browser runs it before sending and the server again on what it receives.
 */
export function checkFieldRules(field: FormField, value: FormValue): FieldRuleResult {
  if (typeof value === "string") {
    if (field.required && value === "") return fail(fieldRequired(field.title));
    return checkText(field, value);
  }
  if (Array.isArray(value)) {
    if (field.required && field.type === "checkbox" && isEmptyValue(value)) return fail(fieldRequired(field.title));
    return checkList(field, value);
  }
  if (field.type !== "likert") return OK;
  return checkLikert(field, value);
}
