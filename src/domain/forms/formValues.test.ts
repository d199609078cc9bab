import { describe, expect, it } from "vitest";
import { emailNotValid, FORM_MESSAGES } from "../messages/formMessages";
import { notExpectedOption } from "../messages/formBuilderMessages";
import type { FormField } from "./formDefinition";
import { checkFieldRules, isValidEmail } from "./fieldRules";
import { FORM_TEXTS, fieldRequired } from "./formTexts";
import { checkSubmittedValues, emptyValue, sanitizeText } from "./formValues";

const base = { description: "", required: false };
const email: FormField = { ...base, id: "email", type: "email", title: "Email", placeholder: "" };
const message: FormField = { ...base, id: "message", type: "textarea", title: "Message", placeholder: "", maxLength: 10 };
const topic: FormField = { ...base, id: "topic", type: "select", title: "Topic", options: ["Beans", "Café"] };
const extras: FormField = { ...base, id: "extras", type: "checkbox", title: "Extras", options: ["Milk", "Sugar"] };
const rating: FormField = { ...base, id: "rating", type: "likert", title: "Rating", required: true, options: ["Hot", "Fresh"] };
const phone: FormField = { ...base, id: "phone", type: "phone", title: "Phone", showCountryCode: false };
const date: FormField = { ...base, id: "date", type: "date", title: "Date" };
const time: FormField = { ...base, id: "time", type: "time", title: "Time" };
const name: FormField = { ...base, id: "name", type: "name", title: "Name", required: true };
const section: FormField = { ...base, id: "section", type: "section", title: "About you", required: false, underline: true };
const fields = [email, message, topic, extras, rating, phone, date, time, name, section];

describe("email rule", () => {
  it("is optional unless required, needs an address pattern and 3 to 256 characters", () => {
    expect(checkFieldRules(email, "")).toEqual({ ok: true });
    expect(checkFieldRules({ ...email, required: true }, "")).toEqual({ ok: false, message: "Email is required." });
    const notValid = { ok: false, message: emailNotValid(FORM_TEXTS.emailExample) };
    expect(checkFieldRules(email, "not-an-address")).toEqual(notValid);
    expect(checkFieldRules(email, "a@b")).toEqual(notValid);
    expect(isValidEmail("a@b.c")).toBe(true);
    expect(isValidEmail(`${"a".repeat(251)}@b.com`)).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@b.com`)).toBe(true);
    expect(emailNotValid(FORM_TEXTS.emailExample)).toBe("Email is not valid. Email addresses should follow the format email@example.com.");
  });
});

describe("textarea limit", () => {
  it("counts the raw value, passes at the limit and when empty, fails above it", () => {
    expect(checkFieldRules(message, "0123456789")).toEqual({ ok: true });
    expect(checkFieldRules(message, "")).toEqual({ ok: true });
    expect(checkFieldRules(message, "0123456789!")).toEqual({ ok: false, message: "You have exceeded the character limit." });
    expect(checkFieldRules({ ...message, required: true }, "")).toEqual({ ok: false, message: fieldRequired("Message") });
  });
});

describe("checking submitted values", () => {
  it("accepts well-shaped values, sanitises them and fills missing fields as empty", () => {
    const result = checkSubmittedValues(fields, {
      email: "  ann@example.com ",
      message: "Hi\r\nthere",
      topic: "Café",
      extras: ["Milk"],
      rating: { Hot: "2", Fresh: "-1" },
      phone: ["", "555", "123", "4567"],
      date: ["2", "29", "2028"],
      time: ["9", "05", "", "PM"],
      name: ["Ann", "Lee"],
    });
    expect(result).toEqual({
      kind: "valid",
      values: {
        email: "ann@example.com",
        message: "Hi\nthere",
        topic: "Café",
        extras: ["Milk"],
        rating: { Hot: "2", Fresh: "-1" },
        phone: ["", "555", "123", "4567"],
        date: ["2", "29", "2028"],
        time: ["9", "05", "", "PM"],
        name: ["Ann", "Lee"],
      },
    });
  });

  it("maps each broken rule to its field", () => {
    const result = checkSubmittedValues(fields, {
      email: "nope",
      message: "far too long for ten",
      topic: "Tea",
      extras: ["Honey"],
      rating: { Hot: "3" },
      phone: ["", "55a", "123", "4567"],
      date: ["2", "30", "2027"],
      time: ["13", "00", "", "AM"],
      name: ["Ann", ""],
    });
    expect(result).toEqual({
      kind: "invalid",
      errors: {
        email: emailNotValid(FORM_TEXTS.emailExample),
        message: FORM_MESSAGES.characterLimitExceeded,
        topic: notExpectedOption("Tea"),
        extras: notExpectedOption("Honey"),
        rating: notExpectedOption("3"),
        phone: FORM_TEXTS.invalidPhone,
        date: FORM_TEXTS.invalidDate,
        time: FORM_TEXTS.invalidTime,
        name: "Name is required.",
      },
    });
  });

  it("requires every likert statement when the field is required", () => {
    expect(checkFieldRules(rating, { Hot: "0" })).toEqual({ ok: false, message: "Rating is required." });
    expect(checkFieldRules(rating, { Hot: "0", Fresh: "1" })).toEqual({ ok: true });
  });

  it("calls unknown fields, sections and wrongly typed values unparsable", () => {
    expect(checkSubmittedValues(fields, { nickname: "x" })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, { section: "x" })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, { email: 42 })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, { phone: ["555", "123", "4567"] })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, { extras: "Milk" })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, { rating: ["Hot"] })).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, [])).toMatchObject({ kind: "unparsable" });
    expect(checkSubmittedValues(fields, "{}")).toMatchObject({ kind: "unparsable" });
  });

  it("keeps HTML as text and strips control characters", () => {
    expect(sanitizeText("  <script>alert(1)</script>\u0000 ")).toBe("<script>alert(1)</script>");
    expect(emptyValue(phone)).toEqual(["", "", "", ""]);
    expect(emptyValue(extras)).toEqual([]);
    expect(emptyValue(rating)).toEqual({});
  });
});
