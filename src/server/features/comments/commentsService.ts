import type { Db } from "../../../db/database";
import type { CommentInput, CommentState } from "../../../domain/comments/commentRules";
import { COMMENT_TEXTS } from "../../../domain/comments/commentTexts";
import type { ThreadOwner } from "../../../domain/comments/commentThreads";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { CAPTCHA_PROVIDER } from "../../../domain/forms/formDefinition";
import { forbidden, invalid, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { isEventsCollection } from "../../../domain/events/eventsCollection";
import { isoNow, type Clock } from "../../clock";
import type { CaptchaService } from "../captcha/captchaService";
import { isItemLive } from "../content/liveItems";
import type { MailService } from "../mail/mailService";
import type { Website } from "../sites/websiteRecord";
import { commentMail } from "./commentMail";
import { layoutHoldsComments } from "./layoutHoldsComments";
import { commentsRepository, type QueuedComment } from "./commentsRepository";

/** What a moderator may do to a comment, and the states each move starts from. */
const COMMENT_MOVES = {
  approve: { from: ["pending", "spam"], to: "published" },
  spam: { from: ["pending", "published"], to: "spam" },
  delete: { from: ["pending", "published", "spam"], to: "deleted" },
} as const satisfies Record<string, { from: readonly CommentState[]; to: CommentState }>;

/** One of the moderator's moves. */
export type CommentMove = keyof typeof COMMENT_MOVES;

/** What a sent comment became: published at once (a trusted address) or waiting in the queue. */
export interface PostedComment {
  id: string;
  state: "published" | "pending";
  message: string;
}

/**
 * Native comments on blog posts and on pages with the comments block: a visitor's comment (captcha checked, published at once for an
 * address with an earlier published comment, else queued, the post's author told by mail), the
 * moderator's moves and replies, and deletion of an address's comments on request. The caller
 * reports a change to the site's pages when the answer says one is shown.
 */
export class CommentsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
  ) {}

  /** Takes a visitor's comment; refuses it when comments are off, the post is not live or the captcha fails. */
  async post(website: Website, input: CommentInput, remoteIp: string, baseUrl: string): Promise<PostedComment> {
    if (!website.commentsEnabled) throw forbidden(COMMENT_TEXTS.closed);
    const post = await this.openThread(website.id, input.postId);
    const parentId = input.parentId === undefined ? null : await this.threadOf(website.id, post.owner, input.parentId);
    const captcha = await this.captcha.check({ websiteId: website.id, captcha: CAPTCHA_PROVIDER.BUILTIN, answer: input.captcha, remoteIp });
    if (!captcha.ok) throw invalid(captcha.message, { captcha: captcha.message });
    const now = isoNow(this.clock);
    const id = newId();
    const state = await this.db.transaction().execute(async (trx) => {
      const trusted = await commentsRepository.isTrusted(trx, website.id, input.email);
      const state = trusted ? ("published" as const) : ("pending" as const);
      await commentsRepository.insert(trx, {
        id,
        websiteId: website.id,
        itemId: post.owner.kind === "post" ? post.owner.id : null,
        pageId: post.owner.kind === "page" ? post.owner.id : null,
        parentId,
        authorName: input.name,
        authorEmail: input.email,
        body: input.body,
        state,
        createdAt: now,
        moderatedAt: null,
      });
      if (post.authorEmail) {
        const message = commentMail({ siteTitle: website.title, postTitle: post.title, authorName: input.name, body: input.body, published: trusted, baseUrl });
        await this.mail.enqueue(trx, { websiteId: website.id, kind: "comment-notification", to: post.authorEmail, ...message });
      }
      return state;
    });
    this.mail.deliverSoon();
    return { id, state, message: state === "published" ? COMMENT_TEXTS.published : COMMENT_TEXTS.awaitingModeration };
  }

  /** One page of the moderation queue: the site's comments in a state, newest first. */
  queue(websiteId: string, state: CommentState, limit: number, offset: number): Promise<{ total: number; comments: QueuedComment[] }> {
    return commentsRepository.queue(this.db, websiteId, state, limit, offset);
  }

  /**
   * Moves a comment (approve, spam, delete), once: of two moderators pressing at the same time,
   * one moves it and the other is told it has moved already. Answers whether visitors' pages changed.
   */
  async moderate(websiteId: string, id: string, move: CommentMove): Promise<{ pagesChanged: boolean }> {
    const before = isId(id) ? await commentsRepository.find(this.db, websiteId, id) : undefined;
    if (!before) throw notFound("No such comment.");
    const { from, to } = COMMENT_MOVES[move];
    const moved = await commentsRepository.move(this.db, websiteId, id, from, to, isoNow(this.clock));
    if (!moved) throw invalid("This comment has been moderated already; reload to see it as it is.");
    return { pagesChanged: before.state === "published" || to === "published" };
  }

  /** A moderator's reply, published at once under the comment's thread, in the moderator's name. */
  async reply(websiteId: string, id: string, author: { name: string; email: string }, body: string): Promise<{ id: string }> {
    const comment = isId(id) ? await commentsRepository.find(this.db, websiteId, id) : undefined;
    if (!comment || comment.state === "deleted" || comment.state === "spam") throw notFound("No such comment.");
    const reply = newId();
    await commentsRepository.insert(this.db, {
      id: reply,
      websiteId,
      itemId: comment.itemId,
      pageId: comment.pageId,
      parentId: comment.parentId ?? comment.id,
      authorName: author.name,
      authorEmail: author.email.toLowerCase(),
      body,
      state: "published",
      createdAt: isoNow(this.clock),
      moderatedAt: isoNow(this.clock),
    });
    return { id: reply };
  }

  /** Removes every comment of an address on the site (a commenter's request); answers how many and whether any was shown. */
  deleteByEmail(websiteId: string, email: string): Promise<{ deleted: number; shown: boolean }> {
    return this.db.transaction().execute((trx) => commentsRepository.deleteByEmail(trx, websiteId, email.trim().toLowerCase()));
  }

  /**
   * The thread a comment is for: a live blog post's (with its author's address), or a page's
   * whose published layout holds the comments block; refused otherwise.
   */
  private async openThread(websiteId: string, ownerId: string): Promise<{ owner: ThreadOwner; title: string; authorEmail: string | null }> {
    const page = await this.db
      .selectFrom("collections")
      .innerJoin("blockLayouts", "blockLayouts.ownerId", "collections.id")
      .select(["collections.id", "collections.title", "blockLayouts.publishedJson"])
      .where("collections.websiteId", "=", websiteId)
      .where("collections.id", "=", ownerId)
      .where("collections.type", "=", COLLECTION_TYPE.PAGE)
      .executeTakeFirst();
    if (page) {
      if (!page.publishedJson || !layoutHoldsComments(page.publishedJson)) throw notFound(COMMENT_TEXTS.closed);
      return { owner: { kind: "page", id: page.id }, title: page.title, authorEmail: null };
    }
    const post = await this.livePost(websiteId, ownerId);
    return { owner: { kind: "post", id: post.id }, title: post.title, authorEmail: post.authorEmail };
  }

  /** The live blog post a comment is for, with its author's address; refused otherwise. */
  private async livePost(websiteId: string, postId: string): Promise<{ id: string; title: string; authorEmail: string | null }> {
    const row = await this.db
      .selectFrom("items")
      .innerJoin("collections", "collections.id", "items.collectionId")
      .leftJoin("accounts", "accounts.id", "items.authorId")
      .select([
        "items.id",
        "items.title",
        "items.publishState",
        "items.publishOn",
        "collections.type",
        "collections.settingsJson",
        "accounts.email as authorEmail",
      ])
      .where("items.websiteId", "=", websiteId)
      .where("items.id", "=", postId)
      .executeTakeFirst();
    const isBlog = row !== undefined && row.type === COLLECTION_TYPE.GENERIC && !isEventsCollection(JSON.parse(row.settingsJson) as Record<string, unknown>);
    if (!row || !isBlog || !isItemLive(row, this.clock.now())) throw notFound(COMMENT_TEXTS.closed);
    return { id: row.id, title: row.title, authorEmail: row.authorEmail };
  }

  /** The thread a reply joins: the answered comment's own thread (one level of replies), which must be published on the same post or page. */
  private async threadOf(websiteId: string, owner: ThreadOwner, parentId: string): Promise<string> {
    const parent = await commentsRepository.find(this.db, websiteId, parentId);
    const sameOwner = (owner.kind === "post" ? parent?.itemId : parent?.pageId) === owner.id;
    if (!parent || !sameOwner || parent.state !== "published") throw invalid(COMMENT_TEXTS.noParent, { parentId: COMMENT_TEXTS.noParent });
    return parent.parentId ?? parent.id;
  }
}
