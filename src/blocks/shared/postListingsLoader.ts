import type { BlockLoader } from "../blockLoader";
import { collectionIdOf, type PostListings } from "./listingsForRender";

/** The blogs a page's archive, tag cloud and posts-by blocks list, each read once. */
export const postListingsLoader: BlockLoader<PostListings> = {
  types: ["archive", "tag-cloud", "posts-by-tag", "posts-by-category", "posts-by-month", "posts-by-author"],
  changesWithTime: false,
  showsStock: false,
  async load({ blocks, reads }) {
    const blogs: PostListings = {};
    const chosen = new Set(blocks.map((block) => collectionIdOf(block.settings)));
    await Promise.all(
      [...chosen].map(async (id) => {
        const blog = await reads.blog(id);
        if (blog) blogs[id] = blog;
      }),
    );
    return blogs;
  },
};
