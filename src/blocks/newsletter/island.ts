import { BREAKPOINTS } from "../../domain/limits/layoutLimits";
import { mountForm } from "../form/browser/formController";
import { FORM_DOM } from "../form/formDom";

/**
 * The newsletter block's island: the form behaviour of every form, plus the small-container
 * class while the block is narrower than 320 px, so its fields stack.
 */
export function mount(root: HTMLElement): void {
  mountForm(root);
  const update = (width: number) => root.classList.toggle(FORM_DOM.newsletterSmall, width < BREAKPOINTS.newsletterSmallContainerBelow);
  update(root.getBoundingClientRect().width);
  new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.contentRect.width);
  }).observe(root);
}
