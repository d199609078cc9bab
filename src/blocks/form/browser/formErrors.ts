import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { FORM_DOM } from "../formDom";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function show(element: Element | null, text: string): void {
  if (!(element instanceof HTMLElement)) return;
  element.textContent = text;
  element.hidden = false;
}

function hide(element: Element | null): void {
  if (!(element instanceof HTMLElement)) return;
  element.textContent = "";
  element.hidden = true;
}

/**
 * Where a form shows what went wrong (spec 1 §5): each field's message above its title with
 * the field marked invalid; the general "scroll down" line above the form and "scroll up"
 * below it (not on newsletter forms); one message for the whole form beside the button.
 */
export class FormErrors {
  constructor(
    private readonly root: HTMLElement,
    private readonly newsletter: boolean,
  ) {}

  clear(): void {
    for (const field of Array.from(this.root.querySelectorAll<HTMLElement>(`.${FORM_DOM.fieldInvalid}`))) field.classList.remove(FORM_DOM.fieldInvalid);
    for (const control of Array.from(this.root.querySelectorAll<Control>("[aria-invalid]"))) control.removeAttribute("aria-invalid");
    for (const line of Array.from(this.root.querySelectorAll(`.${FORM_DOM.fieldError}`))) hide(line);
    hide(this.root.querySelector(`.${FORM_DOM.problemAbove}`));
    hide(this.root.querySelector(`.${FORM_DOM.problemBelow}`));
    hide(this.root.querySelector(`.${FORM_DOM.message}`));
  }

  /** Marks each named field with its message; returns the first marked field's first control, to focus. */
  showFields(errors: Record<string, string>, general: boolean): Control | null {
    let first: Control | null = null;
    for (const field of Array.from(this.root.querySelectorAll<HTMLElement>(`.${FORM_DOM.field}[data-field-id]`))) {
      const message = errors[field.dataset.fieldId ?? ""];
      if (message === undefined) continue;
      field.classList.add(FORM_DOM.fieldInvalid);
      show(field.querySelector(`.${FORM_DOM.fieldError}`), message);
      const controls = Array.from(field.querySelectorAll<Control>("input, select, textarea"));
      for (const control of controls) control.setAttribute("aria-invalid", "true");
      first ??= controls[0] ?? null;
    }
    if (general && !this.newsletter) {
      show(this.root.querySelector(`.${FORM_DOM.problemAbove}`), FORM_MESSAGES.problemScrollDown);
      show(this.root.querySelector(`.${FORM_DOM.problemBelow}`), FORM_MESSAGES.problemScrollUp);
    }
    return first;
  }

  showMessage(text: string): void {
    show(this.root.querySelector(`.${FORM_DOM.message}`), text);
  }
}
