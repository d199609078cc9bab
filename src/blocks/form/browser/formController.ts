import type { FormField } from "../../../domain/forms/formDefinition";
import { CONSOLE_MESSAGES } from "../../../domain/messages/consoleMessages";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { readSiteContext } from "../../../browser/siteContextReader";
import { createCaptcha } from "../captcha/createCaptcha";
import { startCaptchaOnEntry, type CaptchaWidget } from "../captcha/captchaWidget";
import { FORM_DOM } from "../formDom";
import { OVERLAY_FORM_DOM } from "../../../domain/visitorSettings/popupForms";
import { failureMessage } from "./failureMessage";
import { FormErrors } from "./formErrors";
import { sendSubmission } from "./sendSubmission";
import { showPostSubmit } from "./postSubmit";
import { readFormValues } from "./readValues";
import { watchTextareaCounters } from "./textareaCounters";
import { trackFormRender, trackNewsletterSubscribe } from "./formTracking";
import { validateValues } from "./validateValues";

function readFields(root: HTMLElement): FormField[] | null {
  try {
    const parsed = JSON.parse(root.querySelector(`.${FORM_DOM.definition}`)?.textContent ?? "") as unknown;
    return Array.isArray(parsed) ? (parsed as FormField[]) : null;
  } catch {
    return null;
  }
}

/**
 * A form's behaviour in the browser (spec 1 §4, §5): idle, then submitting ("Submitting…" on
 * the button, a second submit ignored, errors cleared), then success or failure. Values are
 * read and checked with the shared rules, a submission key is fetched, the submission is
 * saved, and the result shown. The form unlocks in both outcomes. The popup overlay's form is
 * sent as an overlay form, and its success tells the popup the visitor signed up.
 */
export function mountForm(block: HTMLElement): void {
  const root = block.querySelector<HTMLElement>(`.${FORM_DOM.root}`);
  const form = root?.querySelector<HTMLFormElement>(`.${FORM_DOM.form}`);
  const button = form?.querySelector<HTMLButtonElement>(`.${FORM_DOM.submit}`);
  const fields = root ? readFields(root) : null;
  const context = readSiteContext();
  if (!root || !form || !button || !fields || !context) {
    console.error(CONSOLE_MESSAGES.formRenderFailed);
    return;
  }
  const formId = root.dataset.formId ?? "";
  const newsletter = root.dataset.formKind === "newsletter";
  const isOverlayForm = block.id === OVERLAY_FORM_DOM.elementId;
  const errors = new FormErrors(root, newsletter);
  const buttonText = button.textContent ?? "";
  let submitting = false;
  const captcha: CaptchaWidget | null = createCaptcha(root, (solved) => {
    if (captcha?.bindsSubmit && !submitting) button.disabled = !solved;
  });

  form.noValidate = true;
  watchTextareaCounters(root);
  if (captcha) startCaptchaOnEntry(form, captcha);
  trackFormRender(context, formId);

  const unlock = () => {
    submitting = false;
    root.classList.remove(FORM_DOM.submitting);
    root.removeAttribute("aria-busy");
    button.textContent = buttonText;
    button.disabled = !!captcha?.bindsSubmit && captcha.answer() === null;
  };

  const fail = (failure: { kind: "fields"; errors: Record<string, string> } | { kind: "message"; text: string }, general: boolean) => {
    if (failure.kind === "message") {
      errors.showMessage(failure.text);
      return;
    }
    errors.showFields(failure.errors, general)?.focus();
    if (!general) errors.showMessage(FORM_MESSAGES.invalidFields);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    root.classList.add(FORM_DOM.submitting);
    root.setAttribute("aria-busy", "true");
    button.textContent = FORM_MESSAGES.submitting;
    button.disabled = true;
    errors.clear();
    void (async () => {
      try {
        let raw;
        try {
          raw = readFormValues(form, window.location.search);
        } catch {
          errors.showMessage(FORM_MESSAGES.fieldsUnparsable);
          return;
        }
        const checked = validateValues(fields, raw);
        if (!checked.ok) return fail({ kind: "fields", errors: checked.errors }, false);
        const captchaKey = captcha?.answer();
        if (captcha && !captchaKey) return errors.showMessage(FORM_MESSAGES.captchaIncomplete);
        const blockId = block.id.replace(/^block-/, "");
        const outcome = await sendSubmission({ context, formId, blockId, buttonText, values: checked.values, captchaKey, isOverlayForm });
        if (outcome.kind === "saved") {
          if (isOverlayForm) block.dispatchEvent(new CustomEvent(OVERLAY_FORM_DOM.signedUpEvent, { bubbles: true, detail: { formId } }));
          showPostSubmit(root, form);
          if (newsletter) trackNewsletterSubscribe(formId);
          return;
        }
        if (outcome.kind === "message") return errors.showMessage(outcome.text);
        captcha?.reset();
        fail(failureMessage(outcome.status, outcome.data), true);
      } finally {
        unlock();
      }
    })();
  });
}
