import { FORM_DOM } from "../formDom";

/** Re-creates script elements so the browser runs them (scripts inserted as markup never run). */
function runScripts(container: HTMLElement): void {
  for (const old of Array.from(container.querySelectorAll("script"))) {
    const script = document.createElement("script");
    for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
    script.text = old.text;
    old.replaceWith(script);
  }
}

/**
 * The success state (spec 1 §4): the form's children are hidden, the post-submit message or
 * HTML is shown (its scripts run) and focused, and the page goes to the success redirect
 * when the form has one.
 */
export function showPostSubmit(root: HTMLElement, form: HTMLFormElement): HTMLElement {
  for (const child of Array.from(form.children)) (child as HTMLElement).hidden = true;
  for (const line of Array.from(root.querySelectorAll<HTMLElement>(".tsr-form__problem"))) line.hidden = true;
  const template = root.querySelector<HTMLTemplateElement>(`.${FORM_DOM.postSubmitTemplate}`);
  const message = document.createElement("div");
  message.className = FORM_DOM.postSubmit;
  message.tabIndex = -1;
  message.setAttribute("role", "status");
  if (template) message.append(template.content.cloneNode(true));
  form.after(message);
  runScripts(message);
  message.focus();
  const redirect = root.dataset.successRedirect;
  if (redirect) window.location.assign(redirect);
  return message;
}
