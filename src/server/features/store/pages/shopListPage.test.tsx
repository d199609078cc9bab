import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductForRender } from "../../../../blocks/product/productForRender";
import { ShopListPage } from "./ShopPages";

const MUG: ProductForRender = {
  id: "7c41d0e95a3b26f18e4d9a02",
  name: "Camp Mug",
  description: "Enamel, 12 oz.",
  imageUrl: "/static/demo/mug.svg",
  pictures: [{ url: "/static/demo/mug.svg", alt: "" }],
  url: "/shop/camp-mug",
  productType: "PHYSICAL",
  fromPrice: "$14.00",
  plan: null,
  optionNames: "Colour",
  variants: [
    {
      id: "0a9e4c7b3d5f1e2a8c6b4d01",
      label: "Blue",
      price: "$14.00",
      regularPrice: null,
      inStock: true,
      maxQuantity: 12,
      stock: { kind: "inStock" },
      checkoutHref: null,
    },
    {
      id: "0a9e4c7b3d5f1e2a8c6b4d02",
      label: "Red",
      price: "$14.00",
      regularPrice: null,
      inStock: false,
      maxQuantity: 0,
      stock: { kind: "soldOut" },
      checkoutHref: null,
    },
  ],
};

const ONLY_PAGE = { number: 1, previousHref: null, nextHref: null };

describe("the shop grid's quick views", () => {
  it("gives each product a hidden Quick view button named for it and its product view in an inert template, under the quick view island", () => {
    const html = renderToStaticMarkup(<ShopListPage title="Shop" description="" products={[MUG]} pager={ONLY_PAGE} locale="" />);
    expect(html).toContain(
      '<div class="tsr-container tsr-shop" data-island="quick-view" data-texts="{&quot;quickView&quot;:&quot;Quick view&quot;,&quot;close&quot;:&quot;Close&quot;}">',
    );
    expect(html).toContain(
      `<button type="button" class="tsr-button tsr-button--outline tsr-button--small tsr-shop__quick-view" aria-haspopup="dialog" aria-label="Quick view: Camp Mug" data-product-name="Camp Mug" data-quick-view="${MUG.id}" hidden="">Quick view</button>`,
    );
    const template = /<template data-quick-view-template="([0-9a-f]{24})">(.*?)<\/template>/.exec(html);
    expect(template?.[1]).toBe(MUG.id);
    expect(template?.[2]).toContain(
      '<input type="radio" disabled="" data-max-quantity="0" name="variantId" value="0a9e4c7b3d5f1e2a8c6b4d02"/><span class="tsr-pill__face">Red<span class="tsr-pill__note"> Sold out</span></span>',
    );
    expect(template?.[2]).toContain('<button type="submit" class="tsr-button tsr-product__add">Add to cart</button>');
  });

  it("loads no island on a shop without products", () => {
    const html = renderToStaticMarkup(<ShopListPage title="Shop" description="" products={[]} pager={ONLY_PAGE} locale="" />);
    expect(html).not.toContain("data-island");
    expect(html).toContain("<p>No products yet.</p>");
  });
});

describe("the shop grid's pages", () => {
  it("links the products before and after a page, and shows no pager on a shop of one page", () => {
    const middle = renderToStaticMarkup(
      <ShopListPage title="Shop" description="" products={[MUG]} pager={{ number: 2, previousHref: "/shop", nextHref: "/shop/page/3" }} locale="" />,
    );
    expect(middle).toContain(
      '<nav class="tsr-pager" aria-label="More products"><a href="/shop" rel="prev">Previous products</a><a href="/shop/page/3" rel="next">More products</a></nav>',
    );
    expect(renderToStaticMarkup(<ShopListPage title="Shop" description="" products={[MUG]} pager={ONLY_PAGE} locale="" />)).not.toContain("tsr-pager");
  });
});
