import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { BlogListPage } from "./BlogListPage";

const post = {
  id: "p1",
  title: "How we choose our beans",
  href: "/journal/2026/10/20/how-we-choose-our-beans",
  publishedOn: "2026-10-20T13:00:00.000Z",
  excerpt: "",
};

it("names each Read more link by the words it shows followed by the post's title, with no aria-label hiding the visible words", () => {
  const html = renderToStaticMarkup(<BlogListPage title="Journal" description="" posts={[post]} locale="en-US" timeZone="America/New_York" />);
  const link = /<a class="tsr-read-more"([^>]*)>([\s\S]*?)<\/a>/.exec(html);
  expect(link?.[1]).not.toContain("aria-label");
  const spokenName = link![2]!.replace(/<[^>]+>/g, "");
  expect(spokenName).toBe("Read more: How we choose our beans");
  expect(link![2]).toMatch(/^Read more<span class="tsr-visually-hidden">/);
});
