import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ArrangedBlock } from "../../../blocks/sections/phoneArrangement";
import type { PlacedBlock, Section } from "../../../blocks/sections/sectionModel";
import type { BlockRenderContext } from "../../../blocks/types";
import { blockHtmlRenderer, showsPicture, type BlockHtmlRenderer, type BlockHtmlStore } from "../renderBlocks";
import { arrangeSection, gridArea, type SectionArrangement } from "./gridPlacement";
import { SectionBackground } from "./SectionBackground";
import { sectionClasses } from "./sectionClasses";

/** The cell a block sits in on its section's grid: its desktop and phone areas (sections.css picks one per screen) and its layer. */
function cellStyle({ block, place }: ArrangedBlock): CSSProperties {
  return { "--tsr-desktop": gridArea(block.desktop), "--tsr-phone": gridArea(place), zIndex: block.layer || undefined } as CSSProperties;
}

function SectionElement(props: { section: Section; arrangement: SectionArrangement; blocksHtml: string[]; lead: boolean }) {
  const { section, arrangement, blocksHtml } = props;
  return (
    <section id={`section-${section.id}`} className={sectionClasses(section.style, arrangement.flowing)}>
      <SectionBackground background={section.style.background} lead={props.lead} />
      {arrangement.flowing ? (
        <div className="tsr-section__content tsr-blocks" dangerouslySetInnerHTML={{ __html: blocksHtml.join("") }} />
      ) : (
        <div className="tsr-section__content tsr-grid">
          {arrangement.phone.map((arranged, index) =>
            blocksHtml[index] ? (
              <div key={arranged.block.id} className="tsr-cell" style={cellStyle(arranged)} dangerouslySetInnerHTML={{ __html: blocksHtml[index] }} />
            ) : null,
          )}
        </div>
      )}
    </section>
  );
}

/** Each section's blocks in HTML order, and the block that holds the page's lead picture, if a block does. */
function arrangePage(sections: readonly Section[]): { arrangements: SectionArrangement[]; leadBlock: PlacedBlock | null } {
  const arrangements = sections.map((section) => arrangeSection(section.blocks));
  if (sections[0]?.style.background.kind === "image") return { arrangements, leadBlock: null };
  const first = arrangements.flatMap((a) => a.phone).find(({ block }) => showsPicture(block));
  return { arrangements, leadBlock: first?.block ?? null };
}

function sectionHtml(section: Section, arrangement: SectionArrangement, render: BlockHtmlRenderer, leadBlock: PlacedBlock | null, lead: boolean): string {
  const blocksHtml = arrangement.phone.map(({ block }) => render(block, block === leadBlock));
  return renderToStaticMarkup(<SectionElement section={section} arrangement={arrangement} blocksHtml={blocksHtml} lead={lead} />);
}

/**
 * Renders a page's sections to HTML: each a `<section>` with its style's classes and background,
 * its blocks in the phone arrangement's reading order, placed on the section's grid by CSS
 * grid areas (no script positions anything), or flowing in a column when they are one. The
 * page's lead picture is the first section's background picture, or else the first picture
 * block in reading order. Blocks' HTML is rendered on its own and may come from the store (see
 * blockHtmlRenderer); the section markup around it is made on every render.
 */
export function renderSections(sections: readonly Section[], context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const render = blockHtmlRenderer(context, store);
  const { arrangements, leadBlock } = arrangePage(sections);
  return sections.map((section, index) => sectionHtml(section, arrangements[index]!, render, leadBlock, index === 0)).join("");
}

/**
 * Renders the one section of a post (or another collection's item) as a flowing column: its
 * blocks' HTML in reading order without the section's markup, for the post's own column. The
 * first picture block holds the lead picture.
 */
export function renderFlowingSection(section: Section, context: BlockRenderContext, store: BlockHtmlStore | null): string {
  const render = blockHtmlRenderer(context, store);
  const blocks = arrangeSection(section.blocks).phone.map(({ block }) => block);
  const lead = blocks.find(showsPicture);
  return blocks.map((block) => render(block, block === lead)).join("");
}
