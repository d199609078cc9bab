import { FORM_DOM } from "../formDom";

/**
 * Keeps each limited textarea's "count / limit" counter current as the visitor types, counted
 * on the raw value, and marks the counter as an error once the count passes the limit.
 */
export function watchTextareaCounters(root: HTMLElement): void {
  for (const textarea of Array.from(root.querySelectorAll<HTMLTextAreaElement>("textarea[data-max-length]"))) {
    const counter = root.querySelector<HTMLElement>(`#${CSS.escape(textarea.id)}-counter`);
    const limit = Number(textarea.dataset.maxLength);
    if (!counter || !Number.isFinite(limit)) continue;
    const update = () => {
      const count = textarea.value.length;
      counter.textContent = `${count} / ${limit}`;
      counter.classList.toggle(FORM_DOM.counterOver, count > limit);
    };
    textarea.addEventListener("input", update);
    update();
  }
}
