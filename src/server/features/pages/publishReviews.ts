import type { Db } from "../../../db/database";
import { COLLECTION_TYPE } from "../../../domain/enumerations/collectionTypes";
import { PUBLISH_STATE } from "../../../domain/enumerations/publishStates";
import { conflict, invalid, notFound } from "../../../domain/errors";
import { newId } from "../../../domain/ids";
import { STATE_LABEL } from "../../../domain/workflow";
import { isoNow, type Clock } from "../../clock";
import { contentRepository } from "../content/contentRepository";
import { itemFromRow, type Collection, type Item } from "../content/contentRecords";
import type { MailService } from "../mail/mailService";
import { peopleRepository } from "../people/peopleRepository";
import type { Website } from "../sites/websiteRecord";
import { publishLayout } from "./layoutPublishing";
import { pagesRepository } from "./pagesRepository";
import { approvedMail, sentBackMail, submittedMail, type ReviewPlace } from "./publishReviewMails";
import { publishReviewsRepository } from "./publishReviewsRepository";
import { putPostLive } from "./putPostLive";

/** What an editor reads who submits a page or post that is not hidden. */
export const NOT_HIDDEN_MESSAGE = "Only a hidden page or post is submitted for review. An admin publishes changes to one visitors already see.";

/** What an admin reads who decides a review someone else decided first. */
export const NOT_IN_REVIEW_MESSAGE = "This is no longer waiting for review: someone already approved it or sent it back.";

/** Where a page or post stands after a review step. */
interface ReviewOutcome {
  ownerId: string;
  label: "Available" | "Scheduled" | "Hidden" | "Needs Review";
  reviewNote: string | null;
}

/** The account taking a review step: its id and how mails name it. */
export interface ReviewActor {
  accountId: string;
  name: string;
}

/** A reviewed page, or a post with its blog. */
type Reviewed = { kind: "page"; page: Collection } | { kind: "post"; blog: Collection; item: Item };

/**
 * The review of pages and posts editors may not publish (issue 40): an editor submits a hidden
 * one (it becomes Needs Review, publish state 3, and the site's admins are mailed); an admin
 * approves it (it goes live, or waits for its scheduled time) or sends it back hidden with a
 * note; the editor is mailed either way. Each step claims the publish state with a conditional
 * update, so two admins deciding at once decide once. Built once in buildApp.
 */
export class PublishReviews {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  /** An editor submits a hidden page or post for review. */
  async submit(website: Website, address: string, ownerId: string, editor: ReviewActor): Promise<ReviewOutcome> {
    const now = isoNow(this.clock);
    const reviewed = await this.requireReviewed(website.id, ownerId);
    if (reviewed.kind === "page" && (await contentRepository.findLayout(this.db, website.id, ownerId))?.published) throw invalid(NOT_HIDDEN_MESSAGE);
    await this.db.transaction().execute(async (trx) => {
      const claimed =
        reviewed.kind === "page"
          ? await publishReviewsRepository.claimPageState(trx, website.id, ownerId, null, PUBLISH_STATE.NEEDS_REVIEW, now)
          : await publishReviewsRepository.claimPostState(trx, website.id, ownerId, PUBLISH_STATE.DRAFT, PUBLISH_STATE.NEEDS_REVIEW, now);
      if (!claimed) throw invalid(NOT_HIDDEN_MESSAGE);
      await publishReviewsRepository.insert(trx, {
        id: newId(),
        websiteId: website.id,
        ownerId,
        submittedBy: editor.accountId,
        submittedAt: now,
        outcome: null,
        note: "",
        decidedBy: null,
        decidedAt: null,
      });
      const place = placeOf(website, address, reviewed);
      for (const admin of await peopleRepository.adminEmails(trx, website.id)) await this.mail.enqueue(trx, submittedMail(place, admin, editor.name));
    });
    this.mail.deliverSoon();
    return { ownerId, label: STATE_LABEL.NEEDS_REVIEW, reviewNote: null };
  }

