import type { ColumnType } from "kysely";

/**
 * Row types of a site's content: collections, items and their listings, events, layouts and their history, the section library, comments, translations, uploaded assets and the search index.
 * Kept apart from schema.ts so each area's rows stay in a file of their own.
 */

export interface CollectionRow {
  id: string;
  websiteId: string;
  /** Collection type code (page 10, generic/blog 1, products 13, ...). */
  type: number;
  title: string;
  urlSlug: string;
  /** Navigation name ("main", "_hidden", "_memberareas") or null when not in a navigation. */
  navigation: string | null;
  position: number;
  description: string;
  /** Per-type settings as JSON (for a blog: its URL format). */
  settingsJson: string;
  passwordHash: string | null;
  /** A page's own publish state (migration 1360): null while its layout decides (Available once published, Hidden before), else needs review 3 or private 5. */
  publishState: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A review of a page or post an editor submitted (migration 1360): open until an admin approves it or sends it back with a note. */
export interface PublishReviewRow {
  id: string;
  websiteId: string;
  /** The page (collection) or post (item) reviewed. */
  ownerId: string;
  /** The editor's account, mailed the outcome; null once unknown. */
  submittedBy: string | null;
  submittedAt: string;
  outcome: "approved" | "sent_back" | null;
  note: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface ItemRow {
  id: string;
  websiteId: string;
  collectionId: string;
  /** Item (content) type code (text 1 is a blog post). */
  recordType: number;
  title: string;
  urlSlug: string;
  /** The item's path inside its collection, derived from the collection's URL format. */
  urlPath: string;
  /** Publish state code (published 1, scheduled 2, draft 4, ...). */
  publishState: number;
  publishOn: string | null;
  excerpt: string;
  tagsJson: string;
  categoriesJson: string;
  /** The account that wrote the post (migration 0905), or null when no author is shown. */
  authorId: string | null;
  /** The post's SEO fields as JSON (domain/seo/seoFields.ts, migration 1120), "{}" when none are set. */
  seoJson: string;
  createdAt: string;
  updatedAt: string;
}

/** A tag or category of an item under the slug its blog listing's path names it by (migration 1160). */
export interface ItemTermRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  kind: "tag" | "category";
  slug: string;
  name: string;
}

/** The moment an item counts as published for its blog's listings, ISO UTC (migration 1160). */
export interface ItemMomentRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  publishedAtUtc: string;
}

/** An event item's own fields (item type event 12); times are wall-clock at the event's zone. */
export interface EventDetailsRow {
  itemId: string;
  websiteId: string;
  collectionId: string;
  /** "2026-11-28" */
  startDate: string;
  /** "19:30" */
  startTime: string;
  endDate: string;
  endTime: string;
  /** IANA zone, e.g. "Europe/Paris". */
  timeZone: string;
  location: string;
  /** The start as a UTC ISO 8601 moment, for sorting and upcoming / past. */
  startsAt: string;
  endsAt: string;
}

export interface BlockLayoutRow {
  id: string;
  websiteId: string;
  /** The collection (page) or item (post) the layout belongs to. */
  ownerId: string;
  draftJson: string;
  /** Bumped at each draft save: the optimistic-concurrency check for editors. */
  draftVersion: number;
  publishedJson: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** One publish of a page's or post's layout (migration 0840), kept for its history. */
export interface LayoutVersionRow {
  id: string;
  websiteId: string;
  /** The block_layouts row published. */
  layoutId: string;
  /** The collection (page) or item (post) the layout belongs to. */
  ownerId: string;
  /** Which publish of the layout this is: 1, 2, ... (unique per layout). */
  number: number;
  layoutJson: string;
  publishedAt: string;
  /** The account that published it; null for scheduled publishing. */
  publishedBy: string | null;
}

/** A saved section is inserted as a copy; a shared one stays one thing on every page placing it. */
export type LibrarySectionKind = "copy" | "shared";

/** One section of a site's section library (migration 0860). */
export interface SectionLibraryRow {
  id: string;
  websiteId: string;
  name: string;
  /** The name lowercased and trimmed: unique per site. */
  nameKey: string;
  kind: LibrarySectionKind;
  /** The section (a saved copy's only version, a shared section's draft). */
  draftJson: string;
  /** Bumped at each draft save: the optimistic-concurrency check for editors. */
  draftVersion: number;
  /** A shared section as visitors see it; null for copies and shared sections never published. */
  publishedJson: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A visitor's comment on a blog post (migration 1190) or on a page with the comments block (1270). */
export interface CommentRow {
  id: string;
  websiteId: string;
  /** The post whose thread it is in; null for a page's comment. */
  itemId: string | null;
  /** The page whose thread it is in; null for a post's comment (the database holds exactly one of the two). */
  pageId: string | null;
  /** The comment it answers, null for a comment on the post itself. */
  parentId: string | null;
  authorName: string;
  /** Lowercased, so an address is one commenter however it is typed. */
  authorEmail: string;
  body: string;
  state: "pending" | "published" | "spam" | "deleted";
  createdAt: string;
  moderatedAt: string | null;
}

/** One item's translation into one additional language (migration 1210). */
export interface TranslationRow {
  id: string;
  websiteId: string;
  /** page, post, product, navigation or block. */
  itemKind: string;
  itemId: string;
  locale: string;
  /** The translated field values as a JSON object of strings. */
  fieldsJson: string;
  /** The primary language's field values the translation was made from, as a JSON object of strings. */
  sourceJson: string;
  /** translated or needs-translation. */
  state: string;
  updatedAt: string;
}

/** An uploaded file or image of a site; its bytes are in the blob store under sha256. */
export interface AssetRow {
  id: string;
  websiteId: string;
  /** "image" (re-encoded into widths) or "file" (served as uploaded). */
  kind: string;
  /** Format read from the bytes: jpeg, png, gif, webp, svg, pdf, zip, mp3, mp4, wav. */
  format: string;
  contentType: string;
  /** The served name, e.g. roastery-floor.jpg. */
  fileName: string;
  byteSize: number;
  sha256: string;
  width: number | null;
  height: number | null;
  /** pending, processing, ready or failed (image variants). */
  status: string;
  /** 0-100: share of the image variants made. */
  progress: number;
  error: string | null;
  claimedAt: string | null;
  /** 1 when the bytes carry EXIF, XMP, IPTC or text chunks (a camera's place, say): the original then never stands in for a width. */
  carriesMetadata: number;
  createdAt: string;
  updatedAt: string;
}

/** What site search finds: a page, post, product or event visitors may see, as plain text (migration 1110). */
export interface SearchEntryRow {
  /** The id of the collection, item or product the entry stands for (after "<locale>:" in an additional language). */
  id: string;
  websiteId: string;
  /** "page", "post", "product" or "event". */
  kind: string;
  title: string;
  body: string;
  url: string;
  /** A scheduled post's publishing time: found only from then on. */
  liveFrom: string | null;
  /** The additional language the entry is in (its translated words, its address under the prefix), "" for the primary one (migration 1341). */
  locale: string;
  /** The entry's place in the site, the order of results of equal rank. */
  position: number;
  /** On PostgreSQL only: the weighted words of the title and body, written with the entry and never read back. */
  searchVector: ColumnType<never, string | undefined, never>;
}

/** The site version a site's search entries were written from. */
export interface SearchIndexVersionRow {
  websiteId: string;
  version: number;
}
