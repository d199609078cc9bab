import type { z } from "zod";
import type { pageSummarySchema } from "../../../domain/api/pages";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { SEO_SETTINGS_KEY, seoFieldsOf } from "../../../domain/seo/seoFields";
import { WORKFLOW_LABEL } from "../../../domain/workflow";
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

/** Presents a collection for the page tree. */
export function pageSummary(collection: Collection, layout: LayoutState | undefined): PageSummary {
  const kind = kindOf(collection);
  const live = kind !== "page" || (layout?.isPublished ?? false);
  return {
    id: collection.id,
    kind,
    title: collection.title,
    urlSlug: collection.urlSlug,
    navigation: collection.navigation,
    position: collection.position,
    locked: collection.passwordHash !== null,
    label: live ? WORKFLOW_LABEL.AVAILABLE : WORKFLOW_LABEL.HIDDEN,
    hasChanges: layout ? layout.hasChanges : false,
    draftVersion: layout?.draftVersion ?? 0,
    seo: seoFieldsOf(collection.settings[SEO_SETTINGS_KEY]),
  };
}

/** Whether the page tree lists a collection. */
export function inPageTree(collection: Collection): boolean {
  return collection.navigation !== null && TREE_TYPES.includes(collection.type);
}
