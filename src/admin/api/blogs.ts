import { api } from "./client";

/** A blog post as the blog screen lists it. */
export interface PostSummary {
  id: string;
  title: string;
  urlSlug: string;
  path: string;
  state: "published" | "scheduled" | "draft";
  label: "Available" | "Scheduled" | "Hidden" | "Unsupported";
  publishOn: string | null;
  excerpt: string;
  tags: string[];
  categories: string[];
}

/** A blog with its tags, categories and posts. */
export interface BlogDetail {
  blog: { id: string; title: string; urlSlug: string; tags: string[]; categories: string[] };
  posts: PostSummary[];
}

/** Changes an owner makes to a post. */
export type PostChanges = Partial<Pick<PostSummary, "title" | "urlSlug" | "excerpt" | "state" | "tags" | "categories">> & { publishOn?: string | null };

/** The blog screen's calls. */
export const blogsApi = {
  read: (id: string) => api.get<BlogDetail>(`/api/config/blogs/${id}`),
  createPost: (id: string, title: string) => api.post<PostSummary>(`/api/config/blogs/${id}/posts`, { title }),
  updatePost: (id: string, changes: PostChanges) => api.patch<PostSummary>(`/api/config/posts/${id}`, changes),
  deletePost: (id: string) => api.delete(`/api/config/posts/${id}`),
  addTag: (id: string, tagType: "tag" | "category", name: string) => api.post<{ names: string[] }>(`/api/config/blogs/${id}/tags`, { tagType, name }),
  changeTag: (id: string, tagType: "tag" | "category", from: string, to: string | null) =>
    api.patch<{ names: string[] }>(`/api/config/blogs/${id}/tags`, { tagType, from, to }),
};
