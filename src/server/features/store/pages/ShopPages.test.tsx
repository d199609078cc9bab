import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { ProductForRender } from "../../../../blocks/product/productForRender";
import { ShopListPage } from "./ShopPages";

function product(id: string, imageUrl: string): ProductForRender {
  return {
    id,
    name: `Product ${id}`,
    description: "",
    imageUrl,
    pictures: [{ url: imageUrl, alt: "" }],
    url: `/shop/${id}`,
    productType: "PHYSICAL",
    fromPrice: "$10.00",
    plan: null,
    optionNames: "Option",
    variants: [
      { id: `${id}-v`, label: "One", price: "$10.00", regularPrice: null, inStock: true, maxQuantity: 999, stock: { kind: "inStock" }, checkoutHref: null },
    ],
  };
}

it("reserves each product picture's 3:2 box and loads the first at once with high priority, the others lazily", () => {
  const html = renderToStaticMarkup(
    <ShopListPage
      title="Shop"
      description=""
      products={[product("a", "/static/demo/beans.svg"), product("b", "/s/64f1a0c2b3d4e5f6a7b8c901/mug.jpg")]}
      pager={{ number: 1, previousHref: null, nextHref: null }}
      locale=""
    />,
  );
  // The quick views' product views wait in inert templates: their pictures are lazy and are not the list's.
  const templates = [...html.matchAll(/<template[^>]*>[\s\S]*?<\/template>/g)].map((match) => match[0]);
  expect(templates).toHaveLength(2);
  for (const template of templates) expect(template).toMatch(/<img [^>]*loading="lazy"/);
  const images = [...html.replace(/<template[^>]*>[\s\S]*?<\/template>/g, "").matchAll(/<img [^>]*>/g)].map((match) => match[0]);
  expect(images).toHaveLength(2);
  for (const image of images) {
    expect(image).toContain('class="tsr-product__image"');
    expect(image).toContain('width="420"');
    expect(image).toContain('height="280"');
  }
  expect(images[0]).toContain('fetchPriority="high"');
  expect(images[0]).not.toContain("loading=");
  expect(images[1]).toContain('loading="lazy"');
  expect(images[1]).toContain("srcSet=");
});
