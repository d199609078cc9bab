import type { ListedPost } from "../shared/listingsForRender";

/** One tag of the cloud: its name, how many posts use it and its weight from 1 (least used) to 5 (most). */
export interface WeightedTag {
  name: string;
  count: number;
  weight: 1 | 2 | 3 | 4 | 5;
}

/** The tags (or categories) the posts use, alphabetically, each weighted by use on a scale of 1 to 5. */
export function tagWeights(posts: readonly ListedPost[], source: "tags" | "categories"): WeightedTag[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const name of post[source]) counts.set(name, (counts.get(name) ?? 0) + 1);
  const values = [...counts.values()];
  const least = Math.min(...values);
  const most = Math.max(...values);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => ({ name, count, weight: (most === least ? 3 : 1 + Math.round((4 * (count - least)) / (most - least))) as WeightedTag["weight"] }));
}
