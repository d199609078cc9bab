import type { Website } from "../sites/websiteRecord";
import type { Collection, Item } from "../content/contentRecords";
import { blogFeedPath } from "./blogFeedPath";

/** How many of the newest posts a feed lists. */
const BLOG_FEED_POSTS = 20;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** When a post appeared: its publish date, else when it was made. */
function publishedOn(post: Item): Date {
  return new Date(post.publishOn ?? post.createdAt);
}

/**
 * A blog's RSS 2.0 feed: the channel (blog title, link, description, language, its own address)
 * and its newest live posts, each with title, absolute link, permalink guid, date (RFC 822) and
 * excerpt. `posts` are the posts visitors see; `baseUrl` is the site's address the feed was asked at.
 */
export function blogFeedXml(website: Website, blog: Collection, posts: Item[], baseUrl: string): string {
  const newest = [...posts].sort((a, b) => publishedOn(b).getTime() - publishedOn(a).getTime()).slice(0, BLOG_FEED_POSTS);
  const blogUrl = `${baseUrl}/${blog.urlSlug}`;
  const items = newest.map((post) => {
    const link = `${blogUrl}/${post.urlPath}`;
    return [
      "<item>",
      element("title", post.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("pubDate", publishedOn(post).toUTCString()),
      element("description", post.excerpt),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    element("title", `${blog.title} — ${website.title}`),
    element("link", blogUrl),
    element("description", blog.description || blog.title),
    element("language", website.locale),
    `<atom:link href="${escapeXml(`${baseUrl}${blogFeedPath(blog)}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel></rss>",
  ].join("\n");
}
