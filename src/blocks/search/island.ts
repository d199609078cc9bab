import { withPart } from "../../browser/partLoader";
import { SEARCH_DOM } from "./searchDom";

/**
 * The search block's island: it makes the box a combobox of the preview's listbox (ARIA 1.2),
 * and loads the search preview (its own chunk, spec 1 §7) the first time the box is focused or
 * typed in, so pages that show a search box but are never searched
 * load none of it.
 */
export function mount(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>(`.${SEARCH_DOM.input}`);
  const listbox = root.querySelector<HTMLElement>(`.${SEARCH_DOM.listbox}`);
  if (!input || !listbox) return;
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listbox.id);
  const start = () => {
    input.removeEventListener("focus", start);
    input.removeEventListener("input", start);
    void withPart(
      "searchPreview",
      "focus",
      () => import("./searchPreview"),
      (preview) => preview.startPreview(root, input),
    );
  };
  input.addEventListener("focus", start);
  input.addEventListener("input", start);
  if (document.activeElement === input) start();
}
