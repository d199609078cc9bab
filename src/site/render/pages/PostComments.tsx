import { COMMENTS_DOM } from "../../../blocks/comments/commentsDom";
import { COMMENT_LIMITS } from "../../../domain/comments/commentRules";
import { commentThreads, type ShownComment } from "../../../domain/comments/commentThreads";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { formatPublishedDate } from "./dates";

function OneComment(props: { comment: ShownComment; locale: string; timeZone: string; canReply: boolean }) {
  const { comment } = props;
  return (
    <article className="tsr-comment" id={`comment-${comment.id}`} aria-label={`Comment by ${comment.authorName}`}>
      <p className="tsr-comment__meta">
        <strong>{comment.authorName}</strong>
        {" · "}
        <time dateTime={comment.createdAt}>{formatPublishedDate(comment.createdAt, props.locale, props.timeZone)}</time>
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
 * A blog post's comments: the published threads (each comment with its replies, one level
 * deep), how many there are, and the form to add one with the built-in captcha. The island
 * (blocks/comments) sends the form and offers each comment's Reply button; without script the
 * threads read as they are and the form says it needs script.
 */
export function PostComments(props: { postId: string; comments: readonly ShownComment[]; locale: string; timeZone: string }) {
  const threads = commentThreads(props.comments);
  const count = props.comments.length;
  return (
    <section className="tsr-comments" aria-labelledby="tsr-comments-heading" data-island={COMMENTS_DOM.island}>
      <h2 id="tsr-comments-heading">{count === 0 ? "Comments" : count === 1 ? "1 comment" : `${count} comments`}</h2>
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
      <form className={`tsr-form ${COMMENTS_DOM.form}`} aria-labelledby="tsr-comments-form-heading" noValidate>
        <h3 id="tsr-comments-form-heading">Leave a comment</h3>
        <p className={COMMENTS_DOM.replyTo} hidden>
          <span />{" "}
          <button type="button" className={`tsr-button tsr-button--outline tsr-button--small ${COMMENTS_DOM.cancelReply}`}>
            Cancel reply
          </button>
        </p>
        <input type="hidden" name="postId" value={props.postId} />
        <input type="hidden" name={COMMENTS_DOM.parent} value="" />
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor="tsr-comment-name">
            Name
          </label>
          <input className="tsr-form-field__input" id="tsr-comment-name" name="name" autoComplete="name" required maxLength={COMMENT_LIMITS.name} />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor="tsr-comment-email">
            Email (not shown)
          </label>
          <input
            className="tsr-form-field__input"
            id="tsr-comment-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={COMMENT_LIMITS.email}
          />
        </div>
        <div className="tsr-form-field">
          <label className="tsr-form-field__title" htmlFor="tsr-comment-body">
            Comment
          </label>
          <textarea className="tsr-form-field__input" id="tsr-comment-body" name="body" rows={5} required maxLength={COMMENT_LIMITS.body} />
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
