import { describe, expect, it } from "vitest";
import { FORM_FIELD_TYPE, FORM_FIELD_TYPES_WITH_OPTIONS, LIKERT_SCALE, fieldTypeTakesOptions, likertLabel } from "./formFieldTypes";

describe("form-builder field types", () => {
  it("pins the 19 types of spec 2 §3 in order", () => {
    expect(Object.values(FORM_FIELD_TYPE)).toEqual([
      "text",
      "textarea",
      "email",
      "currency",
      "number",
      "website",
      "password",
      "twitter",
      "date",
      "time",
      "name",
      "address",
      "phone",
      "section",
      "radio",
      "checkbox",
      "select",
      "likert",
      "hidden",
    ]);
  });

  it("gives options to radio, checkbox, select and likert only", () => {
    expect(FORM_FIELD_TYPES_WITH_OPTIONS).toEqual(["radio", "checkbox", "select", "likert"]);
    expect(fieldTypeTakesOptions("likert")).toBe(true);
    expect(fieldTypeTakesOptions("text")).toBe(false);
    expect(fieldTypeTakesOptions("hidden")).toBe(false);
  });

  it("pins the likert scale of spec 1 §3", () => {
    expect(LIKERT_SCALE).toEqual([
      { value: -2, label: "Strongly Disagree" },
      { value: -1, label: "Disagree" },
      { value: 0, label: "Neutral" },
      { value: 1, label: "Agree" },
      { value: 2, label: "Strongly Agree" },
    ]);
    expect(likertLabel(-2)).toBe("Strongly Disagree");
    expect(likertLabel(3)).toBeUndefined();
  });
});
