import type { z } from "zod";
import { blogRoutes, type newPostSchema, type postChangesSchema, type postSummarySchema } from "../../domain/api/blogs";
import type { ListPage } from "../../domain/api/paging";
import { call } from "./call";

/** A blog post as the blog screen lists it. */
export type PostSummary = z.output<typeof postSummarySchema>;

/** Changes an owner makes to a post. */
export type PostChanges = z.input<typeof postChangesSchema>;

/** The blog screen's calls, made from the routes of src/domain/api/blogs.ts. */
export const blogsApi = {
  /** The blog with a page of its posts, found by title, and how many match. */
  read: (id: string, page: ListPage) => call(blogRoutes.read, { params: { id }, query: page }),
  createPost: (id: string, title: string, event?: z.input<typeof newPostSchema>["event"]) =>
    call(blogRoutes.createPost, { params: { id }, body: { title, event } }),
  updatePost: (id: string, changes: PostChanges) => call(blogRoutes.updatePost, { params: { id }, body: changes }),
  deletePost: (id: string) => call(blogRoutes.deletePost, { params: { id } }),
  addTag: (id: string, tagType: "tag" | "category", name: string) => call(blogRoutes.addTag, { params: { id }, body: { tagType, name } }),
  changeTag: (id: string, tagType: "tag" | "category", from: string, to: string | null) =>
    call(blogRoutes.changeTag, { params: { id }, body: { tagType, from, to } }),
};
