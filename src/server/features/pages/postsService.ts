import { seoFieldsJson } from "../../../domain/seo/seoFields";
import type { z } from "zod";
import type { postChangesSchema } from "../../../domain/api/blogs";
import { stackedLayout } from "../../../blocks/sections/stackedSection";
import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { ITEM_TYPE } from "../../../domain/enumerations/itemTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { forbidden, invalid, notFound } from "../../../domain/errors";
import { PUBLISH_REFUSAL } from "../../../domain/access/publishAccess";
import { newId } from "../../../domain/ids";
import type { EventDetails } from "../../../domain/events/eventDetails";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { refuseOnePastLimit } from "../../../domain/limits/collectionLimits";
import { pageTitleProblem, tagProblem, type TagType } from "../../../domain/pageRules";
import { slugify } from "../../../domain/slug";
import { isoNow, type Clock } from "../../clock";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";
import { authorsRepository } from "../content/authorsRepository";
import { contentRepository } from "../content/contentRepository";
import { itemFromRow } from "../content/contentRecords";
import { publishLayout } from "./layoutPublishing";
import { pagesRepository } from "./pagesRepository";
import { freePostPath } from "./postPath";
import { blogTags, postStateName } from "./postSummary";
import { EVENT_FIELD_MESSAGES } from "../events/eventFieldMessages";
import { eventDetailsOf, eventsRepository } from "../events/eventsRepository";
import { recordMovedAddress } from "../seo/redirectsService";

const STATE_CODES = {
  published: PUBLISH_STATE.PUBLISHED,
  scheduled: PUBLISH_STATE.SCHEDULED,
  needs_review: PUBLISH_STATE.NEEDS_REVIEW,
  draft: PUBLISH_STATE.DRAFT,
  private: PUBLISH_STATE.PRIVATE,
} as const;

/** What an owner may change on a post: the body schema's shape. */
export type PostChanges = z.infer<typeof postChangesSchema>;

/** What an owner reads when the chosen author is not one of the site's people. */
const AUTHOR_NOT_MEMBER = "Choose the author among the site's people.";

function checkTagList(tagType: TagType, list: string[], field: string): string[] {
  const clean: string[] = [];
  for (const name of list) {
    const problem = tagProblem(tagType, name, clean);
    if (problem) throw invalid(problem, { [field]: problem });
    clean.push(name.trim());
  }
  return clean;
}

/**
 * A blog's rules: creating and changing posts (publishing, scheduling, paths), and the blog's
 * tags and categories. Built once in buildApp.
 */
