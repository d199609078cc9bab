/**
 * The pricing toggle's browser behaviour: shows the switch and one option at a time, the left
 * one first; pressing the switch (a click, Enter or Space, as any button) swaps the price and
 * join button shown to the other side.
 */
export function mount(root: HTMLElement): void {
  const pricing = root.querySelector<HTMLElement>(".tsr-pricing");
  const toggle = pricing?.querySelector<HTMLButtonElement>(".tsr-pricing__toggle");
  const switchRow = toggle?.parentElement;
  if (!pricing || !toggle || !switchRow) return;
  const options = Array.from(pricing.querySelectorAll<HTMLElement>(".tsr-pricing__option"));

  const show = (right: boolean) => {
    toggle.setAttribute("aria-checked", String(right));
    pricing.dataset.side = right ? "right" : "left";
    for (const option of options) option.hidden = option.dataset.side !== pricing.dataset.side;
  };

  toggle.addEventListener("click", () => show(toggle.getAttribute("aria-checked") !== "true"));
  switchRow.hidden = false;
  show(false);
}
