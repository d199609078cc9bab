import { DISQUS_TEXTS, type DisqusOrigins } from "../../domain/comments/disqus";
import { DISQUS_DOM } from "./disqusDom";

/**
 * A post's Disqus comments: nothing of Disqus's until the visitor agrees. The server renders a
 * short notice with a button that gives consent, shown by the island once pressing it works; the
 * island (island.ts) then loads the shortname's `embed.js` (drawing the thread into
 * #disqus_thread) and `count.js`, at once when consent was given before (here or in the cookie
 * banner).
 */
export function DisqusThread(props: { origins: DisqusOrigins; pageUrl: string; identifier: string }) {
  return (
    <section
      className="tsr-disqus"
      aria-labelledby="tsr-disqus-heading"
      data-island={DISQUS_DOM.island}
      data-disqus-src={props.origins.scripts}
      data-disqus-url={props.pageUrl}
      data-disqus-identifier={props.identifier}
    >
      <h2 id="tsr-disqus-heading">{DISQUS_TEXTS.heading}</h2>
      <div className={DISQUS_DOM.consent}>
        <p>{DISQUS_TEXTS.notice}</p>
        <button type="button" className={`tsr-button tsr-button--outline ${DISQUS_DOM.load}`} hidden>
          {DISQUS_TEXTS.load}
        </button>
      </div>
      <p className={DISQUS_DOM.message} role="status" />
      <div id={DISQUS_DOM.thread} />
    </section>
  );
}

/** On a blog's list, the marker that loads Disqus's count script once the visitor has agreed (each post's count then fills its `disqus-comment-count`). */
export function DisqusCounts(props: { origins: DisqusOrigins }) {
  return <div hidden data-island={DISQUS_DOM.island} data-disqus-src={props.origins.scripts} data-disqus-counts="" />;
}
