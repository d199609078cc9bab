import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { PostsByCategoryBlock } from "../posts-by-category/PostsByCategoryBlock";
import { postsByCategorySchema } from "../posts-by-category/schema";
import { PostsByMonthBlock } from "../posts-by-month/PostsByMonthBlock";
import { postsByMonthSchema } from "../posts-by-month/schema";
import { listingContext, testPost } from "../shared/listingFixtures";
import { PostsByTagBlock } from "./PostsByTagBlock";
import { postsByTagSchema } from "./schema";

const id = "a".repeat(24);
const context = listingContext(
  [
    testPost("late", "2026-11-20T10:00:00Z", ["Coffee"], ["News"]),
    testPost("early", "2026-10-05T10:00:00Z", ["Travel Tips"], ["News"]),
    testPost("older", "2026-10-01T10:00:00Z", ["Coffee"]),
  ],
  [],
);

describe("posts by tag, category and month blocks", () => {
  it("keep block codes 27, 28 and 29", () => {
    expect([postsByTagSchema.code, postsByCategorySchema.code, postsByMonthSchema.code]).toEqual([
      BLOCK_TYPE.postsByTag,
      BLOCK_TYPE.postsByCategory,
      BLOCK_TYPE.postsByMonth,
    ]);
    expect([BLOCK_TYPE.postsByTag, BLOCK_TYPE.postsByCategory, BLOCK_TYPE.postsByMonth]).toEqual([27, 28, 29]);
  });

  it("list a tag's posts newest first and link to the tag's listing page", () => {
    const html = renderToStaticMarkup(<PostsByTagBlock id={id} settings={postsByTagSchema.schema.parse({ tag: "Coffee" })} context={context} />);
    expect(html).toContain('<a href="/blog/late">Post late</a>');
    expect(html.indexOf("/blog/late")).toBeLessThan(html.indexOf("/blog/older"));
    expect(html).not.toContain("/blog/early");
    expect(html).toContain('<a href="/blog/tag/coffee">All posts tagged “Coffee”</a>');
  });

  it("list a category's posts and link to the category's listing page", () => {
    const html = renderToStaticMarkup(
      <PostsByCategoryBlock id={id} settings={postsByCategorySchema.schema.parse({ category: "News", limit: 1 })} context={context} />,
    );
    expect(html).toContain("/blog/late");
    expect(html).not.toContain("/blog/early");
    expect(html).toContain('<a href="/blog/category/news">All posts in “News”</a>');
  });

  it("list a month's posts, the latest month by default, linking to the month's page", () => {
    const latest = renderToStaticMarkup(<PostsByMonthBlock id={id} settings={postsByMonthSchema.schema.parse({})} context={context} />);
    expect(latest).toContain("November 2026");
    expect(latest).toContain('<a href="/blog/2026/11">All posts from November 2026</a>');
    const october = renderToStaticMarkup(<PostsByMonthBlock id={id} settings={postsByMonthSchema.schema.parse({ month: "2026-10" })} context={context} />);
    expect(october).toContain("/blog/early");
    expect(october).toContain("/blog/older");
    expect(october).not.toContain("/blog/late");
  });

  it("refuse a missing tag and a malformed month in plain words", () => {
    expect(postsByTagSchema.schema.safeParse({ tag: " " }).error?.issues[0]?.message).toBe("Name the tag whose posts this block lists.");
    expect(postsByMonthSchema.schema.safeParse({ month: "Nov 2026" }).error?.issues[0]?.message).toBe(
      "Write the month as year and month, for example 2026-11, or leave it empty for the latest month.",
    );
  });
});
