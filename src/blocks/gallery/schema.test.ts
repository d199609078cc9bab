import { describe, expect, it } from "vitest";
import { gallerySchema } from "./schema";

const slides = (count: number) => Array.from({ length: count }, (_, n) => ({ id: `s${n}`, src: "/static/demo/beans.svg", alt: "" }));

describe("a gallery's slides", () => {
  it("holds 250 slides and refuses the 251st, naming the limit", () => {
    expect(gallerySchema.schema.safeParse({ slides: slides(250) }).success).toBe(true);
    const refused = gallerySchema.schema.safeParse({ slides: slides(251) });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["A gallery holds at most 250 slides."]);
  });
});
