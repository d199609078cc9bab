import { COMMENTS_DOM } from "./commentsDom";
import { COMMENT_LIMITS } from "../../domain/comments/commentRules";
import { commentThreads, type ShownComment } from "../../domain/comments/commentThreads";
import { commentCountIn } from "../../domain/comments/commentCount";
import { dateTimeFormat } from "../../domain/keptFormatters";
import { islandTexts } from "../../domain/translations/storeIslandTexts";
import { filledIn, type StoreTexts } from "../../domain/translations/storeTexts";

/** A comment's day as readers of the site's locale write it, on the site's calendar. */
function commentDay(iso: string, locale: string, timeZone: string): string {
  try {
    return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function OneComment(props: { comment: ShownComment; locale: string; timeZone: string; canReply: boolean; texts: StoreTexts }) {
  const { comment, texts } = props;
  return (
    <article className="tsr-comment" id={`comment-${comment.id}`} aria-label={filledIn(texts.commentBy, { name: comment.authorName })}>
      <p className="tsr-comment__meta">
        <strong>{comment.authorName}</strong>
        {" · "}
        <time dateTime={comment.createdAt}>{commentDay(comment.createdAt, props.locale, props.timeZone)}</time>
      </p>
      <p className="tsr-comment__body">{comment.body}</p>
      {props.canReply ? (
        <button
          type="button"
          className={`tsr-button tsr-button--outline tsr-button--small ${COMMENTS_DOM.replyButton}`}
          data-comment={comment.id}
          data-author={comment.authorName}
          hidden
        >
          {texts.commentReply}
        </button>
      ) : null}
    </article>
  );
}

/**
 * A post's or page's comments, the one rendering of a thread (under a post, and in the comments
 * block): the published threads (each comment with its replies, one level deep), how many there
 * are, and the form to add one with the built-in captcha. The island (island.ts) sends the form
 * and offers each comment's Reply button; without script the threads read as they are and the
 * form says it needs script. Every word is the page language's (`texts`), the script's own handed
 * to it in `data-texts`. `idPrefix` keeps the element ids of two threads on a page apart;
 * `ownerId` is the post's or page's id, empty where nothing can be sent (the catalogue).
 */
export function CommentsThread(props: {
  ownerId: string;
  comments: readonly ShownComment[];
  locale: string;
  timeZone: string;
  /** The thread's words in the page's language. */
  texts: StoreTexts;
  idPrefix: string;
  /** Whether the section is its own island root (under a post); a block's frame is the root otherwise. */
  islandRoot: boolean;
  /** Threads newest first (a block's choice); oldest first otherwise. Replies stay oldest first. */
  newestFirst?: boolean;
}) {
  const oldestFirst = commentThreads(props.comments);
  const threads = props.newestFirst ? oldestFirst.reverse() : oldestFirst;
  const count = props.comments.length;
  const { texts } = props;
  const id = (name: string) => `${props.idPrefix}-${name}`;
  return (
    <section
      className="tsr-comments"
      aria-labelledby={id("heading")}
      data-island={props.islandRoot ? COMMENTS_DOM.island : undefined}
      data-texts={JSON.stringify(islandTexts("comments", texts))}
    >
      <h2 id={id("heading")}>{count === 0 ? texts.commentsHeading : commentCountIn(count, texts)}</h2>
      {threads.length === 0 ? (
        <p className="tsr-comments__empty">{texts.noCommentsYet}</p>
      ) : (
        <ol className="tsr-comments__list">
          {threads.map((thread) => (
            <li key={thread.comment.id} className="tsr-comments__thread">
              <OneComment comment={thread.comment} locale={props.locale} timeZone={props.timeZone} canReply texts={texts} />
              {thread.replies.length > 0 ? (
                <ol className="tsr-comments__replies" aria-label={filledIn(texts.repliesTo, { name: thread.comment.authorName })}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <OneComment comment={reply} locale={props.locale} timeZone={props.timeZone} canReply={false} texts={texts} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form className={`tsr-form ${COMMENTS_DOM.form}`} aria-labelledby={id("form-heading")} noValidate>
        <h3 id={id("form-heading")}>{texts.leaveComment}</h3>
        <p className={COMMENTS_DOM.replyTo} hidden>
          <span />{" "}
          <button type="button" className={`tsr-button tsr-button--outline tsr-button--small ${COMMENTS_DOM.cancelReply}`}>
            {texts.cancelReply}
          </button>
        </p>
        <input type="hidden" name="postId" value={props.ownerId} />
        <input type="hidden" name={COMMENTS_DOM.parent} value="" />
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("name")}>
            {texts.commentName}
          </label>
          <input className="tsr-form-field__input" id={id("name")} name="name" autoComplete="name" required maxLength={COMMENT_LIMITS.name} />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("email")}>
            {texts.commentEmail}
          </label>
          <input className="tsr-form-field__input" id={id("email")} name="email" type="email" autoComplete="email" required maxLength={COMMENT_LIMITS.email} />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("body")}>
            {texts.commentBody}
          </label>
          <textarea className="tsr-form-field__input" id={id("body")} name="body" rows={5} required maxLength={COMMENT_LIMITS.body} />
        </div>
        <p className={COMMENTS_DOM.captchaStatus} aria-live="polite">
          {texts.commentCaptchaIdle}
        </p>
        <p className={COMMENTS_DOM.message} role="status" />
        <noscript>
          <p>{texts.commentNeedsScript}</p>
        </noscript>
        <button type="submit" className={`tsr-button tsr-button--primary ${COMMENTS_DOM.submit}`}>
          {texts.sendComment}
        </button>
      </form>
    </section>
  );
}
