import { describe, expect, it } from "vitest";
import { FORM_FIELDSET, formFieldsetName, isFormFieldset } from "./formFieldsets";

describe("FORM_FIELDSET", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(FORM_FIELDSET).toEqual({ BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 });
  });

  it("looks names up and guards codes", () => {
    expect(formFieldsetName(4)).toBe("CAPTCHA");
    expect(isFormFieldset(0)).toBe(false);
  });
});
