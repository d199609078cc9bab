import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_DEFINITIONS } from "../../blocks/registry";
import type { ProductsForRender } from "../../blocks/product/productForRender";
import { blocksOfLayout } from "../../blocks/sections/readingOrder";
import type { Section } from "../../blocks/sections/sectionModel";
import { stackedSection } from "../../blocks/sections/stackedSection";
import { summarySchema } from "../../blocks/summary/schema";
import type { BlockInstance, BlockRenderContext, Layout } from "../../blocks/types";
import { BlockHtmlCache } from "./blockHtmlCache";
import type { BlockHtmlStore } from "./renderBlocks";
import { renderFlowingSection } from "./sections/renderSections";
import type { BlockLoader } from "../../blocks/blockLoader";
import { formsLoader } from "../../blocks/form/formsLoader";
import { productsLoader } from "../../blocks/product/productsLoader";
import { summariesLoader } from "../../blocks/summary/summariesLoader";

const SITE = "a".repeat(24);
const context: BlockRenderContext = { websiteId: SITE, locale: "en-US", pagePath: "/roastery", pageTitle: "Roastery", nonce: "n0nce" };

/** A layout of one section holding `blocks` stacked in order. */
function stacked(blocks: BlockInstance[]): Layout {
  return { sections: [stackedSection(blocks)] };
}

/** One block of every type with its example settings. */
const everyBlock: Layout = stacked(
  BLOCK_DEFINITIONS.map((definition, index) => ({
    id: String(index).padStart(24, "0"),
    type: definition.type,
    settings: definition.schema.parse(definition.example),
  })),
);

/** The blocks rendered in one React tree, as the page rendered them before block HTML was kept (the first picture block told it holds the lead picture). */
function renderedInOneTree(layout: Layout, blockContext: BlockRenderContext): string {
  const definitionOf = (type: string) => BLOCK_DEFINITIONS.find((d) => d.type === type)!;
  const blocks = blocksOfLayout(layout);
  const lead = blocks.find((block) => definitionOf(block.type).showsPicture);
  return renderToStaticMarkup(
    <>
      {blocks.map((block) => {
        const { Render } = definitionOf(block.type);
        return (
          <Fragment key={block.id}>
            <Render id={block.id} settings={block.settings} context={block === lead ? { ...blockContext, leadPicture: true } : blockContext} />
          </Fragment>
        );
      })}
    </>,
  );
}

/** A layout's one flowing section rendered block by block, as a post's blocks are. */
function renderPost(layout: Layout, blockContext: BlockRenderContext, store: BlockHtmlStore | null): string {
  return renderFlowingSection(layout.sections[0] as Section, blockContext, store);
}

