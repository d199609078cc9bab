import { animationOf, MOTION_ISLAND } from "../../../blocks/motion/motionModel";
import { SECTION_VIDEO_ISLAND } from "../../../blocks/sections/backgroundVideo";
import type { ArrangedBlock } from "../../../blocks/sections/phoneArrangement";
import type { PlacedBlock, Section } from "../../../blocks/sections/sectionModel";
import type { BlockRenderContext } from "../../../blocks/types";
import { blockHtmlRenderer, showsPicture, type BlockHtmlRenderer, type BlockHtmlStore } from "../renderBlocks";
import { cellWidths, columnWidth } from "./cellWidths";
import { arrangeSection, gridArea, type SectionArrangement } from "./gridPlacement";
import { htmlAttributes } from "./htmlAttributes";
import { sectionBackground } from "./sectionBackground";
import { sectionClasses } from "./sectionClasses";

/** An animated block's marks for the motion island (none for a block without animation). */
function motionAttributes(block: PlacedBlock): { "data-motion": string | null; "data-island": string | null } {
  const animation = animationOf(block);
  return { "data-motion": animation, "data-island": animation ? MOTION_ISLAND : null };
}

/** The cell a block sits in on its section's grid: its desktop and phone areas (sections.css picks one per screen), its layer and its animation. */
function cellOpening({ block, place }: ArrangedBlock): string {
  const layer = block.layer ? `;z-index:${block.layer}` : "";
  return `<div${htmlAttributes({ class: "tsr-cell", style: `--tsr-desktop:${gridArea(block.desktop)};--tsr-phone:${gridArea(place)}${layer}`, ...motionAttributes(block) })}>`;
}

/** A block of a flowing column as HTML, inside an element carrying its animation when it has one. */
function flowingBlock(block: PlacedBlock, html: string): string {
  return html && animationOf(block) ? `<div${htmlAttributes({ class: "tsr-motion", ...motionAttributes(block) })}>${html}</div>` : html;
}

/** What a section's markup needs besides its blocks' HTML and its background. */
interface SectionShell {
  arrangement: SectionArrangement;
  /** The section's opening tag. */
  opening: string;
  /** The content element's opening tag. */
  content: string;
  /** Each block's cell opening tag, in HTML order ("" when the blocks flow). */
  cells: string[];
}

function hasVideo(section: Section): boolean {
  return section.style.background.kind === "video";
}

/** The islands a page's sections need: the video pause button where a section has a background video. */
export function sectionIslands(sections: readonly Section[]): string[] {
  return sections.some(hasVideo) ? [SECTION_VIDEO_ISLAND] : [];
}

function shellOf(section: Section): SectionShell {
  const arrangement = arrangeSection(section.blocks);
  return {
    arrangement,
    opening: `<section${htmlAttributes({
      id: `section-${section.id}`,
      class: sectionClasses(section.style, arrangement.flowing),
      "data-island": hasVideo(section) ? SECTION_VIDEO_ISLAND : null,
    })}>`,
    content: arrangement.flowing ? '<div class="tsr-section__content tsr-blocks">' : '<div class="tsr-section__content tsr-grid">',
    cells: arrangement.phone.map((arranged) => (arrangement.flowing ? "" : cellOpening(arranged))),
  };
}

/** The block that holds the page's lead picture: none when the first section's background picture does, else the first picture block in reading order. */
function leadBlockOf(sections: readonly Section[], pageShells: readonly SectionShell[]): PlacedBlock | null {
  if (sections[0]?.style.background.kind === "image") return null;
  const first = pageShells.flatMap((shell) => shell.arrangement.phone).find(({ block }) => showsPicture(block));
  return first?.block ?? null;
}

/** The lead block's cell widths: the section's column when its blocks flow, else the block's grid cell. */
function leadCell(section: Section, shell: SectionShell, { block, place }: ArrangedBlock) {
  return shell.arrangement.flowing ? columnWidth(section.style.width) : cellWidths(section.style.width, block.desktop, place);
}

function sectionHtml(section: Section, shell: SectionShell, render: BlockHtmlRenderer, leadBlock: PlacedBlock | null, first: boolean): string {
  let content = "";
  for (const [index, arranged] of shell.arrangement.phone.entries()) {
    const { block } = arranged;
    const lead = block === leadBlock;
    const html = render(block, lead, lead ? leadCell(section, shell, arranged) : undefined);
    if (html) content += shell.arrangement.flowing ? flowingBlock(block, html) : `${shell.cells[index]}${html}</div>`;
  }
  return `${shell.opening}${sectionBackground(section.style.background, first)}${shell.content}${content}</div></section>`;
}

/**
 * A finished section's HTML, made by `make` and kept in the block HTML cache under `key` (the
 * page it is on and its place there) unless one of its blocks read the nonce, new on every request.
 */
function finishedSection(render: BlockHtmlRenderer, store: BlockHtmlStore | null, websiteId: string, key: string | undefined, make: () => string): string {
  const nonceReads = render.nonceReads();
  const html = make();
  if (store && key !== undefined && render.nonceReads() === nonceReads) store.cache.set(websiteId, store.versions, key, html);
  return html;
}

/**
 * Renders a page's sections to HTML: each a `<section>` with its style's classes and background,
 * its blocks in the phone arrangement's reading order, placed on the section's grid by CSS
 * grid areas (no script positions anything), or flowing in a column when they are one. The
 * page's lead picture is the first section's background picture, or else the first picture
 * block in reading order. Blocks' HTML is rendered on its own and may come from the store (see
 * blockHtmlRenderer); the section markup around it is written as text. With a store naming the
 * page (a render the same for every visitor of the site version), each finished section is kept
 * in the store's cache under the page and its place there, so a later render of the page puts
 * its sections' HTML together without looking up each block. An animated block's cell (or, in a
 * column, an element around it) carries its animation for the motion island.
 */
export function renderSections(sections: readonly Section[], context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const page = store?.page;
  const keys = sections.map((section, index) => (page === undefined ? undefined : `section\n${page}\n${index}\n${section.id}`));
  const kept = keys.map((key) => (store && key !== undefined ? store.cache.get(context.websiteId, store.versions, key) : undefined));
  if (page !== undefined && kept.every((html) => html !== undefined)) return kept.join("");
  const render = blockHtmlRenderer(context, store);
  const pageShells = sections.map(shellOf);
  const leadBlock = leadBlockOf(sections, pageShells);
  return sections
    .map(
      (section, index) =>
        kept[index] ??
        finishedSection(render, store, context.websiteId, keys[index], () => sectionHtml(section, pageShells[index]!, render, leadBlock, index === 0)),
    )
    .join("");
}

/**
 * Renders the one section of a post (or another collection's item) as a flowing column: its
 * blocks' HTML in reading order without the section's markup, for the post's own column, kept
 * as renderSections keeps a section. The first picture block holds the lead picture. An animated
 * block is wrapped in an element carrying its animation.
 */
export function renderFlowingSection(section: Section, context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const key = store?.page === undefined ? undefined : `section\n${store.page}\nflowing`;
  const kept = store && key !== undefined ? store.cache.get(context.websiteId, store.versions, key) : undefined;
  if (kept !== undefined) return kept;
  const render = blockHtmlRenderer(context, store);
  return finishedSection(render, store, context.websiteId, key, () => {
    const blocks = shellOf(section).arrangement.phone.map(({ block }) => block);
    const lead = blocks.find(showsPicture);
    return blocks.map((block) => flowingBlock(block, render(block, block === lead))).join("");
  });
}
