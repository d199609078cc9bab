import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { navigationSchema, type NavigationSettings } from "./schema";

/** What shows in place of a navigation without pages. */
const NO_PAGES = "This navigation has no pages yet.";

/**
 * Renders the chosen navigation's links in a `<nav>` landmark named by the owner (or by the page,
 * withNavigationNames, when the owner left the name empty), the current
 * page's link marked with aria-current, or a note when the navigation has no pages.
 */
export function NavigationBlock({ id, settings, context }: BlockRenderProps<NavigationSettings>) {
  const links = context.site?.navigations[settings.navigation] ?? [];
  if (links.length === 0) {
    return (
      <BlockFrame id={id} type={navigationSchema.type} code={navigationSchema.code}>
        <p className="tsr-block-missing">{NO_PAGES}</p>
      </BlockFrame>
    );
  }
  return (
    <BlockFrame id={id} type={navigationSchema.type} code={navigationSchema.code}>
      <nav className={`tsr-navigation tsr-navigation--${settings.direction}`} aria-label={settings.screenReaderName || undefined}>
        <ul className="tsr-navigation__list">
          {links.map((link) => (
            <li key={link.href}>
              <a className="tsr-navigation__link" href={link.href} aria-current={link.current ? "page" : undefined}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </BlockFrame>
  );
}
