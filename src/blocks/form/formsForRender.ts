import type { CaptchaProvider, FormDefinition } from "../../domain/forms/formDefinition";

/**
 * The forms a page's form and newsletter blocks refer to, loaded by the server before it
 * renders the page, with the public site keys of the captcha providers the site has set up.
 */
export interface FormsForRender {
  forms: Readonly<Record<string, FormDefinition>>;
  captchaSiteKeys: Readonly<Partial<Record<CaptchaProvider, string>>>;
}

/** The public site key of the captcha provider a form asks for, when the site has set one up. */
export function captchaSiteKeyFor(forms: FormsForRender | undefined, form: FormDefinition): string | undefined {
  return form.captcha === "none" ? undefined : forms?.captchaSiteKeys[form.captcha];
}
