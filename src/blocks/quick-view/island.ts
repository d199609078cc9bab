import { recordQuickView } from "../../browser/census/censusClient";
import { readSiteContext } from "../../browser/siteContextReader";
import { DIALOG_STYLE } from "../../domain/enumerations/dialogStyles";
import { QUICK_VIEW_WORDS } from "../../domain/messages/quickViewWords";
import { givenWords } from "../../domain/translations/givenWords";
import { QUICK_VIEW_DOM } from "./quickViewDom";
import { withPart } from "../../browser/partLoader";

/** The name a quick view's code goes by when it does not load. */
const QUICK_VIEW_PARTS = "quick-view-controls";
/** The product controls and add-to-cart code a quick view mounts, loaded on the first opening. */
const quickViewParts = () => Promise.all([import("../product/browser/addToCart"), import("../product/browser/productControls")]);

/**
 * The shop grid's quick views: shows each product's "Quick view" button and, when pressed, the
 * product's view (picture, name, price, stock, variant pills, quantity stepper, add-to-cart; kept in the page as an inert
 * template) in the runtime's dialog, whose controls and add-to-cart code load on the first opening. Each
 * opening is recorded (POST /api/census/RecordQuickView/{id}) under the page view's tracking and
 * consent rules. The dialog speaks the words the grid hands it (`data-texts`, the page's language).
 */
export function mount(root: HTMLElement): void {
  const context = readSiteContext();
  const words = givenWords(root.dataset.texts, QUICK_VIEW_WORDS);
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${QUICK_VIEW_DOM.button}]`)) {
    const productId = button.getAttribute(QUICK_VIEW_DOM.button) ?? "";
    const template = root.querySelector<HTMLTemplateElement>(`template[${QUICK_VIEW_DOM.template}="${productId}"]`);
    if (!template || !window.Tessera) continue;
    button.hidden = false;
    const open = async ([{ mountAddToCart }, { mountProductControls }]: Awaited<ReturnType<typeof quickViewParts>>) => {
      const view = document.createElement("div");
      view.className = QUICK_VIEW_DOM.view;
      view.append(template.content.cloneNode(true));
      mountProductControls(view);
      mountAddToCart(view);
      if (context) recordQuickView(context, productId);
      await window.Tessera?.dialog({
        style: DIALOG_STYLE.CONFIRM_ONLY,
        title: button.dataset.productName ?? "",
        message: words.quickView,
        content: view,
        confirmLabel: words.close,
      });
    };
    button.addEventListener("click", () => void withPart(QUICK_VIEW_PARTS, `[${QUICK_VIEW_DOM.button}]`, quickViewParts, open));
  }
}
