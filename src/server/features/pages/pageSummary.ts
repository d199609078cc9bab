import type { z } from "zod";
import type { pageSummarySchema } from "../../../domain/api/pages";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { SEO_SETTINGS_KEY, seoFieldsOf } from "../../../domain/seo/seoFields";
import { STATE_LABEL } from "../../../domain/workflow";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import type { Collection } from "../content/contentRecords";
import type { LayoutState } from "./pagesRepository";

/** A page or blog as the page tree shows it: the answer schema's shape. */
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** What a page of the tree is: a page of blocks, a blog of posts, an events page, or the shop's product list. */
export type PageKind = PageSummary["kind"];

function kindOf(collection: Collection): PageKind {
  if (collection.type === COLLECTION_TYPE.GENERIC) return isEventsCollection(collection.settings) ? "events" : "blog";
  return collection.type === COLLECTION_TYPE.PRODUCTS ? "store" : "page";
}

/** The collection type each kind of page is stored as. */
export const TYPE_OF_KIND: Record<PageKind, number> = {
  page: COLLECTION_TYPE.PAGE,
  blog: COLLECTION_TYPE.GENERIC,
  events: COLLECTION_TYPE.GENERIC,
  store: COLLECTION_TYPE.PRODUCTS,
};

/** Collection types the page tree arranges. */
export const TREE_TYPES: readonly number[] = [...new Set(Object.values(TYPE_OF_KIND))];

/** A page's label: Needs Review and Private by its own state, else Available once its layout is published and Hidden before. */
function pageLabel(kind: PageKind, collection: Collection, layout: LayoutState | undefined): PageSummary["label"] {
  if (collection.publishState === PUBLISH_STATE.NEEDS_REVIEW) return STATE_LABEL.NEEDS_REVIEW;
  if (collection.publishState === PUBLISH_STATE.PRIVATE) return STATE_LABEL.PRIVATE;
  return kind !== "page" || (layout?.isPublished ?? false) ? STATE_LABEL.AVAILABLE : STATE_LABEL.HIDDEN;
}

/** Presents a collection for the page tree, with the note it was sent back with while hidden. */
export function pageSummary(collection: Collection, layout: LayoutState | undefined, reviewNote: string | null = null): PageSummary {
  const kind = kindOf(collection);
  const label = pageLabel(kind, collection, layout);
  return {
    id: collection.id,
    kind,
    title: collection.title,
    urlSlug: collection.urlSlug,
    navigation: collection.navigation,
    position: collection.position,
    locked: collection.passwordHash !== null,
    label,
    reviewNote: label === STATE_LABEL.HIDDEN ? reviewNote : null,
    hasChanges: layout ? layout.hasChanges : false,
    draftVersion: layout?.draftVersion ?? 0,
    seo: seoFieldsOf(collection.settings[SEO_SETTINGS_KEY]),
  };
}

/** Whether the page tree lists a collection. */
export function inPageTree(collection: Collection): boolean {
  return collection.navigation !== null && TREE_TYPES.includes(collection.type);
}
