import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteForBlocks } from "../shared/siteForBlocks";
import { CollectionLinkBlock } from "./CollectionLinkBlock";
import { collectionLinkSchema } from "./schema";
import { itemCountsLoader } from "./itemCountsLoader";

const shopId = "5".repeat(24);
const site: SiteForBlocks = {
  title: "Harbor & Pine",
  homeHref: "/",
  navigations: { main: [], hidden: [] },
  collections: [{ id: shopId, title: "Shop", description: "Beans and gear.", href: "/shop", kind: "shop" }],
};
const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home", site, loaded: new Map([[itemCountsLoader, { [shopId]: 1 }]]) };
const id = "c".repeat(24);

describe("collection link block", () => {
  it("is a card linking to the collection with its description and count in words", () => {
    const html = renderToStaticMarkup(<CollectionLinkBlock id={id} settings={collectionLinkSchema.schema.parse({ collectionId: shopId })} context={context} />);
    expect(html).toContain('<h3 class="tsr-collection-link__title"><a href="/shop">Shop</a></h3>');
    expect(html).toContain('<p class="tsr-collection-link__description">Beans and gear.</p>');
    expect(html).toContain('<p class="tsr-collection-link__count">1 product</p>');
  });

  it("leaves out what the owner turned off, and says so for a collection that is gone", () => {
    const settings = collectionLinkSchema.schema.parse({ collectionId: shopId, showDescription: false, showCount: false });
    const html = renderToStaticMarkup(<CollectionLinkBlock id={id} settings={settings} context={context} />);
    expect(html).not.toContain("Beans and gear.");
    expect(html).not.toContain("tsr-collection-link__count");
    const gone = collectionLinkSchema.schema.parse({ collectionId: "6".repeat(24) });
    expect(renderToStaticMarkup(<CollectionLinkBlock id={id} settings={gone} context={context} />)).toContain(
      '<p class="tsr-block-missing">This blog or shop is not available.</p>',
    );
  });

  it("asks for a blog or shop in plain words", () => {
    expect(collectionLinkSchema.schema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(["Choose a blog or shop to link to."]);
  });
});
