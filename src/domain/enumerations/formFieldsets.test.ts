import { describe, expect, it } from "vitest";
import { FORM_FIELDSET } from "./formFieldsets";

describe("FORM_FIELDSET", () => {
  it("pins the codes of spec 2 §3", () => {
    expect(FORM_FIELDSET).toEqual({ BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 });
  });
});
