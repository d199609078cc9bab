import { loadPart } from "../../browser/partLoader";

/**
 * The share button's browser behaviour: shows the button and, on the first press, loads the
 * sharing panel's code (a chunk of its own, so pages load none of it until a visitor asks),
 * then opens and closes the panel.
 */
export function mount(root: HTMLElement): void {
  const share = root.querySelector<HTMLElement>(".tsr-share");
  const button = share?.querySelector<HTMLButtonElement>(".tsr-share__button");
  const panel = share?.querySelector<HTMLElement>(".tsr-share__panel");
  if (!share || !button || !panel) return;
  let toggle: Promise<() => void> | null = null;
  button.addEventListener("click", async () => {
    if (!toggle) {
      button.setAttribute("aria-busy", "true");
      toggle = loadPart("sharePanel", () => import("./sharePanel")).then(({ sharePanel }) => sharePanel(share, button, panel));
      toggle.finally(() => button.removeAttribute("aria-busy")).catch(() => (toggle = null));
    }
    (await toggle)();
  });
  button.hidden = false;
}
