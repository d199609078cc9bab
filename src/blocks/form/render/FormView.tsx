import type { ReactNode } from "react";
import type { FormDefinition } from "../../../domain/forms/formDefinition";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { sanitizeRichText } from "../../shared/sanitizeRichText";
import { FORM_DOM } from "../formDom";
import { CaptchaSlot } from "./CaptchaSlot";
import { FieldView } from "./FieldView";

/** The fields as JSON safe inside a script element, for the island's checks. */
function fieldsJson(form: FormDefinition): string {
  return JSON.stringify(form.fields).replace(/</g, "\\u003c");
}

/** The post-submit content: the owner's own HTML when set (its scripts run), else the cleaned message. */
function postSubmitHtml(form: FormDefinition): string {
  return form.postSubmitHtml.trim() ? form.postSubmitHtml : sanitizeRichText(form.postSubmitMessage);
}

/**
 * A whole form as server HTML: every field labelled and usable from the keyboard before any
 * script runs, the problem lines above and below (empty until needed), the captcha, the
 * submit button and, in a template, what shows after a successful submission. `intro` goes
 * above the fields (the newsletter block's heading).
 */
export function FormView(props: { form: FormDefinition; blockId: string; captchaSiteKey: string | undefined; intro?: ReactNode }) {
  const { form, blockId } = props;
  const bound = form.captcha !== "none" && form.captcha !== "builtin";
  return (
    <div
      className={`${FORM_DOM.root} ${FORM_DOM.root}--${form.kind}`}
      data-form-id={form.id}
      data-form-kind={form.kind}
      data-captcha={form.captcha}
      data-success-redirect={form.successRedirect || undefined}
    >
      {props.intro}
      <p className={`tsr-form__problem ${FORM_DOM.problemAbove}`} role="alert" hidden />
      <form className={FORM_DOM.form} method="post" aria-label={form.name}>
        <div className="tsr-form__fields">
          {form.fields.map((field) => (
            <FieldView key={field.id} field={field} blockId={blockId} />
          ))}
        </div>
        <CaptchaSlot captcha={form.captcha} siteKey={props.captchaSiteKey} />
        <p className={FORM_DOM.message} role="alert" hidden />
        <div className="tsr-form__actions">
          <button type="submit" className={`tsr-button tsr-button--primary tsr-button--medium ${FORM_DOM.submit}`} disabled={bound ? true : undefined}>
            {form.submitButtonText}
          </button>
        </div>
        <noscript>
          <p className="tsr-form__noscript">{FORM_TEXTS.needsScript}</p>
        </noscript>
        <p className={`tsr-form__problem ${FORM_DOM.problemBelow}`} role="alert" hidden />
      </form>
      <script type="application/json" className={FORM_DOM.definition} dangerouslySetInnerHTML={{ __html: fieldsJson(form) }} />
      <template className={FORM_DOM.postSubmitTemplate} dangerouslySetInnerHTML={{ __html: postSubmitHtml(form) }} />
    </div>
  );
}
