import { trappedFocusIndex } from "./focusCycle";

/** The open menu: its button, its panel and how to close it. */
interface OpenMenu {
  button: HTMLButtonElement;
  panel: HTMLElement;
  close: (returnFocus: boolean) => void;
}

let openMenu: OpenMenu | null = null;

/** The menu's Tab order: its button first, then the panel's links and buttons. */
function trapped(menu: OpenMenu): HTMLElement[] {
  return [menu.button, ...Array.from(menu.panel.querySelectorAll<HTMLElement>("a[href], button"))];
}

/**
 * Opens the site header's navigation as a panel under its menu button on phones: the button
 * says it is expanded, focus moves to the first link and Tab keeps it on the button and the
 * panel's links; Escape, or the button pressed again, closes it and returns focus to the button.
 */
function open(button: HTMLButtonElement, panel: HTMLElement): void {
  const onKey = (event: KeyboardEvent) => {
    if (!openMenu) return;
    if (event.key === "Escape") {
      event.preventDefault();
      openMenu.close(true);
      return;
    }
    if (event.key !== "Tab") return;
    const items = trapped(openMenu);
    const next = trappedFocusIndex(items.length, items.indexOf(document.activeElement as HTMLElement), event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    items[next]!.focus();
  };
  const close = (returnFocus: boolean) => {
    document.removeEventListener("keydown", onKey, true);
    button.setAttribute("aria-expanded", "false");
    delete panel.dataset.open;
    openMenu = null;
    if (returnFocus) button.focus();
  };
  openMenu = { button, panel, close };
  button.setAttribute("aria-expanded", "true");
  panel.dataset.open = "";
  document.addEventListener("keydown", onKey, true);
  panel.querySelector<HTMLElement>("a[href]")?.focus();
}

/** Opens the menu the button controls, or closes it when it is open. */
export function toggleSiteMenu(button: HTMLButtonElement): void {
  if (openMenu) {
    openMenu.close(true);
    return;
  }
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) open(button, panel);
}