  /** An admin approves a page or post in review: it goes live now, or at its scheduled time when that is still to come. */
  async approve(website: Website, address: string, ownerId: string, admin: ReviewActor): Promise<ReviewOutcome> {
    const now = isoNow(this.clock);
    const reviewed = await this.requireReviewed(website.id, ownerId);
    const scheduledFor = reviewed.kind === "post" && reviewed.item.publishOn !== null && reviewed.item.publishOn > now ? reviewed.item.publishOn : null;
    await this.db.transaction().execute(async (trx) => {
      const claimed =
        reviewed.kind === "page"
          ? await publishReviewsRepository.claimPageState(trx, website.id, ownerId, PUBLISH_STATE.NEEDS_REVIEW, null, now)
          : await publishReviewsRepository.claimPostState(
              trx,
              website.id,
              ownerId,
              PUBLISH_STATE.NEEDS_REVIEW,
              scheduledFor ? PUBLISH_STATE.SCHEDULED : PUBLISH_STATE.PUBLISHED,
              now,
            );
      if (!claimed) throw conflict(NOT_IN_REVIEW_MESSAGE);
      if (!scheduledFor) {
        await publishLayout(trx, website.id, ownerId, { publishedBy: admin.accountId, publishedAt: now });
        if (reviewed.kind === "post") await putPostLive(trx, website, reviewed.blog, reviewed.item, now);
      }
      const open = await publishReviewsRepository.openOf(trx, website.id, ownerId);
      if (!open) return;
      await publishReviewsRepository.decide(trx, open.id, { outcome: "approved", note: "", decidedBy: admin.accountId, decidedAt: now });
      if (open.submitterEmail) await this.mail.enqueue(trx, approvedMail(placeOf(website, address, reviewed), open.submitterEmail, scheduledFor));
    });
    this.mail.deliverSoon();
    return { ownerId, label: scheduledFor ? STATE_LABEL.SCHEDULED : STATE_LABEL.AVAILABLE, reviewNote: null };
  }

  /** An admin sends a page or post in review back to its editor, hidden, with a note saying what to change. */
  async sendBack(website: Website, address: string, ownerId: string, admin: ReviewActor, note: string): Promise<ReviewOutcome> {
    const now = isoNow(this.clock);
    const reviewed = await this.requireReviewed(website.id, ownerId);
    await this.db.transaction().execute(async (trx) => {
      const claimed =
        reviewed.kind === "page"
          ? await publishReviewsRepository.claimPageState(trx, website.id, ownerId, PUBLISH_STATE.NEEDS_REVIEW, null, now)
          : await publishReviewsRepository.claimPostState(trx, website.id, ownerId, PUBLISH_STATE.NEEDS_REVIEW, PUBLISH_STATE.DRAFT, now);
      if (!claimed) throw conflict(NOT_IN_REVIEW_MESSAGE);
      const open = await publishReviewsRepository.openOf(trx, website.id, ownerId);
      if (open) {
        await publishReviewsRepository.decide(trx, open.id, { outcome: "sent_back", note, decidedBy: admin.accountId, decidedAt: now });
        if (open.submitterEmail) await this.mail.enqueue(trx, sentBackMail(placeOf(website, address, reviewed), open.submitterEmail, note));
      } else {
        // A page or post that came in review with a site file has no submitter: the note is kept for whoever edits it next.
        await publishReviewsRepository.insert(trx, {
          id: newId(),
          websiteId: website.id,
          ownerId,
          submittedBy: null,
          submittedAt: now,
          outcome: "sent_back",
          note,
          decidedBy: admin.accountId,
          decidedAt: now,
        });
      }
    });
    this.mail.deliverSoon();
    return { ownerId, label: STATE_LABEL.HIDDEN, reviewNote: note };
  }

  /** The page or post of the site a review is about, or a not-found error. */
  private async requireReviewed(websiteId: string, ownerId: string): Promise<Reviewed> {
    const collection = await contentRepository.findCollectionById(this.db, websiteId, ownerId);
    if (collection?.type === COLLECTION_TYPE.PAGE) return { kind: "page", page: collection };
    const row = collection ? null : await pagesRepository.findItem(this.db, websiteId, ownerId);
    const blog = row ? await contentRepository.findCollectionById(this.db, websiteId, row.collectionId) : null;
    if (row && blog) return { kind: "post", blog, item: itemFromRow(row) };
    throw notFound("No such page or post.");
  }
}

function placeOf(website: Website, address: string, reviewed: Reviewed): ReviewPlace {
  const common = { websiteId: website.id, siteTitle: website.title, address };
  if (reviewed.kind === "page") return { ...common, kind: "page", title: reviewed.page.title, path: `/${reviewed.page.urlSlug}` };
  return { ...common, kind: "post", title: reviewed.item.title, path: `/${reviewed.blog.urlSlug}/${reviewed.item.urlPath}` };
}
