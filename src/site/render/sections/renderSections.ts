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

/** What a section's markup needs besides its blocks' HTML and its background, made once per section object. */
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

/** Shells by section object: a visitor's layout is kept per site version, so each section's is written once. */
const shells = new WeakMap<Section, SectionShell>();

function shellOf(section: Section): SectionShell {
  let shell = shells.get(section);
  if (!shell) {
    const arrangement = arrangeSection(section.blocks);
    shell = {
      arrangement,
      opening: `<section${htmlAttributes({
        id: `section-${section.id}`,
        class: sectionClasses(section.style, arrangement.flowing),
        "data-island": hasVideo(section) ? SECTION_VIDEO_ISLAND : null,
      })}>`,
      content: arrangement.flowing ? '<div class="tsr-section__content tsr-blocks">' : '<div class="tsr-section__content tsr-grid">',
      cells: arrangement.phone.map((arranged) => (arrangement.flowing ? "" : cellOpening(arranged))),
    };
    shells.set(section, shell);
  }
  return shell;
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

/** Where a section's finished HTML is kept: the site version and the render it was made for, and its key in the block HTML cache. */
interface FinishedSection {
  siteVersion: number;
  /** The render context it was made with (its nonce aside, which no kept section read). */
  context: BlockRenderContext;
  /** The section's place on the page: how it is rendered, first or not, and which block holds the lead picture. */
  place: string;
  /** Its key in the block HTML cache, which holds the HTML itself (within that cache's bound). */
  key: string;
}

/**
 * Whether two render contexts hold the same values but the nonce: the same strings, and the same
 * objects (a visitor's forms, products, summaries and site are kept per site version, so a later
 * render of the same page holds the very same ones; a new object is a miss, never a wrong page).
 */
function sameContext(kept: BlockRenderContext, context: BlockRenderContext): boolean {
  const keys = Object.keys(context) as (keyof BlockRenderContext)[];
  return keys.length === Object.keys(kept).length && keys.every((key) => key === "nonce" || kept[key] === context[key]);
}

/**
 * Where each section's finished HTML is kept, by section object: a visitor's layout is kept per
 * site version, so an uncached render of an unchanged page puts its sections' HTML together
 * without looking up each block. The HTML itself is in the block HTML cache, counted in its
 * bound, under a key used once (a section made again for another render gets a new one and its
 * older entry goes, so an older HTML is never read for it); a section whose HTML that cache let
 * go is made again. An
 * editor's preview reads a new layout each time, whose sections are not found here.
 */
const finishedSections = new WeakMap<Section, FinishedSection>();

/** How many finished sections were stored: the next one's key in the block HTML cache. */
let sectionsStored = 0;

/** The section's HTML kept for this render, or made by `make` and kept unless one of its blocks read the nonce. */
function finishedSection(
  section: Section,
  render: BlockHtmlRenderer,
  store: BlockHtmlStore | null,
  context: BlockRenderContext,
  place: string,
  make: () => string,
): string {
  if (!store) return make();
  const kept = finishedSections.get(section);
  if (kept?.siteVersion === store.siteVersion && kept.place === place && sameContext(kept.context, context)) {
    const html = store.cache.get(context.websiteId, store.siteVersion, kept.key);
    if (html !== undefined) return html;
  }
  const nonceReads = render.nonceReads();
  const html = make();
  if (render.nonceReads() === nonceReads) {
    if (kept) store.cache.delete(context.websiteId, kept.key);
    sectionsStored += 1;
    const key = `section\n${sectionsStored}`;
    finishedSections.set(section, { siteVersion: store.siteVersion, context, place, key });
    store.cache.set(context.websiteId, store.siteVersion, key, html);
  }
  return html;
}

/**
 * Renders a page's sections to HTML: each a `<section>` with its style's classes and background,
 * its blocks in the phone arrangement's reading order, placed on the section's grid by CSS
 * grid areas (no script positions anything), or flowing in a column when they are one. The
 * page's lead picture is the first section's background picture, or else the first picture
 * block in reading order. Blocks' HTML is rendered on its own and may come from the store (see
 * blockHtmlRenderer); the section markup around it is written as text, and with a store each
 * finished section is kept in the store's cache for later renders of the same context. An
 * animated block's cell (or, in a column, an element around it) carries its animation for the
 * motion island.
 */
export function renderSections(sections: readonly Section[], context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const render = blockHtmlRenderer(context, store);
  const pageShells = sections.map(shellOf);
  const leadBlock = leadBlockOf(sections, pageShells);
  return sections
    .map((section, index) => {
      const first = index === 0;
      const place = `${first ? "F" : "-"}${leadBlock?.id ?? ""}`;
      return finishedSection(section, render, store, context, place, () => sectionHtml(section, pageShells[index]!, render, leadBlock, first));
    })
    .join("");
}

/**
 * Renders the one section of a post (or another collection's item) as a flowing column: its
 * blocks' HTML in reading order without the section's markup, for the post's own column. The
 * first picture block holds the lead picture. An animated block is wrapped in an element carrying
 * its animation.
 */
export function renderFlowingSection(section: Section, context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const render = blockHtmlRenderer(context, store);
  return finishedSection(section, render, store, context, "flowing", () => {
    const blocks = shellOf(section).arrangement.phone.map(({ block }) => block);
    const lead = blocks.find(showsPicture);
    return blocks.map((block) => flowingBlock(block, render(block, block === lead))).join("");
  });
}
