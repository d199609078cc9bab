import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteForBlocks } from "../shared/siteForBlocks";
import { NavigationBlock } from "./NavigationBlock";
import { navigationSchema } from "./schema";

const site: SiteForBlocks = {
  title: "Harbor & Pine",
  homeHref: "/",
  navigations: {
    main: [
      { title: "Home", href: "/", current: false },
      { title: "Shop", href: "/shop", current: true },
    ],
    hidden: [],
  },
  collections: [],
};
const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/shop", pageTitle: "Shop", site };
const id = "c".repeat(24);

describe("navigation block", () => {
  it("lists the main navigation in a named nav, the current page marked", () => {
    const settings = navigationSchema.schema.parse({ direction: "vertical", screenReaderName: "Site" });
    const html = renderToStaticMarkup(<NavigationBlock id={id} settings={settings} context={context} />);
    expect(html).toContain('<nav class="tsr-navigation tsr-navigation--vertical" aria-label="Site">');
    expect(html).toContain('<a class="tsr-navigation__link" href="/">Home</a>');
    expect(html).toContain('<a class="tsr-navigation__link" href="/shop" aria-current="page">Shop</a>');
  });

  it("says so for a navigation without pages", () => {
    const settings = navigationSchema.schema.parse({ navigation: "hidden" });
    expect(renderToStaticMarkup(<NavigationBlock id={id} settings={settings} context={context} />)).toContain(
      '<p class="tsr-block-missing">This navigation has no pages yet.</p>',
    );
  });

  it("refuses an unknown navigation and a name over 80 characters in plain words, and keeps an empty name for the page to fill", () => {
    const issues = navigationSchema.schema.safeParse({ navigation: "footer", screenReaderName: "x".repeat(81) }).error?.issues.map((i) => i.message);
    expect(issues).toEqual([
      "Choose which navigation to list: the main navigation or the pages not in it.",
      "A navigation's name can be at most 80 characters.",
    ]);
    expect(navigationSchema.schema.parse({ screenReaderName: " " }).screenReaderName).toBe("");
  });
});
