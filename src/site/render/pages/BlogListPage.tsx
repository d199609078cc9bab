import type { DisqusOrigins } from "../../../domain/comments/disqus";
import { DisqusCounts } from "../../../blocks/disqus/DisqusThread";
import { DISQUS_DOM } from "../../../blocks/disqus/disqusDom";
import type { ListingPager } from "../../../domain/listingPages";
import type { BlogTexts } from "../../../domain/translations/blogTextSources";
import { commentCountIn } from "../../../domain/comments/commentCount";
import { ListingPagerLinks } from "./ListingPagerLinks";
import { formatPublishedDate } from "./dates";

/** A post as the blog's list shows it. */
export interface BlogPostSummary {
  id: string;
  title: string;
  href: string;
  publishedOn: string;
  excerpt: string;
  /** How many published comments it has, when the site has comments on. */
  comments?: number;
}

/** A listing below a blog (a tag, a category, a month): its heading and the way back to the whole blog. */
export interface BlogListingHeader {
  heading: string;
  blogHref: string;
}

/**
 * A blog's list page: its title, description and one page of its published posts, newest
 * first, with links to the newer and older pages; or one listing's posts under its own heading.
 */
export function BlogListPage(props: {
  title: string;
  description: string;
  posts: BlogPostSummary[];
  pager: ListingPager;
  locale: string;
  timeZone: string;
  /** The blog's words in the page's language. */
  texts: BlogTexts;
  listing?: BlogListingHeader;
  /** Disqus's origins on a site that comments through Disqus: each post's count is filled by its count script once the visitor agrees. */
  disqus?: DisqusOrigins | null;
}) {
  const { texts } = props;
  return (
    <div className="tsr-container tsr-blog">
      <header className="tsr-page-header">
        {props.listing ? (
          <>
            <p className="tsr-post-meta">
              <a href={props.listing.blogHref}>{props.title}</a>
            </p>
            <h1>{props.listing.heading}</h1>
          </>
        ) : (
          <>
            <h1>{props.title}</h1>
            {props.description ? <p className="tsr-lede">{props.description}</p> : null}
          </>
        )}
      </header>
      {props.disqus ? <DisqusCounts origins={props.disqus} /> : null}
      {props.posts.length === 0 ? (
        <p className="tsr-empty">{texts.noPosts}</p>
      ) : (
        <ol className="tsr-post-list">
          {props.posts.map((post) => (
            <li key={post.id} className="tsr-post-card">
              <article>
                <h2>
                  <a href={post.href}>{post.title}</a>
                </h2>
                <p className="tsr-post-meta">
                  <time dateTime={post.publishedOn}>{formatPublishedDate(post.publishedOn, props.locale, props.timeZone)}</time>
                  {post.comments === undefined ? null : ` · ${commentCountIn(post.comments, texts)}`}
                  {props.disqus ? (
                    <>
                      {" "}
                      <span className={DISQUS_DOM.count} data-disqus-identifier={post.id} />
                    </>
                  ) : null}
                </p>
                {post.excerpt ? <p>{post.excerpt}</p> : null}
                {/* The link's text names its post (search engines read link text); the title is hidden from sight, so the spoken name starts with the words on screen (WCAG 2.5.3). */}
                <a className="tsr-read-more" href={post.href}>
                  {texts.readMore}
                  <span className="tsr-visually-hidden">: {post.title}</span>
                </a>
              </article>
            </li>
          ))}
        </ol>
      )}
      <ListingPagerLinks pager={props.pager} label={texts.morePosts} previous={texts.newerPosts} next={texts.olderPosts} />
    </div>
  );
}
