import { recordButtonClick, recordButtonRender } from "../../browser/census/censusClient";
import { readSiteContext } from "../../browser/siteContextReader";

/**
 * The button's browser behaviour: counts that it rendered (POST /api/census/button-render) and
 * each click (POST /api/census/button-click), both named by the block's id, under the same
 * tracking and consent rules as the page view.
 */
export function mount(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>("a.tsr-button");
  const context = readSiteContext();
  if (!link || !context) return;
  const buttonId = root.id.replace(/^block-/, "");
  recordButtonRender(context, buttonId);
  link.addEventListener("click", () => recordButtonClick(context, buttonId));
}
