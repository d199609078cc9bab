import { escapeUTF8 } from "entities";
import { Feed } from "feed";
import { FEED_FORMATS, feedPaths, type FeedFormat } from "../../../domain/feedPaths";
import type { PostAuthor } from "../../../domain/postAuthors";
import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";
import { feedInLanguage, feedPath, type FeedLanguage } from "./feedLanguage";

/** What one feed lists: a blog's newest live posts, or those of one of its tags or categories. */
export interface BlogFeedSource {
  website: Website;
  blog: Collection;
  /** The listing's first page's path ("/journal", "/journal/tag/travel"); its feeds sit below it. */
  listingPath: string;
  /** The feed's title: the blog's, or the listing's heading ("Posts tagged “travel”"), before the blog's and the site's. */
  heading: string | null;
  /** The newest live posts, newest first, as the listing's first page shows them. */
  posts: Item[];
  /** The site's post authors, for each post's author's name. */
  authors: PostAuthor[];
  /** The site's address as the feed was asked for, e.g. "https://harbor.example"; every link is absolute on it. */
  baseUrl: string;
  /** The additional language the feed is in (its links under its prefix, the posts already translated); absent for the primary language. */
  language?: FeedLanguage;
}

/**
 * A text for an Atom attribute (a category's term and label): feed 5.2.1 escapes only the double
 * quote in attributes, so "&" and "<" are escaped here, or a tag like "R&D" breaks the feed
 * (jpmonette/feed#249 escapes them in the library; on that version this must go, and
 * blogFeeds.test.ts fails on the doubled escape until it does).
 */
export function atomAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** When a post appeared: its publish date, else when it was made. */
function publishedOn(post: Item): Date {
  return new Date(post.publishOn ?? post.createdAt);
}

/**
 * A blog's (or one of its tag's or category's) feed as RSS 2.0 or Atom 1.0, written by the feed
 * library: the channel (title, link, description, language, its own address) and each post with
 * its title, absolute link as guid, published and updated dates, author, excerpt and categories
 * (its tags and categories). Atom declares titles and summaries as
 * HTML, and RSS descriptions are HTML, so those carry the owner's text escaped as HTML: a reader
 * shows "<b>" in a title as typed and never as markup. RSS titles are plain text and go as typed.
 * The feed's date is its newest post's last change, so the same site version gives the same bytes.
 * In an additional language, every link is under its prefix and the feed names its locale
 * (`<language>`, `xml:lang`).
 */
export function blogFeedXml(format: FeedFormat, source: BlogFeedSource): string {
  const { website, blog, baseUrl, language } = source;
  const locale = language?.translations.locale ?? website.locale;
  const asHtml = (text: string) => (format === "atom" ? escapeUTF8(text) : text);
  const listingUrl = `${baseUrl}${feedPath(language, source.listingPath)}`;
  const paths = feedPaths(feedPath(language, source.listingPath));
  const authors = new Map(source.authors.map((author) => [author.id, author.name]));
  const updated = source.posts.reduce((newest, post) => Math.max(newest, new Date(post.updatedAt).getTime(), publishedOn(post).getTime()), 0);
  const feed = new Feed({
    id: listingUrl,
    title: [source.heading, blog.title, website.title].filter((part): part is string => Boolean(part)).join(" — "),
    link: listingUrl,
    description: blog.description || blog.title,
    language: locale,
    updated: new Date(updated || blog.updatedAt),
    generator: "Tessera",
    copyright: `© ${website.title}`,
    feedLinks: { [format]: `${baseUrl}${paths[format]}` },
  });
  for (const post of source.posts) {
    const link = `${baseUrl}${feedPath(language, `/${blog.urlSlug}/${post.urlPath}`)}`;
    const author = post.authorId ? authors.get(post.authorId) : undefined;
    feed.addItem({
      title: asHtml(post.title),
      id: link,
      guid: link,
      link,
      // RSS writes this date as the post's pubDate, Atom as its last change
      date: format === "rss" ? publishedOn(post) : new Date(Math.max(new Date(post.updatedAt).getTime(), publishedOn(post).getTime())),
      published: publishedOn(post),
      description: escapeUTF8(post.excerpt),
      ...(author ? { author: [{ name: author }] } : {}),
      category: [...post.tags, ...post.categories].map((name) => (format === "atom" ? { name: atomAttribute(name), term: atomAttribute(name) } : { name })),
    });
  }
  return feedInLanguage(format === "atom" ? feed.atom1() : feed.rss2(), format, locale);
}

/** The content type a feed of the format is sent with. */
export function feedContentType(format: FeedFormat): string {
  return `${FEED_FORMATS[format].type}; charset=utf-8`;
}
