import { describe, expect, it } from "vitest";
import { BLOCK_TYPE, BLOCK_VARIANTS, FIRST_TESSERA_BLOCK_TYPE, SPEC_GIVEN_BLOCK_TYPE_CODES, isBlockVariant } from "./blockTypes";

const SPEC_ORDER_BEFORE_PRODUCT = [
  "navigation",
  "html",
  "logo",
  "map",
  "image",
  "twitter",
  "journal",
  "gallery",
  "form",
  "geo",
  "index",
  "collectionLink",
  "link",
  "tagCloud",
  "comments",
  "folder",
  "menu",
  "socialLinks",
  "summary",
  "spacer",
  "embed",
  "code",
  "foursquare",
  "instagram",
  "calendar",
  "postsByAuthor",
  "postsByTag",
  "postsByCategory",
  "postsByMonth",
  "quote",
  "video",
  "search",
  "audio",
  "fiveHundredPx",
] as const;
/** Block types that exist only in Tessera. */
const TESSERA_ONLY = ["heading", "followButton", "shareButtons", "reservationWidget"] as const;
const SPEC_ORDER_AFTER_PRODUCT = [
  "markdown",
  "flickr",
  "amazon",
  "horizontalRule",
  "rss",
  "opentable",
  "newsletter",
  "donation",
  "button",
  "soundcloud",
  "emailFooter",
  "tourDates",
  "album",
  "archive",
  "chart",
  "zola",
  "acuity",
] as const;

describe("BLOCK_TYPE", () => {
  it("keeps the three codes the spec gives", () => {
    expect(SPEC_GIVEN_BLOCK_TYPE_CODES).toEqual({ product: 43, memberArea: 67, shape: 71 });
    expect(BLOCK_TYPE.product).toBe(43);
    expect(BLOCK_TYPE.memberArea).toBe(67);
    expect(BLOCK_TYPE.shape).toBe(71);
  });

  it("numbers the list from navigation 1 to 500px 34", () => {
    SPEC_ORDER_BEFORE_PRODUCT.forEach((name, position) => expect(BLOCK_TYPE[name]).toBe(position + 1));
    expect(BLOCK_TYPE.fiveHundredPx).toBe(34);
  });

  it("continues from markdown 44 to acuity 60 after product", () => {
    SPEC_ORDER_AFTER_PRODUCT.forEach((name, position) => expect(BLOCK_TYPE[name]).toBe(position + 44));
    expect(BLOCK_TYPE.acuity).toBe(60);
  });

  it("fills tock, accordion and marquee between member area and shape", () => {
    expect([BLOCK_TYPE.tock, BLOCK_TYPE.accordion, BLOCK_TYPE.marquee]).toEqual([68, 69, 70]);
  });

  it("gives Tessera-only blocks codes from 1000", () => {
    expect(FIRST_TESSERA_BLOCK_TYPE).toBe(1000);
    expect(BLOCK_TYPE.heading).toBe(1000);
    expect([BLOCK_TYPE.followButton, BLOCK_TYPE.shareButtons, BLOCK_TYPE.reservationWidget]).toEqual([1063, 1064, 1065]);
  });

  it("has no duplicate codes, gives the spec's 57 numbered places and leaves its gaps empty, and numbers every other type from 1000", () => {
    const codes = Object.values(BLOCK_TYPE);
    expect(new Set(codes).size).toBe(codes.length);
    const specCodes = codes.filter((code) => code < FIRST_TESSERA_BLOCK_TYPE);
    expect(specCodes).toHaveLength(SPEC_ORDER_BEFORE_PRODUCT.length + 1 + SPEC_ORDER_AFTER_PRODUCT.length + 5);
    for (const code of specCodes) expect(code <= 71 && !(code >= 35 && code <= 42) && !(code >= 61 && code <= 66), `code ${code}`).toBe(true);
    expect(TESSERA_ONLY.map((name) => BLOCK_TYPE[name]).every((code) => code >= FIRST_TESSERA_BLOCK_TYPE)).toBe(true);
  });
});

describe("BLOCK_VARIANTS", () => {
  it("pins the variants of spec 2 §3", () => {
    expect(BLOCK_VARIANTS).toEqual({
      gallery: ["slideshow", "carousel", "grid", "stack"],
      summary: ["wall", "carousel", "list", "grid"],
      chart: ["bar", "line", "pie"],
      image: ["inline", "poster", "card", "overlap", "collage", "stack"],
      tock: ["reservations", "events"],
    });
  });

  it("checks a variant against its own block only", () => {
    expect(isBlockVariant("chart", "pie")).toBe(true);
    expect(isBlockVariant("chart", "grid")).toBe(false);
    expect(isBlockVariant("tock", "events")).toBe(true);
  });
});
