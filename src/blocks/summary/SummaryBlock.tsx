import { BlockFrame } from "../shared/BlockFrame";
import type { BlockRenderProps } from "../types";
import { ResponsiveImage } from "../image/ResponsiveImage";
import { CONTENT_WIDTH, shareOfContent, sizesAttribute, withinCell, type RenderedWidth } from "../image/imageSizes";
import { summarySchema, type SummarySettings } from "./schema";
import type { SummaryItem } from "./summaryItems";
import { loadedBy } from "../blockLoader";
import { summariesLoader } from "./summariesLoader";
import { commentCountIn, type CommentCountTexts } from "../../domain/comments/commentCount";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";
import { islandTexts } from "../../domain/translations/storeIslandTexts";

/** The picture box of an item in every variant but the wall, which keeps each picture's own shape. */
const CARD_RATIO = 3 / 2;
/** A wall item's box when its picture's size is not known. */
const WALL_FALLBACK_RATIO = 4 / 3;

/**
 * How wide an item's picture is at most (summary.css): the whole column on phones, where every
 * variant shows one item across; beside the text in a list a third of it; otherwise at most half
 * (grid, wall and carousel show two or more items across).
 */
const PICTURE_WIDTHS: Record<SummarySettings["variant"], RenderedWidth[]> = {
  wall: [{ media: "(max-width: 640px)", width: CONTENT_WIDTH }, { width: shareOfContent(0.5) }],
  carousel: [{ media: "(max-width: 640px)", width: CONTENT_WIDTH }, { width: shareOfContent(0.5) }],
  grid: [{ media: "(max-width: 640px)", width: CONTENT_WIDTH }, { width: shareOfContent(0.5) }],
  list: [{ media: "(max-width: 640px)", width: CONTENT_WIDTH }, { width: shareOfContent(1 / 3) }],
};

function itemRatio(item: SummaryItem, variant: SummarySettings["variant"]): number {
  if (variant !== "wall") return CARD_RATIO;
  const { width, height } = item.image ?? {};
  return width && height ? width / height : WALL_FALLBACK_RATIO;
}

/** One item: its picture, its title as the one link (stretched over the item), its date, a post's comment count (on a site with comments), excerpt and price as the settings ask. */
function SummaryCard(props: { item: SummaryItem; settings: SummarySettings; lead: { sizes: string } | undefined; texts: CommentCountTexts }) {
  const { item, settings } = props;
  const { fields } = settings;
  return (
    <li className="tsr-summary__item">
      <article className="tsr-summary__card">
        {fields.image && item.image ? (
          <div className="tsr-summary__media">
            <ResponsiveImage
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              ratio={itemRatio(item, settings.variant)}
              priority={props.lead}
            />
          </div>
        ) : null}
        <div className="tsr-summary__text">
          <h3 className="tsr-summary__title">
            <a className="tsr-summary__link" href={item.url}>
              {item.title}
            </a>
          </h3>
          {fields.date && item.date ? (
            <time className="tsr-summary__date" dateTime={item.date.iso}>
              {item.date.text}
            </time>
          ) : null}
          {item.comments === undefined ? null : <p className="tsr-summary__comments">{commentCountIn(item.comments, props.texts)}</p>}
          {fields.excerpt && item.excerpt ? <p className="tsr-summary__excerpt">{item.excerpt}</p> : null}
          {fields.price && item.price ? <p className="tsr-summary__price">{item.price}</p> : null}
        </div>
      </article>
    </li>
  );
}

/**
 * A summary of a collection's items in its variant (summary.css lays each out with CSS alone).
 * The carousel's previous and next buttons and "Show more" need the island and are hidden until
 * it shows them; the block carries its own widget JSON so the island can ask
 * GetWidgetRendering for its fresh HTML. As the page's lead picture block, its first picture is a
 * real image loaded at once. Its words are the page language's, the island's own handed to it in
 * data-texts. It is not a landmark: two summaries may share a heading, and its
 * heading already leads to it.
 */
export function SummaryBlock({ id, settings, context }: BlockRenderProps<SummarySettings>) {
  const summary = loadedBy(context, summariesLoader)?.[id] ?? { items: [], more: false };
  const listId = `summary-${id}-items`;
  const leadIndex = context.leadPicture && settings.fields.image ? summary.items.findIndex((item) => item.image) : -1;
  const leadSizes = leadIndex >= 0 ? { sizes: sizesAttribute(withinCell(PICTURE_WIDTHS[settings.variant], context.cellWidths)) } : undefined;
  const widgetJson = JSON.stringify({ type: summarySchema.type, id, value: settings });
  const texts = context.storeTexts ?? PRIMARY_STORE_TEXTS;
  return (
    <BlockFrame id={id} type={summarySchema.type} code={summarySchema.code} island={summarySchema.island}>
      <section
        className={`tsr-summary tsr-summary--${settings.variant}`}
        data-widget-json={widgetJson}
        data-texts={JSON.stringify(islandTexts("summary", texts))}
      >
        {settings.heading ? <h2 className="tsr-summary__heading">{settings.heading}</h2> : null}
        {summary.items.length === 0 ? (
          <p className="tsr-summary__empty">{texts.summaryEmpty}</p>
        ) : (
          <ul className="tsr-summary__items" id={listId}>
            {summary.items.map((item, index) => (
              <SummaryCard key={item.id} item={item} settings={settings} lead={index === leadIndex ? leadSizes : undefined} texts={texts} />
            ))}
          </ul>
        )}
        {settings.variant === "carousel" && summary.items.length > 1 ? (
          <div className="tsr-summary__controls" hidden>
            <button type="button" className="tsr-summary__step" data-summary-step="previous" aria-controls={listId}>
              {texts.summaryPrevious}
            </button>
            <button type="button" className="tsr-summary__step" data-summary-step="next" aria-controls={listId}>
              {texts.summaryNext}
            </button>
            <p className="tsr-summary__status" aria-live="polite" />
          </div>
        ) : null}
        {settings.showMore && summary.more ? (
          <button type="button" className="tsr-summary__more" data-summary-more="" hidden>
            {texts.summaryMore}
          </button>
        ) : null}
      </section>
    </BlockFrame>
  );
}
