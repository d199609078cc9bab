import { slugify } from "./slug";

/** A post's author as the site shows it: the account's display name and the slug of its listing page. */
export interface PostAuthor {
  id: string;
  name: string;
  slug: string;
}

/**
 * Gives each author of a site a listing slug from the display name, unique on the site: the
 * first author (in the order given) keeps the plain slug, the next ones with the same get "-2", "-3"...
 */
export function withAuthorSlugs(authors: readonly { id: string; name: string }[]): PostAuthor[] {
  const taken = new Set<string>();
  return authors.map(({ id, name }) => {
    const base = slugify(name) || "author";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { id, name, slug };
  });
}
