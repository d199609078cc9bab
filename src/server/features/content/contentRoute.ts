import type { Collection, Item, StoredLayout } from "./contentRecords";
import type { SitePageBody } from "./sitePageBody";

/** What a content path names on a site. */
export type ContentRoute =
  | { kind: "page"; collection: Collection; layout: StoredLayout | null }
  | { kind: "blog"; collection: Collection; posts: Item[] }
  | { kind: "post"; collection: Collection; item: Item; layout: StoredLayout | null }
  | { kind: "member-area"; collection: Collection; layout: StoredLayout | null }
  | { kind: "store"; collection: Collection; body: SitePageBody }
  | { kind: "not-found" };
