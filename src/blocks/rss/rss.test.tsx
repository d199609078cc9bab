import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteForBlocks } from "../shared/siteForBlocks";
import { RssBlock } from "./RssBlock";
import { rssSchema } from "./schema";

const blogId = "b".repeat(24);
const shopId = "5".repeat(24);
const site: SiteForBlocks = {
  title: "Harbor & Pine",
  homeHref: "/",
  navigations: { main: [], hidden: [] },
  collections: [
    { id: blogId, title: "Journal", description: "", href: "/journal", kind: "blog", feeds: { rss: "/journal/rss.xml", atom: "/journal/atom.xml" } },
    { id: shopId, title: "Shop", description: "", href: "/shop", kind: "shop" },
  ],
};
const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home", site };
const id = "c".repeat(24);

describe("rss block", () => {
  it("links to the blog's RSS feed in the owner's words and to its Atom feed, each typed", () => {
    const settings = rssSchema.schema.parse({ blogId, label: "Follow the journal" });
    const html = renderToStaticMarkup(<RssBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(
      '<a class="tsr-rss__link" href="/journal/rss.xml" type="application/rss+xml">Follow the journal</a> <a class="tsr-rss__atom" href="/journal/atom.xml" type="application/atom+xml">Atom feed</a>',
    );
  });

  it("says so for a shop or a blog that is gone, and asks for a blog in plain words", () => {
    expect(renderToStaticMarkup(<RssBlock id={id} settings={rssSchema.schema.parse({ blogId: shopId })} context={context} />)).toContain(
      '<p class="tsr-block-missing">This blog&#x27;s feed is not available.</p>',
    );
    expect(rssSchema.schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(["Choose the blog whose feed to offer."]);
  });
});