describe("block by block rendering with kept block HTML", () => {
  it("gives the HTML of one React tree, whether blocks are rendered or taken from the cache, but for where the lead picture's preload hint stands", () => {
    const cache = new BlockHtmlCache();
    const preload = '<link rel="preload" as="image" href="/static/demo/roastery.svg" fetchPriority="high"/>';
    const oneTree = renderedInOneTree(everyBlock, context);
    expect(oneTree.startsWith(preload)).toBe(true);
    // Rendered block by block, the hint stands just before the lead picture's block instead of first.
    const expected = oneTree.slice(preload.length).replace('<div id="block-000000000000000000000002"', `${preload}<div id="block-000000000000000000000002"`);
    expect(renderPost(everyBlock, context, null)).toBe(expected);
    expect(renderPost(everyBlock, context, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(expected);
    expect(cache.usage().entries).toBeGreaterThan(0);
    expect(renderPost(everyBlock, context, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(expected);
  });

  it("keeps every block but those that read the nonce, which is new on every request", () => {
    const cache = new BlockHtmlCache();
    renderPost(everyBlock, context, { cache, versions: { version: 1, stockVersion: 0 } });
    expect(cache.usage().entries).toBe(BLOCK_DEFINITIONS.length - 1);

    const code = stacked([{ id: "c".repeat(24), type: "code", settings: { html: "<script>go()</script>", displaySource: false } }]);
    expect(renderPost(code, context, { cache, versions: { version: 1, stockVersion: 0 } })).toContain('<script nonce="n0nce">go()</script>');
    expect(renderPost(code, { ...context, nonce: "fresh" }, { cache, versions: { version: 1, stockVersion: 0 } })).toContain(
      '<script nonce="fresh">go()</script>',
    );
  });

  it("renders again when the products or forms loaded for the page change", () => {
    const cache = new BlockHtmlCache();
    const productId = "d".repeat(24);
    const block = stacked([{ id: "e".repeat(24), type: "product", settings: { productId } }]);
    const product = (name: string): ProductsForRender => ({
      [productId]: {
        id: productId,
        name,
        description: "",
        imageUrl: "",
        pictures: [],
        url: "/shop/beans",
        productType: "PHYSICAL",
        fromPrice: "$12.00",
        plan: null,
        optionNames: "Option",
        variants: [
          {
            id: "f".repeat(24),
            label: "Beans",
            price: "$12.00",
            regularPrice: null,
            inStock: true,
            maxQuantity: 999,
            stock: { kind: "inStock" },
            checkoutHref: null,
          },
        ],
      },
    });
    const before = { ...context, loaded: new Map([[productsLoader, product("Harbor Blend")]]) };
    const after = { ...context, loaded: new Map([[productsLoader, product("Harbor Blend, new crop")]]) };
    expect(renderPost(block, before, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(renderedInOneTree(block, before));
    expect(renderPost(block, after, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(renderedInOneTree(block, after));
    expect(renderPost(block, after, { cache, versions: { version: 1, stockVersion: 0 } })).toContain("Harbor Blend, new crop");
    const withForms = new Map<BlockLoader<unknown>, unknown>([...after.loaded, [formsLoader, { forms: {}, captchaSiteKeys: {} }]]);
    expect(renderPost(block, { ...after, loaded: withForms }, { cache, versions: { version: 1, stockVersion: 0 } })).toContain("Harbor Blend, new crop");
    // Three renders of the block (a store naming no page keeps no finished section).
    expect(cache.usage().entries).toBe(3);
  });

  it("renders a summary again when the items loaded for it change, though its settings and the site version do not", () => {
    const cache = new BlockHtmlCache();
    const blockId = "f".repeat(24);
    const block = stacked([{ id: blockId, type: "summary", settings: summarySchema.schema.parse({ source: "blog" }) }]);
    const posts = (...titles: string[]): BlockRenderContext => ({
      ...context,
      loaded: new Map([
        [
          summariesLoader,
          {
            [blockId]: {
              items: titles.map((title, index) => ({
                id: String(index).padStart(24, "0"),
                title,
                url: `/journal/${index}`,
                image: null,
                excerpt: "",
                price: null,
                date: null,
              })),
              more: false,
            },
          },
        ],
      ]),
    });
    expect(renderPost(block, posts("Meet our new winter blend"), { cache, versions: { version: 1, stockVersion: 0 } })).not.toContain(
      "Our new espresso machine",
    );
    const published = posts("Our new espresso machine", "Meet our new winter blend");
    expect(renderPost(block, published, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(renderedInOneTree(block, published));
    expect(renderPost(block, published, { cache, versions: { version: 1, stockVersion: 0 } })).toContain("Our new espresso machine");
  });

  it("renders again for another page path, changed settings or a new site version", () => {
    const cache = new BlockHtmlCache();
    const gallery = stacked(blocksOfLayout(everyBlock).filter((b) => b.type === "gallery"));
    const heading = stacked(blocksOfLayout(everyBlock).filter((b) => b.type === "heading"));
    renderPost(gallery, context, { cache, versions: { version: 1, stockVersion: 0 } });
    renderPost(heading, context, { cache, versions: { version: 1, stockVersion: 0 } });

    const elsewhere = { ...context, pagePath: "/gallery" };
    expect(renderPost(gallery, elsewhere, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(renderedInOneTree(gallery, elsewhere));
    expect(renderPost(gallery, elsewhere, { cache, versions: { version: 1, stockVersion: 0 } })).toContain('data-collection-path="/gallery"');

    const changed = stacked(blocksOfLayout(heading).map((b) => ({ ...b, settings: { ...b.settings, text: "Changed" } })));
    expect(renderPost(changed, context, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(renderedInOneTree(changed, context));
    expect(renderPost(changed, context, { cache, versions: { version: 1, stockVersion: 0 } })).toContain(">Changed</h");

    const entriesBefore = cache.usage().entries;
    // Four blocks' HTML.
    expect(entriesBefore).toBe(4);
    renderPost(heading, context, { cache, versions: { version: 2, stockVersion: 0 } });
    expect(cache.usage().entries).toBe(1);
  });
});
