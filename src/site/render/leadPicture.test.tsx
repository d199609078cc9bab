import { describe, expect, it } from "vitest";
import { blockDefinitionFor } from "../../blocks/registry";
import type { ProductForRender } from "../../blocks/product/productForRender";
import type { BlockInstance, BlockRenderContext } from "../../blocks/types";
import { BlockHtmlCache } from "./blockHtmlCache";
import { stackedSection } from "../../blocks/sections/stackedSection";
import type { BlockHtmlStore } from "./renderBlocks";
import { renderSections } from "./sections/renderSections";
import { productsLoader } from "../../blocks/product/productsLoader";

const context: BlockRenderContext = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const PHOTO = "/s/" + "c".repeat(24) + "/photo.jpg";

/** A placed block with its settings parsed, defaults filled, as pages render them. */
function block(id: string, type: string, settings: Record<string, unknown>): BlockInstance {
  return { id: id.repeat(24), type, settings: blockDefinitionFor(type)!.schema.parse(settings) as Record<string, unknown> };
}

const image = (id: string) => block(id, "image", { src: PHOTO, alt: `Picture ${id}`, width: 1200, height: 800 });
const gallery = (id: string, design: string) =>
  block(id, "gallery", {
    design,
    slides: [
      { id: "one", src: PHOTO, alt: "One", width: 1200, height: 800 },
      { id: "two", src: PHOTO, alt: "Two", width: 1200, height: 800 },
    ],
  });

/** Every img element of the rendered blocks, outside noscript copies, in page order. */
function images(blocks: BlockInstance[], extra: Partial<BlockRenderContext> = {}, store: BlockHtmlStore | null = null): string[] {
  const html = renderSections([stackedSection(blocks)], { ...context, ...extra }, store);
  return (html.replace(/<noscript>.*?<\/noscript>/g, "").match(/<img [^>]*>/g) ?? []).map(String);
}

const SRCSET = [100, 300, 500, 750, 1000, 1200].map((w) => `${PHOTO}?format=${w}w ${w}w`).join(", ");
const CONTENT = "min(100vw - 2.5rem, 43.5rem)";

describe("the page's lead picture", () => {
  it("is the first picture block's image: a real image with srcset, sizes of its rendered width, its size and high priority, never lazy", () => {
    const [lead, later] = images([block("t", "text", { html: "<p>Hi</p>" }), image("a"), image("b")]);
    expect(lead).toContain(`src="${PHOTO}?format=1000w" srcSet="${SRCSET}"`);
    expect(lead).toContain(`sizes="(min-resolution: 4dppx) calc(${CONTENT} * 0.75), (min-resolution: 3.5dppx) calc(${CONTENT} * 0.8571), ${CONTENT}"`);
    expect(lead).toContain('fetchPriority="high"');
    expect(lead).toContain('width="1200" height="800"');
    expect(lead).toContain('class="tsr-img tsr-img--loaded"');
    expect(lead).not.toContain("loading=");
    expect(later).toContain('data-load="true"');
    expect(later).not.toMatch(/ src=| srcSet=|fetchPriority/);
  });

  it("is a gallery's first slide when the gallery comes first, sized as one column of its grid; the rest stay with the lazy loader", () => {
    const [first, second, after] = images([gallery("g", "grid"), image("b")]);
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain(`, calc(${CONTENT} * 0.25)"`);
    expect(second).toContain('data-load="true"');
    expect(second).not.toContain("fetchPriority");
    expect(after).not.toContain("fetchPriority");
  });

  it("sizes a carousel's first slide per viewport as the carousel shows fewer slides on tablets and phones", () => {
    const [first] = images([gallery("g", "carousel")]);
    expect(first).toContain(`(max-width: 479.98px) calc(${CONTENT} * 0.5), (max-width: 723.98px) calc(${CONTENT} * 0.3333), calc(${CONTENT} * 0.3333)"`);
  });

  it("is a product block's picture in its reserved 3:2 box when the product comes first; a later product's picture is lazy", () => {
    const product: ProductForRender = {
      id: "e".repeat(24),
      name: "Mug",
      description: "",
      imageUrl: PHOTO,
      pictures: [{ url: PHOTO, alt: "" }],
      url: "/shop/mug",
      productType: "PHYSICAL",
      fromPrice: "$5.00",
      plan: null,
      optionNames: "Option",
      variants: [
        {
          id: "f".repeat(24),
          label: "Mug",
          price: "$5.00",
          regularPrice: null,
          inStock: true,
          maxQuantity: 999,
          stock: { kind: "inStock" },
          checkoutHref: null,
        },
      ],
    };
    const products = { [product.id]: product };
    const productBlock = (id: string) => block(id, "product", { productId: product.id });
    const [lead, later] = images([productBlock("x"), productBlock("y")], { loaded: new Map([[productsLoader, products]]) });
    expect(lead).toContain('width="420" height="280"');
    expect(lead).toContain('fetchPriority="high"');
    expect(lead).toContain(`, min(${CONTENT}, 420px)"`);
    expect(lead).not.toContain("loading=");
    expect(later).toContain('loading="lazy"');
    expect(later).toContain('width="420" height="280"');
  });

  it("keeps the plain address of a picture the image service does not make in widths", () => {
    const [lead] = images([block("a", "image", { src: "/static/demo/hero.svg", alt: "Hero", width: 1200, height: 700 })]);
    expect(lead).toContain('src="/static/demo/hero.svg" fetchPriority="high"');
    expect(lead).not.toContain("srcSet");
  });

  it("is told apart in kept HTML: a block kept as the lead picture is not reused where it comes second", () => {
    const store: BlockHtmlStore = { cache: new BlockHtmlCache(), versions: { version: 1, stockVersion: 0 } };
    const [alone] = images([image("a")], {}, store);
    const [, second] = images([image("b"), image("a")], {}, store);
    expect(alone).toContain('fetchPriority="high"');
    expect(second).toContain('data-load="true"');
    expect(second).not.toContain("fetchPriority");
  });
});
