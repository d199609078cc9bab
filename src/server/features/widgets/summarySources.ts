import type { SummarySource } from "../../../blocks/summary/schema";
import type { SummaryForRender } from "../../../blocks/summary/summaryItems";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { blogSummarySource } from "./blogSummarySource";
import { productSummarySource } from "./productSummarySource";
import { eventSummarySource } from "./eventSummarySource";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import type { Collection } from "../content/contentRecords";
import type { SummaryRequest } from "./summaryRequest";

/** One kind of collection a summary can show: which collections are of it, and how its visible items are read. */
export interface SummarySourceLoader {
  holds(collection: Collection): boolean;
  load(request: SummaryRequest): Promise<SummaryForRender>;
}

/**
 * The loader of each source a summary block offers (blocks/summary/schema.ts SUMMARY_SOURCES);
 * the type makes a source offered without a loader a compile error. Blogs and events pages are
 * both generic collections, told apart by their settings.
 */
export const SUMMARY_SOURCE_LOADERS: Record<SummarySource, SummarySourceLoader> = {
  blog: { holds: (c) => c.type === COLLECTION_TYPE.GENERIC && !isEventsCollection(c.settings), load: blogSummarySource },
  products: { holds: (c) => c.type === COLLECTION_TYPE.PRODUCTS, load: productSummarySource },
  events: { holds: (c) => c.type === COLLECTION_TYPE.GENERIC && isEventsCollection(c.settings), load: eventSummarySource },
};
