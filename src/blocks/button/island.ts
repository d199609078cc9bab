import { recordButtonClick, recordButtonRender } from "../../browser/census/censusClient";
import { readSiteContext } from "../../browser/siteContextReader";
import { CONSOLE_MESSAGES } from "../../domain/messages/consoleMessages";

/**
 * The button's browser behaviour: counts that it rendered (POST /api/census/button-render) and
 * each click (POST /api/census/button-click), both named by the block's id, under the same
 * tracking and consent rules as the page view. A block holding no button (the block's markup
 * pasted into a code block without its link) warns "Careful, there was no button found inside
 * this node!" (spec 1 §8) and counts nothing.
 */
export function mount(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>("a.tsr-button");
  if (!link) {
    console.warn(CONSOLE_MESSAGES.noButtonInNode, root);
    return;
  }
  const context = readSiteContext();
  if (!context) return;
  const buttonId = root.id.replace(/^block-/, "");
  recordButtonRender(context, buttonId);
  link.addEventListener("click", () => recordButtonClick(context, buttonId));
}
