import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { PRIMARY_STORE_TEXTS } from "../../../domain/translations/storeTexts";
import { BlogListPage } from "./BlogListPage";

const post = {
  id: "p1",
  title: "How we choose our beans",
  href: "/journal/2026/10/20/how-we-choose-our-beans",
  publishedOn: "2026-10-20T13:00:00.000Z",
  excerpt: "",
};

const ONLY_PAGE = { number: 1, previousHref: null, nextHref: null };

it("gives each Read more link text naming its post, the title hidden from sight, so the spoken name starts with the words on screen", () => {
  const html = renderToStaticMarkup(
    <BlogListPage title="Journal" description="" posts={[post]} pager={ONLY_PAGE} locale="en-US" timeZone="America/New_York" texts={PRIMARY_STORE_TEXTS} />,
  );
  const link = /<a class="tsr-read-more" href="([^"]*)">(.*?)<\/a>/.exec(html);
  expect(link?.[1]).toBe(post.href);
  expect(link?.[2]).toBe('Read more<span class="tsr-visually-hidden">: How we choose our beans</span>');
  expect(link![2]!.replace(/<[^>]+>/g, "")).toBe("Read more: How we choose our beans");
});

it("links the pages of newer and older posts beside a page, and shows no pager on a blog of one page", () => {
  const middle = renderToStaticMarkup(
    <BlogListPage
      title="Journal"
      description=""
      posts={[post]}
      pager={{ number: 2, previousHref: "/journal", nextHref: "/journal/page/3" }}
      locale="en-US"
      timeZone="UTC"
      texts={PRIMARY_STORE_TEXTS}
    />,
  );
  expect(middle).toContain(
    '<nav class="tsr-pager" aria-label="More posts"><a href="/journal" rel="prev">Newer posts</a><a href="/journal/page/3" rel="next">Older posts</a></nav>',
  );
  const only = renderToStaticMarkup(
    <BlogListPage title="Journal" description="" posts={[post]} pager={ONLY_PAGE} locale="en-US" timeZone="UTC" texts={PRIMARY_STORE_TEXTS} />,
  );
  expect(only).not.toContain("tsr-pager");
});
