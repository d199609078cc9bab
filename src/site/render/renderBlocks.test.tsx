import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_DEFINITIONS } from "../../blocks/registry";
import type { BlockRenderContext, Layout } from "../../blocks/types";
import { BlockHtmlCache } from "./blockHtmlCache";
import { renderBlocks } from "./renderBlocks";

const SITE = "a".repeat(24);
const context: BlockRenderContext = { websiteId: SITE, locale: "en-US", pagePath: "/roastery", pageTitle: "Roastery", nonce: "n0nce" };

/** One block of every type with its example settings. */
const everyBlock: Layout = {
  blocks: BLOCK_DEFINITIONS.map((definition, index) => ({
    id: String(index).padStart(24, "0"),
    type: definition.type,
    settings: definition.schema.parse(definition.example),
  })),
};

/** The blocks rendered in one React tree, as the page rendered them before block HTML was kept. */
function renderedInOneTree(layout: Layout, blockContext: BlockRenderContext): string {
  return renderToStaticMarkup(
    <>
      {layout.blocks.map((block) => {
        const { Render } = BLOCK_DEFINITIONS.find((d) => d.type === block.type)!;
        return (
          <Fragment key={block.id}>
            <Render id={block.id} settings={block.settings} context={blockContext} />
          </Fragment>
        );
      })}
    </>,
  );
}

describe("renderBlocks", () => {
  it("gives the HTML of one React tree, whether blocks are rendered or taken from the cache", () => {
    const cache = new BlockHtmlCache();
    const expected = renderedInOneTree(everyBlock, context);
    expect(renderBlocks(everyBlock, context, null)).toBe(expected);
    expect(renderBlocks(everyBlock, context, { cache, siteVersion: 1 })).toBe(expected);
    expect(cache.usage().entries).toBeGreaterThan(0);
    expect(renderBlocks(everyBlock, context, { cache, siteVersion: 1 })).toBe(expected);
  });

  it("keeps blocks that read only their settings and the page, never those that read forms, products or the nonce", () => {
    const cache = new BlockHtmlCache();
    renderBlocks(everyBlock, context, { cache, siteVersion: 1 });
    const kept = BLOCK_DEFINITIONS.filter((definition, index) => {
      const key = JSON.stringify([
        context.locale,
        context.pagePath,
        context.pageTitle,
        definition.type,
        everyBlock.blocks[index]!.id,
        everyBlock.blocks[index]!.settings,
      ]);
      return cache.get(SITE, 1, key) !== undefined;
    }).map((d) => d.type);
    expect(
      BLOCK_DEFINITIONS.map((d) => d.type)
        .filter((type) => !kept.includes(type))
        .sort(),
    ).toEqual(["code", "form", "newsletter", "product"]);

    const otherRequest = { ...context, nonce: "fresh" };
    expect(renderBlocks(everyBlock, otherRequest, { cache, siteVersion: 1 })).toBe(renderedInOneTree(everyBlock, otherRequest));
  });

  it("renders again for another page path, changed settings or a new site version", () => {
    const cache = new BlockHtmlCache();
    const gallery = { blocks: everyBlock.blocks.filter((b) => b.type === "gallery") };
    const heading = { blocks: everyBlock.blocks.filter((b) => b.type === "heading") };
    renderBlocks(gallery, context, { cache, siteVersion: 1 });
    renderBlocks(heading, context, { cache, siteVersion: 1 });

    const elsewhere = { ...context, pagePath: "/gallery" };
    expect(renderBlocks(gallery, elsewhere, { cache, siteVersion: 1 })).toBe(renderedInOneTree(gallery, elsewhere));
    expect(renderBlocks(gallery, elsewhere, { cache, siteVersion: 1 })).toContain('data-collection-path="/gallery"');

    const changed = { blocks: heading.blocks.map((b) => ({ ...b, settings: { ...b.settings, text: "Changed" } })) };
    expect(renderBlocks(changed, context, { cache, siteVersion: 1 })).toBe(renderedInOneTree(changed, context));
    expect(renderBlocks(changed, context, { cache, siteVersion: 1 })).toContain(">Changed</h");

    const entriesBefore = cache.usage().entries;
    expect(entriesBefore).toBe(4);
    renderBlocks(heading, context, { cache, siteVersion: 2 });
    expect(cache.usage().entries).toBe(1);
  });
});
