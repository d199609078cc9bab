import { describe, expect, it } from "vitest";
import { isPopupForm, POPUP_FORM_REFUSAL } from "./popupForms";
import { popupOverlayInputSchema } from "./visitorSettingsSchemas";

describe("the popup's sign-up form setting", () => {
  it("takes no form or one form id, in plain words otherwise, and only forms with an email field", () => {
    const settings = { isEnabled: true, version: 1, displayFrequency: 0 };
    expect(popupOverlayInputSchema.parse(settings).formId).toBe("");
    expect(popupOverlayInputSchema.parse({ ...settings, formId: "0123456789abcdef01234567" }).formId).toBe("0123456789abcdef01234567");
    const refused = popupOverlayInputSchema.safeParse({ ...settings, formId: "newsletter" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["formId", POPUP_FORM_REFUSAL]]);
    expect(isPopupForm({ fields: [{ type: "name" }, { type: "email" }] })).toBe(true);
    expect(isPopupForm({ fields: [{ type: "text" }, { type: "textarea" }] })).toBe(false);
  });
});
