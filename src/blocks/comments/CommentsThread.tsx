import { COMMENTS_DOM } from "./commentsDom";
import { COMMENT_LIMITS } from "../../domain/comments/commentRules";
import { commentThreads, type ShownComment } from "../../domain/comments/commentThreads";
import { FORM_TEXTS } from "../../domain/forms/formTexts";
import { dateTimeFormat } from "../../domain/keptFormatters";

/** A comment's day as readers of the site's locale write it, on the site's calendar. */
function commentDay(iso: string, locale: string, timeZone: string): string {
  try {
    return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function OneComment(props: { comment: ShownComment; locale: string; timeZone: string; canReply: boolean }) {
  const { comment } = props;
  return (
    <article className="tsr-comment" id={`comment-${comment.id}`} aria-label={`Comment by ${comment.authorName}`}>
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
          Reply
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
 * form says it needs script. `idPrefix` keeps the element ids of two threads on a page apart;
 * `ownerId` is the post's or page's id, empty where nothing can be sent (the catalogue).
 */
export function CommentsThread(props: {
  ownerId: string;
  comments: readonly ShownComment[];
  locale: string;
  timeZone: string;
  idPrefix: string;
  /** Whether the section is its own island root (under a post); a block's frame is the root otherwise. */
  islandRoot: boolean;
  /** Threads newest first (a block's choice); oldest first otherwise. Replies stay oldest first. */
  newestFirst?: boolean;
}) {
  const oldestFirst = commentThreads(props.comments);
  const threads = props.newestFirst ? oldestFirst.reverse() : oldestFirst;
  const count = props.comments.length;
  const id = (name: string) => `${props.idPrefix}-${name}`;
  return (
    <section className="tsr-comments" aria-labelledby={id("heading")} data-island={props.islandRoot ? COMMENTS_DOM.island : undefined}>
      <h2 id={id("heading")}>{count === 0 ? "Comments" : count === 1 ? "1 comment" : `${count} comments`}</h2>
      {threads.length === 0 ? (
        <p className="tsr-comments__empty">No comments yet. Be the first to write one.</p>
      ) : (
        <ol className="tsr-comments__list">
          {threads.map((thread) => (
            <li key={thread.comment.id} className="tsr-comments__thread">
              <OneComment comment={thread.comment} locale={props.locale} timeZone={props.timeZone} canReply />
              {thread.replies.length > 0 ? (
                <ol className="tsr-comments__replies" aria-label={`Replies to ${thread.comment.authorName}`}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <OneComment comment={reply} locale={props.locale} timeZone={props.timeZone} canReply={false} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form className={`tsr-form ${COMMENTS_DOM.form}`} aria-labelledby={id("form-heading")} noValidate>
        <h3 id={id("form-heading")}>Leave a comment</h3>
        <p className={COMMENTS_DOM.replyTo} hidden>
          <span />{" "}
          <button type="button" className={`tsr-button tsr-button--outline tsr-button--small ${COMMENTS_DOM.cancelReply}`}>
            Cancel reply
          </button>
        </p>
        <input type="hidden" name="postId" value={props.ownerId} />
        <input type="hidden" name={COMMENTS_DOM.parent} value="" />
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("name")}>
            Name
          </label>
          <input className="tsr-form-field__input" id={id("name")} name="name" autoComplete="name" required maxLength={COMMENT_LIMITS.name} />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("email")}>
            Email (not shown)
          </label>
          <input className="tsr-form-field__input" id={id("email")} name="email" type="email" autoComplete="email" required maxLength={COMMENT_LIMITS.email} />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor={id("body")}>
            Comment
          </label>
          <textarea className="tsr-form-field__input" id={id("body")} name="body" rows={5} required maxLength={COMMENT_LIMITS.body} />
        </div>
        <p className={COMMENTS_DOM.captchaStatus} aria-live="polite">
          {FORM_TEXTS.captchaIdle}
        </p>
        <p className={COMMENTS_DOM.message} role="status" />
        <noscript>
          <p>Sending a comment needs JavaScript.</p>
        </noscript>
        <button type="submit" className={`tsr-button tsr-button--primary ${COMMENTS_DOM.submit}`}>
          Send comment
        </button>
      </form>
    </section>
  );
}
