import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteVersions } from "../../../domain/siteVersions";
import { blockDefinitionFor } from "../../../blocks/registry";
import { sectionStyleSchema, type GridPlace, type PlacedBlock, type Section } from "../../../blocks/sections/sectionModel";
import type { BlockRenderContext } from "../../../blocks/types";
import { BlockHtmlCache } from "../blockHtmlCache";
import { renderFlowingSection, renderSections, sectionIslands } from "./renderSections";

const context: BlockRenderContext = { websiteId: "f".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const PHOTO = "/s/" + "c".repeat(24) + "/photo.jpg";

const at = (row: number, column: number, width: number, height = 1): GridPlace => ({ row, column, width, height });

/** A block with settings parsed as pages render them, placed on the grid. */
function placed(letter: string, type: string, settings: Record<string, unknown>, desktop: GridPlace, extra: Partial<PlacedBlock> = {}): PlacedBlock {
  return { id: letter.repeat(24), type, settings: blockDefinitionFor(type)!.schema.parse(settings) as Record<string, unknown>, desktop, ...extra };
}

const text = (letter: string, desktop: GridPlace, extra: Partial<PlacedBlock> = {}) =>
  placed(letter, "text", { html: `<p>Text ${letter}</p>` }, desktop, extra);
const image = (letter: string, desktop: GridPlace) => placed(letter, "image", { src: PHOTO, alt: `Picture ${letter}`, width: 1200, height: 800 }, desktop);

function section(letter: string, blocks: PlacedBlock[], style: Record<string, unknown> = {}): Section {
  return { id: letter.repeat(24), style: sectionStyleSchema.parse(style), blocks };
}

/** The blocks as the single-column block list rendered them: each in order, the first picture block told it holds the lead picture. */
function blockList(blocks: PlacedBlock[]): string {
  const lead = blocks.find((block) => blockDefinitionFor(block.type)!.showsPicture);
  return blocks
    .map((block) => {
      const { Render } = blockDefinitionFor(block.type)!;
      return renderToStaticMarkup(<Render id={block.id} settings={block.settings} context={block === lead ? { ...context, leadPicture: true } : context} />);
    })
    .join("");
}

/** The ids of the blocks in the HTML, in document order. */
function blockOrder(html: string): string[] {
  return [...html.matchAll(/id="block-(\w)\w{23}"/g)].map((m) => m[1]!);
}

/** The opening tag of each grid cell, in document order. */
function cells(html: string): string[] {
  return html.match(/<div class="tsr-cell"[^>]*>/g) ?? [];
}

describe("renderSections", () => {
  it("places blocks side by side by desktop grid areas, in the HTML in phone order, derived by stacking in desktop reading order", () => {
    const html = renderSections(
      [section("s", [text("c", at(1, 17, 8)), text("a", at(1, 1, 8)), text("b", at(1, 9, 8)), text("d", at(2, 5, 16, 3))])],
      context,
      null,
    );
    expect(html).toContain('<section id="section-ssssssssssssssssssssssss" class="tsr-section tsr-section--height-fit');
    expect(html).toContain('<div class="tsr-section__content tsr-grid">');
    expect(blockOrder(html)).toEqual(["a", "b", "c", "d"]);
    expect(cells(html)).toEqual([
      '<div class="tsr-cell" style="--tsr-desktop:1 / 1 / span 1 / span 8;--tsr-phone:1 / 1 / span 1 / span 8">',
      '<div class="tsr-cell" style="--tsr-desktop:1 / 9 / span 1 / span 8;--tsr-phone:2 / 1 / span 1 / span 8">',
      '<div class="tsr-cell" style="--tsr-desktop:1 / 17 / span 1 / span 8;--tsr-phone:3 / 1 / span 1 / span 8">',
      '<div class="tsr-cell" style="--tsr-desktop:2 / 5 / span 3 / span 16;--tsr-phone:4 / 1 / span 1 / span 8">',
    ]);
  });

  it("orders the HTML by the owner's phone arrangement once set, and stacks overlapping blocks by their layer", () => {
    const blocks = [text("a", at(1, 1, 16, 2), { phone: at(2, 1, 8) }), text("b", at(1, 9, 16), { phone: at(1, 1, 8), layer: 3 })];
    const html = renderSections([section("s", blocks)], context, null);
    expect(blockOrder(html)).toEqual(["b", "a"]);
    expect(cells(html)).toEqual([
      '<div class="tsr-cell" style="--tsr-desktop:1 / 9 / span 1 / span 16;--tsr-phone:1 / 1 / span 1 / span 8;z-index:3">',
      '<div class="tsr-cell" style="--tsr-desktop:1 / 1 / span 2 / span 16;--tsr-phone:2 / 1 / span 1 / span 8">',
    ]);
  });

  it("renders a migrated single-column page as the blocks flowing in the page's column, exactly as the block list was", () => {
    const blocks = [placed("h", "heading", { text: "Welcome", level: 1 }, at(1, 1, 24)), text("a", at(2, 1, 24)), image("i", at(3, 1, 24))];
    const html = renderSections([section("s", blocks)], context, null);
    expect(html).toBe(
      '<section id="section-ssssssssssssssssssssssss" class="tsr-section tsr-section--height-fit tsr-section--width-normal tsr-section--align-top tsr-section--padding-medium tsr-section--light tsr-section--flow">' +
        `<div class="tsr-section__content tsr-blocks">${blockList(blocks)}</div></section>`,
    );
  });

  it("gives a grid to a column whose phone order differs from its desktop order", () => {
    const blocks = [text("a", at(1, 1, 24), { phone: at(2, 1, 8) }), text("b", at(2, 1, 24), { phone: at(1, 1, 8) })];
    const html = renderSections([section("s", blocks)], context, null);
    expect(html).toContain("tsr-section--grid");
    expect(blockOrder(html)).toEqual(["b", "a"]);
  });

  it("makes the first section's background picture the page's lead picture: srcset and sizes of the full width, high priority, never lazy", () => {
    const hero = section("h", [image("i", at(1, 1, 12))], {
      background: { kind: "image", src: PHOTO, alt: 'Beans "fresh" & <roasted>', focalPoint: { x: 0.25, y: 0.75 } },
    });
    const later = section("l", [], { background: { kind: "image", src: PHOTO, focalPoint: { x: 0.5, y: 0.5 } } });
    const html = renderSections([hero, later], context, null);
    const [lead, lazy] = html.match(/<img class="tsr-section__media"[^>]*>/g)!;
    expect(lead).toContain(`src="${PHOTO}?format=1500w" srcset="${PHOTO}?format=100w 100w, ${PHOTO}?format=300w 300w,`);
    expect(lead).toContain('sizes="(min-resolution: 4dppx) calc(100vw * 0.75), (min-resolution: 3.5dppx) calc(100vw * 0.8571), 100vw"');
    expect(lead).toContain('alt="Beans &quot;fresh&quot; &amp; &lt;roasted&gt;"');
    expect(lead).toContain('fetchpriority="high"');
    expect(lead).not.toContain("loading=");
    expect(lead).toContain('style="object-position:25% 75%"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain("fetchpriority");
    expect(lazy).toContain('decoding="async"');
    expect(html).toContain("tsr-section--media");
    // The image block in the hero is not the lead picture: the background is.
    expect(html).not.toMatch(/<img class="tsr-img[^>]*fetchPriority/);
  });

  it("leaves the lead picture to the first picture block in reading order when the first section has no background picture", () => {
    const plain = section("p", [image("j", at(1, 13, 12)), image("i", at(1, 1, 12))]);
    const later = section("l", [], { background: { kind: "image", src: PHOTO, focalPoint: { x: 0.5, y: 0.5 } } });
    const html = renderSections([plain, later], context, null);
    expect(html.match(/<img class="tsr-img[^>]*>/)![0]).toContain('alt="Picture i"');
    expect(html.match(/<img class="tsr-img[^>]*>/)![0]).toContain('fetchPriority="high"');
    expect(html.match(/<img class="tsr-section__media"[^>]*>/)![0]).toContain('loading="lazy"');
  });

  it("names the lead picture's grid cell in its sizes: half the wide section on wider screens, the whole of it on phones", () => {
    const wide = section("w", [image("i", at(1, 1, 12)), text("t", at(1, 13, 12))], { width: "wide" });
    const sizes = renderSections([wide], context, null).match(/<img class="tsr-img[^>]*sizes="([^"]*)"/)![1];
    expect(sizes).toBe(
      [
        "(min-resolution: 4dppx) and (max-width: 767.98px) calc(min(100vw - 2.5rem, 69.5rem) * 0.75)",
        "(min-resolution: 4dppx) calc(calc(min(100vw - 2.5rem, 69.5rem) * 0.5) * 0.75)",
        "(min-resolution: 3.5dppx) and (max-width: 767.98px) calc(min(100vw - 2.5rem, 69.5rem) * 0.8571)",
        "(min-resolution: 3.5dppx) calc(calc(min(100vw - 2.5rem, 69.5rem) * 0.5) * 0.8571)",
        "(max-width: 767.98px) min(100vw - 2.5rem, 69.5rem)",
        "calc(min(100vw - 2.5rem, 69.5rem) * 0.5)",
      ].join(", "),
    );
  });

  it("keeps the content column's sizes for a lead picture in a plain column of normal width", () => {
    const column = section("c", [image("i", at(1, 1, 24)), text("t", at(2, 1, 24))]);
    const [block] = column.blocks;
    expect(renderSections([column], context, null).match(/<img class="tsr-img[^>]*>/)![0]).toBe(blockList([block!]).match(/<img class="tsr-img[^>]*>/)![0]);
  });

  it("plays a background video muted, looping and inline with its poster, and only for visitors who allow motion, its section holding the pause button's island", () => {
    const sections = [section("v", [], { background: { kind: "video", src: "/s/" + "d".repeat(24) + "/loop.mp4", poster: PHOTO, overlay: 0.4 } })];
    const html = renderSections(sections, context, null);
    expect(html).toContain('<section id="section-vvvvvvvvvvvvvvvvvvvvvvvv" class="tsr-section');
    expect(html).toContain('tsr-section--flow" data-island="sections">');
    expect(sectionIslands(sections)).toEqual(["sections"]);
    expect(sectionIslands([section("i", [], { background: { kind: "image", src: PHOTO } })])).toEqual([]);
    expect(html).toContain(
      `<div class="tsr-section__background" style="--tsr-overlay:0.4"><video class="tsr-section__media" autoplay muted loop playsinline poster="${PHOTO}" preload="metadata" aria-hidden="true">` +
        `<source src="/s/${"d".repeat(24)}/loop.mp4" media="(prefers-reduced-motion: no-preference)"></video></div>`,
    );
  });

  it("names the section's style choices and colour theme in its classes", () => {
    const style = { background: { kind: "colour", colour: "accent" }, height: "full", width: "wide", align: "middle", padding: "large", theme: "dark" };
    const html = renderSections([section("s", [text("a", at(1, 1, 12))], style)], context, null);
    expect(html).toContain(
      'class="tsr-section tsr-section--height-full tsr-section--width-wide tsr-section--align-middle tsr-section--padding-large tsr-section--dark tsr-section--bg-accent tsr-section--grid"',
    );
    expect(html).not.toContain("tsr-section__background");
  });

  it("keeps each block's HTML in the store, the lead picture's per cell width, and gives the same page from it", () => {
    const cache = new BlockHtmlCache();
    const store = { cache, versions: { version: 1, stockVersion: 0 }, page: "/" };
    const sections = [section("s", [text("a", at(1, 1, 12)), image("i", at(1, 13, 12))]), section("t", [text("b", at(1, 1, 24))])];
    const first = renderSections(sections, context, store);
    // Three blocks and the two finished sections.
    expect(cache.usage().entries).toBe(5);
    expect(renderSections(sections, context, store)).toBe(first);
    expect(renderSections(sections, context, null)).toBe(first);
    const moved = [section("s", [text("a", at(2, 1, 24)), image("i", at(1, 1, 24))]), sections[1]!];
    expect(blockOrder(renderSections(moved, context, { cache, versions: { version: 1, stockVersion: 0 } }))).toEqual(["i", "a", "b"]);
    // The texts are reused where they moved; the lead picture, now as wide as the column, names a new sizes; an editor's preview keeps no finished section.
    expect(cache.usage().entries).toBe(6);
  });
});

/** A block HTML cache that counts its look-ups: a render that looks up one entry per section took each section as finished before. */
class CountingCache extends BlockHtmlCache {
  lookups = 0;

  override get(siteId: string, versions: SiteVersions, key: string): string | undefined {
    this.lookups += 1;
    return super.get(siteId, versions, key);
  }
}

describe("finished sections", () => {
  const code = (letter: string) => placed(letter, "code", { html: "<script>go()</script>", displaySource: false }, at(1, 1, 24));
  const store = (cache: BlockHtmlCache, version: number, page = "/") => ({ cache, versions: { version, stockVersion: 0 }, page });

  it("gives a section's finished HTML again for the same site version and context, without its blocks", () => {
    const cache = new CountingCache();
    const sections = [section("s", [text("a", at(1, 1, 12)), image("i", at(1, 13, 12))]), section("t", [text("b", at(1, 1, 24))])];
    const first = renderSections(sections, context, store(cache, 1));
    cache.lookups = 0;
    expect(renderSections(sections, context, store(cache, 1))).toBe(first);
    expect(cache.lookups).toBe(2);
  });

  it("renders the section again from its blocks for another site version or another page", () => {
    const cache = new CountingCache();
    const sections = [section("s", [text("a", at(1, 1, 24))])];
    const first = renderSections(sections, context, store(cache, 1));
    cache.lookups = 0;
    expect(renderSections(sections, context, store(cache, 2))).toBe(first);
    expect(cache.lookups).toBe(2);
    cache.lookups = 0;
    expect(renderSections(sections, { ...context, pagePath: "/about", pageTitle: "About" }, store(cache, 2, "/about"))).not.toBe("");
    expect(cache.lookups).toBe(2);
  });

  it("keeps no finished section for a render of its own (an editor's preview): each block is looked up", () => {
    const cache = new CountingCache();
    const sections = [section("s", [text("a", at(1, 1, 12)), text("b", at(1, 13, 12))])];
    const first = renderSections(sections, context, { cache, versions: { version: 1, stockVersion: 0 } });
    cache.lookups = 0;
    expect(renderSections(sections, context, { cache, versions: { version: 1, stockVersion: 0 } })).toBe(first);
    expect(cache.lookups).toBe(2);
    expect(cache.usage().entries).toBe(2);
  });

  it("never keeps a section whose block reads the nonce, new on every request", () => {
    const cache = new BlockHtmlCache();
    const sections = [section("s", [code("c")])];
    expect(renderSections(sections, { ...context, nonce: "n0nce" }, store(cache, 1))).toContain('<script nonce="n0nce">go()</script>');
    expect(renderSections(sections, { ...context, nonce: "fresh" }, store(cache, 1))).toContain('<script nonce="fresh">go()</script>');
    const post = section("p", [code("c")]);
    expect(renderFlowingSection(post, { ...context, nonce: "n0nce" }, store(cache, 1))).toContain('<script nonce="n0nce">go()</script>');
    expect(renderFlowingSection(post, { ...context, nonce: "fresh" }, store(cache, 1))).toContain('<script nonce="fresh">go()</script>');
  });

  it("keeps a post's flowing section apart from a section on a page", () => {
    const cache = new BlockHtmlCache();
    const shared = section("s", [text("a", at(1, 1, 24))]);
    const flowing = renderFlowingSection(shared, context, store(cache, 1, "/blog/post"));
    const onPage = renderSections([shared], context, store(cache, 1));
    expect(onPage).not.toBe(flowing);
    expect(renderFlowingSection(shared, context, store(cache, 1, "/blog/post"))).toBe(flowing);
    expect(renderSections([shared], context, store(cache, 1))).toBe(onPage);
  });

  it("holds finished sections inside the block HTML cache's bound: past it, a section let go is made again from its blocks", () => {
    const capacity = 20_000;
    const cache = new CountingCache(capacity);
    const words = "Words of a long paragraph. ".repeat(40);
    const page = (n: number) => [section("s", [placed("a", "text", { html: `<p>${n} ${words}</p>` }, at(1, 1, 24))])];
    const firstPage = page(0);
    const first = renderSections(firstPage, context, store(cache, 1, "/0"));
    let rendered = first.length;
    for (let n = 1; n <= 100; n++) {
      rendered += renderSections(page(n), context, store(cache, 1, `/${n}`)).length;
      expect(cache.usage().characters).toBeLessThanOrEqual(capacity);
    }
    expect(rendered).toBeGreaterThan(5 * capacity);
    cache.lookups = 0;
    expect(renderSections(firstPage, context, store(cache, 1, "/0"))).toBe(first);
    // The section's HTML was let go with the cache's oldest entries: its block was looked up and rendered again.
    expect(cache.lookups).toBe(2);
  });
});

describe("renderFlowingSection", () => {
  it("gives a post's blocks in reading order as the block list had them, the first picture block holding the lead picture", () => {
    const blocks = [image("i", at(2, 1, 24)), text("a", at(1, 1, 24))];
    expect(renderFlowingSection(section("s", blocks), context, null)).toBe(blockList([blocks[1]!, blocks[0]!]));
  });
});
