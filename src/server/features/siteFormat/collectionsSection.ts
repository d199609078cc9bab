import { seoFieldsJson, seoFieldsOfJson, seoFieldsSchema } from "../../../domain/seo/seoFields";
import { z } from "zod";
import { parseLayout, type LayoutRules } from "../../../blocks/layout";
import type { Layout } from "../../../blocks/types";
import { formatBlogPostPath, DEFAULT_BLOG_URL_FORMAT, validateBlogUrlFormat } from "../../../domain/blogUrl";
import { COLLECTION_TYPE, isCollectionType } from "../../../domain/enumerations/collectionTypes";
import { ITEM_TYPE } from "../../../domain/enumerations/itemTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { PUBLISH_STATE, isPublishState } from "../../../domain/enumerations/publishStates";
import { invalid } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { layoutInputSchema } from "../../../domain/api/layoutInput";
import { LIMITS } from "../../../domain/limits";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../../domain/limits/collectionLimits";
import { isValidPageSlug } from "../../../domain/slug";
import type { Db } from "../../../db/database";
import { authorsRepository } from "../content/authorsRepository";
import { contentRepository } from "../content/contentRepository";
import type { Collection, Item, StoredLayout } from "../content/contentRecords";
import { assertIdsFree } from "./idsFree";
import { eventDetailsSchema } from "../../../domain/events/eventDetails";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { eventDetailsOf, eventsRepository } from "../events/eventsRepository";
import type { SectionImportContext, SiteSection } from "./siteSection";

const idSchema = z.string().refine(isId, "must be 24 lowercase hex characters.");
const slugSchema = z.string().refine(isValidPageSlug, "must be lowercase letters, digits and hyphens.");

/** A page's or post's draft and published layout, each of the written shape; the layout rules check them (checkLayout). */
const layoutPairSchema = z.strictObject({
  draft: layoutInputSchema,
  published: layoutInputSchema.nullable().default(null),
  draftVersion: z.number().int().min(0).default(1),
  publishedAt: z.iso.datetime().nullable().default(null),
  updatedAt: z.iso.datetime().optional(),
  id: idSchema.optional(),
});

const itemSchema = z.strictObject({
  id: idSchema.optional(),
  recordType: z.number().int().default(ITEM_TYPE.TEXT),
  title: z.string().min(1, "must not be empty.").max(300),
  urlSlug: slugSchema,
  publishState: z
    .number()
    .int()
    .refine((v): boolean => isPublishState(v), "is not a publish state code.")
    .default(PUBLISH_STATE.DRAFT),
  publishOn: z.iso.datetime({ offset: true }).nullable().default(null),
  excerpt: z.string().max(2000).default(""),
  tags: z.array(z.string().min(1).max(LIMITS.content.tagMaxLength)).max(50).default([]),
  categories: z.array(z.string().min(1).max(LIMITS.content.categoryMaxLength)).max(50).default([]),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
  layout: layoutPairSchema.optional(),
  /** The author's email: the site's member with that email becomes the author, nobody when none has it. */
  authorEmail: z.email("must be an email address.").max(320).optional(),
  /** An event's date, times, time zone and location (items of an events page). */
  event: eventDetailsSchema.optional(),
  /** The post's search title, description, social image and whether search engines leave it out. */
  seo: seoFieldsSchema.optional(),
});

const collectionSchema = z.strictObject({
  id: idSchema.optional(),
  type: z
    .number()
    .int()
    .refine((v): boolean => isCollectionType(v), "is not a collection type code."),
  title: z.string().min(1, "must not be empty.").max(200),
  urlSlug: slugSchema,
  navigation: z.enum([NAVIGATION.MAIN, NAVIGATION.HIDDEN, NAVIGATION.MEMBER_AREAS]).nullable().default(null),
  position: z.number().int().min(0).default(0),
  description: z.string().max(2000).default(""),
  // Free-form: the keys a page type reads (an events page's flag, a blog's URL format) are checked where they are read.
  settings: z.record(z.string(), z.unknown()).default({}),
  passwordHash: z.string().max(500).nullable().default(null),
  /** A page's own publish state: needs review 3 or private 5; absent while its layout decides (Available once published, Hidden before). */
  publishState: z
    .union([z.literal(PUBLISH_STATE.NEEDS_REVIEW), z.literal(PUBLISH_STATE.PRIVATE)], { message: "is needs review (3) or private (5)." })
    .nullable()
    .optional(),
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
  layout: layoutPairSchema.optional(),
  items: z.array(itemSchema).default([]),
});

/** A blog holds posts up to its limit, an events page events up to its own. */
const collectionWithinLimitsSchema = collectionSchema.superRefine((collection, context) => {
  const kind = isEventsCollection(collection.settings) ? "eventsPerEventsPage" : "postsPerBlog";
  if (collection.items.length > COLLECTION_LIMITS[kind]) context.addIssue({ code: "custom", path: ["items"], message: COLLECTION_LIMIT_MESSAGES[kind] });
});

