import { CONFIRM_ATTRIBUTE, TOOLTIP_ATTRIBUTE } from "../../domain/widgetTriggers";
import { withPart } from "../../browser/partLoader";
import { followLink } from "./followLink";

function closest<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

/**
 * Starts the dialogs and tooltips that blocks ask for, loading their code only when first
 * needed: the tooltip module on the first pointer or focus on an element with a tooltip, the
 * dialog module on a click on a link that asks to confirm (a plain click; one that opens a new
 * tab or window does not leave the page and is not asked). When the dialog's code does not
 * load, the browser's own confirmation asks instead.
 */
export function installWidgetTriggers(doc: Document = document): void {
  const onFirstHint = (event: Event) => {
    if (!closest(event.target, `[${TOOLTIP_ATTRIBUTE}]`)) return;
    doc.removeEventListener("pointerover", onFirstHint);
    doc.removeEventListener("focusin", onFirstHint);
    void withPart(
      "tooltips",
      `[${TOOLTIP_ATTRIBUTE}]`,
      () => import("./tooltips"),
      (m) => m.startTooltips(event),
    );
  };
  doc.addEventListener("pointerover", onFirstHint);
  doc.addEventListener("focusin", onFirstHint);
  doc.addEventListener("click", (event) => {
    const link = closest<HTMLAnchorElement>(event.target, `a[${CONFIRM_ATTRIBUTE}]`);
    if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const question = link.getAttribute(CONFIRM_ATTRIBUTE) ?? "";
    void withPart(
      "dialogs",
      `a[${CONFIRM_ATTRIBUTE}]`,
      () => import("./dialogs"),
      (m) => m.confirmLink(link, question),
      () => {
        if (window.confirm(question)) followLink(link);
      },
    );
  });
}
