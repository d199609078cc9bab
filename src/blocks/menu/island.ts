import { tabForKey } from "./tabKeys";

/**
 * The menu's browser behaviour: shows the tablist, keeps exactly one tab selected (the first at
 * start) with its panel the only one shown, and moves the selection with a click, Left, Right,
 * Home, End, Enter and Space; only the selected tab is in the page's tab order.
 */
export function mount(root: HTMLElement): void {
  const menu = root.querySelector<HTMLElement>(".tsr-menu");
  const tablist = menu?.querySelector<HTMLElement>('[role="tablist"]');
  if (!menu || !tablist) return;
  const tabs = Array.from(tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));

  const select = (selected: number, focus: boolean) => {
    tabs.forEach((tab, index) => {
      tab.setAttribute("aria-selected", String(index === selected));
      tab.tabIndex = index === selected ? 0 : -1;
      const panel = panels[index];
      if (panel) panel.hidden = index !== selected;
    });
    if (focus) tabs[selected]?.focus();
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(index, false));
    tab.addEventListener("keydown", (event) => {
      const target = tabForKey(event.key, index, tabs.length);
      if (target === undefined) return;
      event.preventDefault();
      select(target, true);
    });
  });
  tablist.hidden = false;
  menu.dataset.tabs = "on";
  select(0, false);
}
