import { describe, expect, it } from "vitest";
import { withAuthorSlugs } from "./postAuthors";

describe("withAuthorSlugs", () => {
  it("slugs each author's name, numbering later authors of the same name", () => {
    const slugs = withAuthorSlugs([
      { id: "1", name: "Ada Lovelace" },
      { id: "2", name: "Ada  lovelace" },
      { id: "3", name: "Grace Hopper" },
      { id: "4", name: "Ada Lovelace" },
      { id: "5", name: "!!" },
    ]).map((author) => author.slug);
    expect(slugs).toEqual(["ada-lovelace", "ada-lovelace-2", "grace-hopper", "ada-lovelace-3", "author"]);
  });
});