export class PostsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A blog of the site, or not found. */
  async requireBlog(websiteId: string, id: string): Promise<Collection> {
    const blog = await contentRepository.findCollectionById(this.db, websiteId, id);
    if (!blog || blog.type !== COLLECTION_TYPE.GENERIC) throw notFound("No such blog.");
    return blog;
  }

  /**
   * Creates a draft post by `authorId` with an empty layout; on an events page, a draft event with
   * its fields. The one past the blog's (or events page's) limit is refused.
   */
  async create(website: Website, blog: Collection, title: string, authorId: string | null, event?: EventDetails): Promise<Item> {
    const now = isoNow(this.clock);
    const problem = pageTitleProblem(title);
    if (problem) throw invalid(problem, { title: problem });
    const holdsEvents = isEventsCollection(blog.settings);
    if (holdsEvents && !event) throw invalid(EVENT_FIELD_MESSAGES.eventRequired, { event: EVENT_FIELD_MESSAGES.eventRequired });
    if (!holdsEvents && event) throw invalid(EVENT_FIELD_MESSAGES.notAnEvent, { event: EVENT_FIELD_MESSAGES.notAnEvent });
    refuseOnePastLimit(holdsEvents ? "eventsPerEventsPage" : "postsPerBlog", await contentRepository.countItems(this.db, website.id, blog.id));
    const urlSlug = slugify(title) || "post";
    const id = newId();
    const item: Item = {
      id,
      websiteId: website.id,
      collectionId: blog.id,
      recordType: holdsEvents ? ITEM_TYPE.EVENT : ITEM_TYPE.TEXT,
      title: title.trim(),
      urlSlug,
      urlPath: await freePostPath(this.db, website, blog, { id, urlSlug, publishOn: null, createdAt: now }),
      publishState: PUBLISH_STATE.DRAFT,
      publishOn: null,
      excerpt: "",
      tags: [],
      categories: [],
      authorId,
      seoJson: "{}",
      createdAt: now,
      updatedAt: now,
    };
    await this.db.transaction().execute(async (trx) => {
      await contentRepository.insertItem(trx, item);
      if (event) await eventsRepository.save(trx, { websiteId: website.id, collectionId: blog.id, itemId: id }, event);
      await contentRepository.insertLayout(trx, {
        id: newId(),
        websiteId: website.id,
        ownerId: id,
        draft: stackedLayout([]),
        draftVersion: 0,
        published: null,
        publishedAt: null,
        updatedAt: now,
      });
    });
    return item;
  }

  /**
   * Changes a post. Publishing makes its draft layout live; scheduling needs a time, and the
   * post publishes itself then (ScheduledPublisher); a draft is hidden from visitors and a
   * private post seen only by the site's signed-in contributors. A post that goes live keeps its
   * layout as a version published by `publishedBy`. Only someone who may publish changes the state.
   */
  async update(
    website: Website,
    id: string,
    changes: PostChanges,
    publishedBy: string,
    mayPublish: boolean,
  ): Promise<{ blog: Collection; item: Item; event: EventDetails | null }> {
    const now = isoNow(this.clock);
    const row = await pagesRepository.findItem(this.db, website.id, id);
    if (!row) throw notFound("No such post.");
    const current = itemFromRow(row);
    const blog = await this.requireBlog(website.id, current.collectionId);
    if (changes.event && current.recordType !== ITEM_TYPE.EVENT) throw invalid(EVENT_FIELD_MESSAGES.notAnEvent, { event: EVENT_FIELD_MESSAGES.notAnEvent });
    if (changes.title !== undefined) {
      const problem = pageTitleProblem(changes.title);
      if (problem) throw invalid(problem, { title: problem });
    }
    const state = changes.state ?? postStateName(current.publishState);
    if (state !== postStateName(current.publishState) && !mayPublish) throw forbidden(PUBLISH_REFUSAL);
    const publishOn = changes.publishOn !== undefined ? changes.publishOn : current.publishOn;
    if (state === "scheduled" && !publishOn) throw invalid("Choose when the post publishes itself.", { publishOn: "Choose when the post publishes itself." });
    if (state === "scheduled" && new Date(publishOn!) <= new Date(now))
      throw invalid("Choose a time in the future.", { publishOn: "Choose a time in the future." });
    if (changes.authorId && !(await authorsRepository.isMember(this.db, website.id, changes.authorId)))
      throw invalid(AUTHOR_NOT_MEMBER, { authorId: AUTHOR_NOT_MEMBER });
    const urlSlug = changes.urlSlug === undefined ? current.urlSlug : slugify(changes.urlSlug);
    if (urlSlug === "") throw invalid("Give the post a URL.", { urlSlug: "Give the post a URL." });
    const next: Item = {
      ...current,
      title: changes.title?.trim() ?? current.title,
      urlSlug,
      excerpt: changes.excerpt ?? current.excerpt,
      publishState: STATE_CODES[state],
      publishOn: state === "published" && !publishOn ? now : publishOn,
      tags: changes.tags ? checkTagList("tag", changes.tags, "tags") : current.tags,
      categories: changes.categories ? checkTagList("category", changes.categories, "categories") : current.categories,
      authorId: changes.authorId === undefined ? current.authorId : changes.authorId,
      seoJson: changes.seo === undefined ? current.seoJson : seoFieldsJson(changes.seo),
      updatedAt: now,
    };
    next.urlPath = await freePostPath(this.db, website, blog, { id, urlSlug: next.urlSlug, publishOn: next.publishOn, createdAt: current.createdAt });
    const goesLive = state === "published" && current.publishState !== PUBLISH_STATE.PUBLISHED;
    await this.db.transaction().execute(async (trx) => {
      await pagesRepository.updateItem(trx, website.id, id, {
        title: next.title,
        urlSlug: next.urlSlug,
        urlPath: next.urlPath,
        excerpt: next.excerpt,
        publishState: next.publishState,
        publishOn: next.publishOn,
        tagsJson: JSON.stringify(next.tags),
        categoriesJson: JSON.stringify(next.categories),
        authorId: next.authorId,
        seoJson: next.seoJson,
        updatedAt: now,
      });
      if (current.publishState === PUBLISH_STATE.PUBLISHED)
        await recordMovedAddress(trx, website.id, `/${blog.urlSlug}/${current.urlPath}`, `/${blog.urlSlug}/${next.urlPath}`, now);
      if (changes.event) await eventsRepository.save(trx, { websiteId: website.id, collectionId: blog.id, itemId: id }, changes.event);
      if (goesLive) await publishLayout(trx, website.id, id, { publishedBy, publishedAt: now });
    });
    const stored = current.recordType === ITEM_TYPE.EVENT ? await eventsRepository.find(this.db, website.id, id) : null;
    return { blog, item: next, event: stored ? eventDetailsOf(stored) : null };
  }

  /** Adds a tag or category to a blog's list; "This {tagType} already exists" when it does. */
  async addTag(blog: Collection, tagType: TagType, name: string): Promise<string[]> {
    const list = blogTags(blog, tagType, await contentRepository.listItems(this.db, blog.websiteId, blog.id));
    const problem = tagProblem(tagType, name, list);
    if (problem) throw invalid(problem, { name: problem });
    const next = [...list, name.trim()];
    await pagesRepository.updateCollection(this.db, blog.websiteId, blog.id, {
      settingsJson: JSON.stringify({ ...blog.settings, [tagType === "tag" ? "tags" : "categories"]: next }),
      updatedAt: isoNow(this.clock),
    });
    return next;
  }

  /** Renames (to a name) or removes (to null) a tag or category in the blog's list and on every post. */
  async changeTag(blog: Collection, tagType: TagType, from: string, to: string | null): Promise<string[]> {
    const now = isoNow(this.clock);
    const list = blogTags(blog, tagType, await contentRepository.listItems(this.db, blog.websiteId, blog.id));
    if (!list.includes(from)) throw notFound(`No such ${tagType}.`);
    if (to !== null) {
      const problem = tagProblem(
        tagType,
        to,
        list.filter((t) => t !== from),
      );
      if (problem) throw invalid(problem, { name: problem });
    }
    const rename = (names: string[]) => (to === null ? names.filter((t) => t !== from) : names.map((t) => (t === from ? to.trim() : t)));
    const key = tagType === "tag" ? "tags" : "categories";
    const next = rename(list);
    await this.db.transaction().execute(async (trx) => {
      await pagesRepository.updateCollection(trx, blog.websiteId, blog.id, { settingsJson: JSON.stringify({ ...blog.settings, [key]: next }), updatedAt: now });
      for (const item of await contentRepository.listItems(trx, blog.websiteId, blog.id)) {
        const names = tagType === "tag" ? item.tags : item.categories;
        if (!names.includes(from)) continue;
        await pagesRepository.updateItem(trx, blog.websiteId, item.id, {
          [tagType === "tag" ? "tagsJson" : "categoriesJson"]: JSON.stringify(rename(names)),
          updatedAt: now,
        });
      }
    });
    return next;
  }

  /** Deletes a post; an unknown one is a 404. */
  async remove(websiteId: string, id: string): Promise<void> {
    if (!(await pagesRepository.findItem(this.db, websiteId, id))) throw notFound("No such post.");
    await pagesRepository.deleteItem(this.db, websiteId, id);
  }
}
