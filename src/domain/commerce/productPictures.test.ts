import { describe, expect, it } from "vitest";
import { picturesFromJson, picturesOfInput, productPicturesSchema } from "./productPictures";

describe("a product's pictures", () => {
  it("takes uploaded files, site paths and https addresses, at most 12, naming the picture in each refusal", () => {
    const ok = [
      { url: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", alt: "Front" },
      { url: "/static/demo/mug.svg" },
      { url: "https://cdn.example.com/back.png", alt: "" },
    ];
    expect(productPicturesSchema.parse(ok)).toEqual([
      { url: "/s/64f1a0c2b3d4e5f6a7b8c901/front.jpg", alt: "Front" },
      { url: "/static/demo/mug.svg", alt: "" },
      { url: "https://cdn.example.com/back.png", alt: "" },
    ]);
    const bad = productPicturesSchema.safeParse([
      { url: "/static/a.svg", alt: "" },
      { url: "//evil.example/a.jpg", alt: "y".repeat(301) },
      { url: "javascript:alert(1)", alt: "" },
      { url: `/static/${"a".repeat(500)}.svg`, alt: "" },
    ]);
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["1.url", "Picture 2 must be a file from the media library, a path on this site or an https:// address."],
      ["1.alt", "Picture 2's description can be at most 300 characters."],
      ["2.url", "Picture 3 must be a file from the media library, a path on this site or an https:// address."],
      ["3.url", "Picture 4's link can be at most 500 characters."],
    ]);
    const many = productPicturesSchema.safeParse(Array.from({ length: 13 }, () => ({ url: "/static/a.svg", alt: "" })));
    expect(many.error?.issues[0]?.message).toBe("A product can have at most 12 pictures.");
  });

  it("keeps the first picture's url as the main image, or the single imageUrl of an older product as its one picture", () => {
    const pictures = [
      { url: "/static/b.svg", alt: "B" },
      { url: "/static/a.svg", alt: "A" },
    ];
    expect(picturesOfInput({ imageUrl: "/static/a.svg", pictures })).toEqual({ imageUrl: "/static/b.svg", pictures });
    expect(picturesOfInput({ imageUrl: "/static/a.svg", pictures: [] })).toEqual({ imageUrl: "/static/a.svg", pictures: [{ url: "/static/a.svg", alt: "" }] });
    expect(picturesOfInput({ imageUrl: "", pictures: [] })).toEqual({ imageUrl: "", pictures: [] });
    expect(picturesFromJson('[{"url":"/static/a.svg","alt":"A"}]')).toEqual([{ url: "/static/a.svg", alt: "A" }]);
    expect(picturesFromJson("[]")).toEqual([]);
  });
});
