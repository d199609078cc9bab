/** The attribute marking the site header's menu button. */
const MENU_BUTTON = "[data-site-menu]";

/**
 * Starts the site header's menu button (shown on phones), loading the menu's code only when
 * the button is first pressed, so pages carry nothing for it until then.
 */
export function installSiteMenuTrigger(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(MENU_BUTTON) : null;
    if (button) void import("./siteMenu").then((m) => m.toggleSiteMenu(button));
  });
}
