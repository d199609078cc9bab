import { withPart } from "../../browser/partLoader";

/** The attribute marking the site header's menu button. */
const MENU_BUTTON = "[data-site-menu]";

/** Opens or closes the menu's panel without the menu's code (focus stays where it is), for when that code did not load. */
function togglePlainly(button: HTMLButtonElement): void {
  const panel = button.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const opening = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(opening));
  panel.toggleAttribute("data-open", opening);
}

/**
 * Starts the site header's menu button (shown on phones), loading the menu's code only when
 * the button is first pressed, so pages carry nothing for it until then. When that code does
 * not load, the button still opens and closes the navigation, plainly.
 */
export function installSiteMenuTrigger(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(MENU_BUTTON) : null;
    if (button)
      void withPart(
        "siteMenu",
        MENU_BUTTON,
        () => import("./siteMenu"),
        (m) => m.toggleSiteMenu(button),
        () => togglePlainly(button),
      );
  });
}
