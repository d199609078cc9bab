import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import { renderableLayout } from "../../../blocks/renderableLayout";
import type { SummaryForRender, SummaryItem } from "../../../blocks/summary/summaryItems";
import { imageSchema } from "../../../blocks/image/schema";
import { commentsRepository } from "../comments/commentsRepository";
import { contentRepository } from "../content/contentRepository";
import type { Item } from "../content/contentRecords";
import { isItemLive } from "../content/liveItems";
import { formatPublishedDate } from "../../../site/render/pages/dates";
import { sortedForSummary, type SummaryRequest } from "./summaryRequest";
import { translatedPost } from "../../../domain/translations/translatedItems";

/** A post's picture in a summary: the first image block of its published layout. */
async function firstPicture(request: SummaryRequest, post: Item): Promise<SummaryItem["image"]> {
  const stored = await contentRepository.findLayout(request.db, request.website.id, post.id);
  if (!stored?.published) return null;
  const image = blocksOfLayout(renderableLayout(stored.published).layout).find((block) => block.type === imageSchema.type);
  const parsed = image ? imageSchema.schema.safeParse(image.settings) : null;
  if (!parsed?.success) return null;
  return { src: parsed.data.src, alt: parsed.data.alt, width: parsed.data.width, height: parsed.data.height };
}

/** The live posts of a blog (translated in an additional language), newest first unless asked otherwise, with their date, excerpt, first picture and, on a site with comments on, their published comments. */
export async function blogSummarySource(request: SummaryRequest): Promise<SummaryForRender> {
  const { db, website, collection, settings, now, translations } = request;
  const live = (await contentRepository.listItems(db, website.id, collection.id))
    .filter((item) => isItemLive(item, now))
    .map((item) => (translations ? translatedPost(translations, item) : item));
  const locale = translations?.locale ?? website.locale;
  const dateOf = (post: Item) => post.publishOn ?? post.createdAt;
  const shown = sortedForSummary(live, settings.sort, { date: (post) => Date.parse(dateOf(post)), title: (post) => post.title }).slice(0, settings.count);
  const comments = website.commentsEnabled
    ? await commentsRepository.publishedCounts(
        db,
        website.id,
        shown.map((post) => post.id),
      )
    : null;
  const items = await Promise.all(
    shown.map(async (post): Promise<SummaryItem> => ({
      id: post.id,
      title: post.title,
      url: `/${collection.urlSlug}/${post.urlPath}`,
      image: settings.fields.image ? await firstPicture(request, post) : null,
      excerpt: post.excerpt,
      price: null,
      date: { iso: dateOf(post), text: formatPublishedDate(dateOf(post), locale, website.timeZone) },
      ...(comments ? { comments: comments.get(post.id) ?? 0 } : {}),
    })),
  );
  return { items, more: live.length > shown.length };
}
