import { describe, expect, it } from "vitest";
import { FORM_LIMITS, KEY_CODE } from "./formLimits";

describe("form limits", () => {
  it("pins the field limits of spec 1 §5 and §9", () => {
    expect(FORM_LIMITS).toEqual({ emailMinLength: 3, emailMaxLength: 256, usZipCodeDigits: 5, phonePartsWithoutCountry: 3 });
  });

  it("pins Enter 13 and Space 32", () => {
    expect(KEY_CODE).toEqual({ ENTER: 13, SPACE: 32 });
  });
});
