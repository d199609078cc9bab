/**
 * The words the blocks that list posts, events or products show visitors, in the primary
 * language, each with what the translation screen calls it: the posts by tag, category, month and
 * author blocks, the archive, the tag cloud, the summary's, the tour dates', the calendar's, the
 * collection link's and the RSS block's. They are part of
 * the store's words (storeTexts.ts), so one translation holds them all.
 */
export const LISTING_BLOCK_TEXT_SOURCES = {
  noPostsTagged: ["No posts tagged “{name}” yet.", "Posts by tag block: no posts ({name} is the tag)"],
  allPostsTagged: ["All posts tagged “{name}”", "Posts by tag block: the link to the tag's page ({name} is the tag)"],
  noPostsInCategoryYet: ["No posts in “{name}” yet.", "Posts by category block: no posts ({name} is the category)"],
  allPostsInCategory: ["All posts in “{name}”", "Posts by category block: the link to the category's page ({name} is the category)"],
  noPostsInMonth: ["No posts in {date}.", "Posts by month block: no posts ({date} is the month)"],
  allPostsFrom: ["All posts from {date}", "Posts by month block: the link to the month's page ({date} is the month)"],
  noPostsYet: ["No posts yet.", "Posts by month and archive blocks: a blog without posts"],
  noAuthors: ["No authors yet.", "Posts by author block: no authors"],
  blogAuthors: ["{blog} authors", "Posts by author block: its list, spoken ({blog} is the blog's title)"],
  onePost: ["1 post", "Posts by author, tag cloud and collection link blocks: one post"],
  postCount: ["{count} posts", "Posts by author, tag cloud and collection link blocks: a number of posts ({count} is how many)"],
  archiveOf: ["{blog} archive", "Archive block: its links, spoken ({blog} is the blog's title)"],
  archive: ["Archive", "Archive block: its links, spoken, when the blog is gone"],
  archivePost: ["post", "Archive block: after a count of one, spoken"],
  archivePosts: ["posts", "Archive block: after any other count, spoken"],
  tagCloudCategories: ["Categories", "Tag cloud block: its categories, spoken"],
  noTags: ["No tags yet.", "Tag cloud block: no tags"],
  noCategories: ["No categories yet.", "Tag cloud block: no categories"],
  summaryEmpty: ["Nothing to show here yet.", "Summary block: nothing to show"],
  summaryPrevious: ["Previous items", "Summary block: the carousel's previous button, spoken"],
  summaryNext: ["Next items", "Summary block: the carousel's next button, spoken"],
  summaryMore: ["Show more", "Summary block: the button showing more items"],
  summaryShowing: ["Showing items {first} to {last} of {total}", "Summary block: the carousel after a step, spoken ({first}, {last} and {total} are numbers)"],
  summaryRefreshFailed: ["These items could not be refreshed. Try again later.", "Summary block: more items not loaded"],
  noUpcomingDates: ["No upcoming dates.", "Tour dates block: no events to come"],
  previousMonth: ["Previous month, {month}", "Calendar block: the link to the month before, spoken ({month} is that month)"],
  nextMonth: ["Next month, {month}", "Calendar block: the link to the month after, spoken ({month} is that month)"],
  oneProduct: ["1 product", "Collection link block: a shop with one product"],
  productCount: ["{count} products", "Collection link block: a shop's number of products ({count} is how many)"],
  collectionUnavailable: ["This blog or shop is not available.", "Collection link block: a blog or shop that is gone"],
  feedUnavailable: ["This blog's feed is not available.", "RSS block: a blog that is gone or hidden"],
  atomFeed: ["Atom feed", "RSS block: the Atom link"],
} as const satisfies Record<string, readonly [string, string]>;
