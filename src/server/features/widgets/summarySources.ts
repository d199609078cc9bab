import type { SummarySource } from "../../../blocks/summary/schema";
import type { SummaryForRender } from "../../../blocks/summary/summaryItems";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { blogSummarySource } from "./blogSummarySource";
import { productSummarySource } from "./productSummarySource";
import type { SummaryRequest } from "./summaryRequest";

/** One kind of collection a summary can show: which collections are of it, and how its visible items are read. */
export interface SummarySourceLoader {
  collectionType: number;
  load(request: SummaryRequest): Promise<SummaryForRender>;
}

/**
 * The loader of each source a summary block offers (blocks/summary/schema.ts SUMMARY_SOURCES);
 * the type makes a source offered without a loader a compile error. Events come with the events
 * collection.
 */
export const SUMMARY_SOURCE_LOADERS: Record<SummarySource, SummarySourceLoader> = {
  blog: { collectionType: COLLECTION_TYPE.GENERIC, load: blogSummarySource },
  products: { collectionType: COLLECTION_TYPE.PRODUCTS, load: productSummarySource },
};
