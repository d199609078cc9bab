import type { z } from "zod";
import type { blogDetailSchema, newPostSchema, postChangesSchema, postSummarySchema, tagListSchema } from "../../domain/api/blogs";
import type { ListPage } from "../../domain/api/paging";
import { api } from "./client";
import { pageQuery } from "./pageQuery";

/** A blog post as the blog screen lists it. */
export type PostSummary = z.output<typeof postSummarySchema>;

/** A blog with its tags, categories and a page of its posts. */
export type BlogDetail = z.output<typeof blogDetailSchema>;

/** Changes an owner makes to a post. */
export type PostChanges = z.input<typeof postChangesSchema>;

/** The blog screen's calls; their shapes are the route schemas of src/domain/api/blogs.ts (served in /api/openapi.json). */
export const blogsApi = {
  /** The blog with a page of its posts, found by title, and how many match. */
  read: (id: string, page: ListPage) => api.get<BlogDetail>(`/api/config/blogs/${id}?${pageQuery(page)}`),
  createPost: (id: string, title: string, event?: z.input<typeof newPostSchema>["event"]) =>
    api.post<PostSummary>(`/api/config/blogs/${id}/posts`, { title, event }),
  updatePost: (id: string, changes: PostChanges) => api.patch<PostSummary>(`/api/config/posts/${id}`, changes),
  deletePost: (id: string) => api.delete(`/api/config/posts/${id}`),
  addTag: (id: string, tagType: "tag" | "category", name: string) =>
    api.post<z.output<typeof tagListSchema>>(`/api/config/blogs/${id}/tags`, { tagType, name }),
  changeTag: (id: string, tagType: "tag" | "category", from: string, to: string | null) =>
    api.patch<z.output<typeof tagListSchema>>(`/api/config/blogs/${id}/tags`, { tagType, from, to }),
};