/** A collection as the site file carries it, with its items and layouts. */
export type SiteFileCollection = z.infer<typeof collectionSchema>;
type SiteFileItem = z.infer<typeof itemSchema>;
type SiteFileLayout = z.infer<typeof layoutPairSchema>;

function fail(path: string, message: string): never {
  throw invalid(`${path}: ${message}`, { [path]: message });
}

function blogFormat(collection: SiteFileCollection): string {
  const format = collection.settings.urlFormat;
  return typeof format === "string" ? format : DEFAULT_BLOG_URL_FORMAT;
}

function itemPath(collection: SiteFileCollection, item: SiteFileItem, context: SectionImportContext): string {
  if (collection.type !== COLLECTION_TYPE.GENERIC) return item.urlSlug;
  return formatBlogPostPath(blogFormat(collection), {
    publishedOn: item.publishOn ?? item.createdAt ?? context.now,
    title: item.urlSlug,
    timeZone: context.timeZone,
  });
}

/** A page's layout holds sections; a post's (an item's) keeps one flowing section. */
function rulesFor(owner: "page" | "item"): LayoutRules {
  return { flowing: owner === "item", legacySectionId: newId() };
}

function checkLayout(layout: SiteFileLayout | undefined, path: string, owner: "page" | "item"): void {
  if (!layout) return;
  const rules = rulesFor(owner);
  parseLayout(layout.draft, [`${path}.draft`], rules);
  if (layout.published !== null) parseLayout(layout.published, [`${path}.published`], rules);
}

async function exportLayout(db: Db, websiteId: string, ownerId: string): Promise<SiteFileLayout | undefined> {
  const layout = await contentRepository.findLayout(db, websiteId, ownerId);
  if (!layout) return undefined;
  // Stored as the layout rules returned them.
  return {
    id: layout.id,
    draft: layout.draft as Layout,
    published: layout.published as Layout | null,
    draftVersion: layout.draftVersion,
    publishedAt: layout.publishedAt,
    updatedAt: layout.updatedAt,
  };
}

async function importLayout(
  db: Db,
  websiteId: string,
  ownerId: string,
  layout: SiteFileLayout | undefined,
  now: string,
  owner: "page" | "item",
): Promise<void> {
  if (!layout) return;
  const rules = rulesFor(owner);
  const stored: StoredLayout = {
    id: layout.id ?? newId(),
    websiteId,
    ownerId,
    draft: parseLayout(layout.draft, [], rules),
    draftVersion: layout.draftVersion,
    published: layout.published === null ? null : parseLayout(layout.published, [], rules),
    publishedAt: layout.publishedAt,
    updatedAt: layout.updatedAt ?? now,
  };
  await contentRepository.insertLayout(db, stored);
}

/** Pages, blogs and their posts, each with draft and published block layouts. */
export const collectionsSection: SiteSection<SiteFileCollection[]> = {
  key: "collections",
  schema: z.array(collectionWithinLimitsSchema).max(COLLECTION_LIMITS.pagesPerSite, COLLECTION_LIMIT_MESSAGES.pagesPerSite).default([]),

  async check(collections, context, db) {
    const slugs = new Set<string>();
    const ids: { id: string; path: string }[] = [];
    const itemIds: { id: string; path: string }[] = [];
    const layoutIds: { id: string; path: string }[] = [];
    for (const [ci, collection] of collections.entries()) {
      const path = `collections[${ci}]`;
      if (slugs.has(collection.urlSlug)) fail(`${path}.urlSlug`, "is used by another collection.");
      slugs.add(collection.urlSlug);
      if (collection.id) ids.push({ id: collection.id, path: `${path}.id` });
      if ((collection.publishState ?? null) !== null && collection.type !== COLLECTION_TYPE.PAGE)
        fail(`${path}.publishState`, "only a page has a publish state of its own.");
      if (collection.type === COLLECTION_TYPE.GENERIC) {
        const [formatProblem] = validateBlogUrlFormat(blogFormat(collection));
        if (formatProblem) fail(`${path}.settings.urlFormat`, formatProblem);
      }
      if (collection.type === COLLECTION_TYPE.PAGE && collection.items.length > 0) fail(`${path}.items`, "a page has no items.");
      checkLayout(collection.layout, `${path}.layout`, "page");
      if (collection.layout?.id) layoutIds.push({ id: collection.layout.id, path: `${path}.layout.id` });
      const paths = new Set<string>();
      for (const [ii, item] of collection.items.entries()) {
        const itemPathName = `${path}.items[${ii}]`;
        if (item.id) itemIds.push({ id: item.id, path: `${itemPathName}.id` });
        const urlPath = itemPath(collection, item, context);
        if (paths.has(urlPath)) fail(`${itemPathName}.urlSlug`, "gives the same address as another item.");
        paths.add(urlPath);
        if (item.publishState === PUBLISH_STATE.SCHEDULED && !item.publishOn) fail(`${itemPathName}.publishOn`, "a scheduled item needs a publish time.");
        const holdsEvents = collection.type === COLLECTION_TYPE.GENERIC && isEventsCollection(collection.settings);
        if (holdsEvents && (!item.event || item.recordType !== ITEM_TYPE.EVENT))
          fail(`${itemPathName}.event`, "an events page's item is an event (record type 12) with its event fields.");
        if (!holdsEvents && item.event) fail(`${itemPathName}.event`, "only an events page's items have event fields.");
        checkLayout(item.layout, `${itemPathName}.layout`, "item");
        if (item.layout?.id) layoutIds.push({ id: item.layout.id, path: `${itemPathName}.layout.id` });
      }
    }
    await assertIdsFree(db, "collections", context.websiteId, ids);
    await assertIdsFree(db, "items", context.websiteId, itemIds);
    await assertIdsFree(db, "blockLayouts", context.websiteId, layoutIds);
  },

  async exportSection(db, websiteId) {
    const collections = await contentRepository.listCollections(db, websiteId);
    const authorEmails = new Map((await authorsRepository.siteAuthors(db, websiteId)).map((author) => [author.id, author.email]));
    const result: SiteFileCollection[] = [];
    for (const c of collections) {
      const items = await contentRepository.listItems(db, websiteId, c.id);
      const events = await eventsRepository.ofCollection(db, websiteId, c.id);
      const exportedItems: SiteFileItem[] = [];
      for (const item of items) {
        const layout = await exportLayout(db, websiteId, item.id);
        const event = events.get(item.id);
        const authorEmail = item.authorId ? authorEmails.get(item.authorId) : undefined;
        exportedItems.push({
          id: item.id,
          recordType: item.recordType,
          title: item.title,
          urlSlug: item.urlSlug,
          publishState: item.publishState,
          publishOn: item.publishOn,
          excerpt: item.excerpt,
          tags: item.tags,
          categories: item.categories,
          createdAt: item.createdAt,
          updatedAt: item.updatedAt,
          ...(layout ? { layout } : {}),
          ...(authorEmail ? { authorEmail } : {}),
          ...(event ? { event: eventDetailsOf(event) } : {}),
          ...(item.seoJson === "{}" ? {} : { seo: seoFieldsOfJson(item.seoJson) }),
        });
      }
      const layout = await exportLayout(db, websiteId, c.id);
      result.push({
        id: c.id,
        type: c.type,
        title: c.title,
        urlSlug: c.urlSlug,
        navigation: c.navigation as SiteFileCollection["navigation"],
        position: c.position,
        description: c.description,
        settings: c.settings,
        passwordHash: c.passwordHash,
        ...(c.publishState === PUBLISH_STATE.NEEDS_REVIEW || c.publishState === PUBLISH_STATE.PRIVATE ? { publishState: c.publishState } : {}),
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        ...(layout ? { layout } : {}),
        items: exportedItems,
      });
    }
    return result;
  },

  async deleteSection(db, websiteId) {
    await db.deleteFrom("eventDetails").where("websiteId", "=", websiteId).execute();
    await db.deleteFrom("blockLayouts").where("websiteId", "=", websiteId).execute();
    await db.deleteFrom("items").where("websiteId", "=", websiteId).execute();
    await db.deleteFrom("collections").where("websiteId", "=", websiteId).execute();
  },

  async importSection(db, context, collections) {
    for (const c of collections) {
      const collection: Collection = {
        id: c.id ?? newId(),
        websiteId: context.websiteId,
        type: c.type,
        title: c.title,
        urlSlug: c.urlSlug,
        navigation: c.navigation,
        position: c.position,
        description: c.description,
        settings: c.settings,
        passwordHash: c.passwordHash,
        publishState: c.publishState ?? null,
        createdAt: c.createdAt ?? context.now,
        updatedAt: c.updatedAt ?? context.now,
      };
      await contentRepository.insertCollection(db, collection);
      await importLayout(db, context.websiteId, collection.id, c.layout, context.now, "page");
      for (const i of c.items) {
        const item: Item = {
          id: i.id ?? newId(),
          websiteId: context.websiteId,
          collectionId: collection.id,
          recordType: i.recordType,
          title: i.title,
          urlSlug: i.urlSlug,
          urlPath: itemPath(c, i, context),
          publishState: i.publishState,
          publishOn: i.publishOn,
          excerpt: i.excerpt,
          tags: i.tags,
          categories: i.categories,
          authorId: i.authorEmail ? await authorsRepository.memberByEmail(db, context.websiteId, i.authorEmail) : null,
          seoJson: seoFieldsJson(i.seo),
          createdAt: i.createdAt ?? context.now,
          updatedAt: i.updatedAt ?? context.now,
        };
        await contentRepository.insertItem(db, item);
        if (i.event) await eventsRepository.save(db, { websiteId: context.websiteId, collectionId: collection.id, itemId: item.id }, i.event);
        await importLayout(db, context.websiteId, item.id, i.layout, context.now, "item");
      }
    }
  },
};
