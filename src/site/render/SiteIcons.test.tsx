import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteIdentitySchema } from "../../domain/siteStyles/siteIdentity";
import { DEFAULT_FAVICON } from "../../domain/siteStyles/favicon";
import { SiteIcons } from "./SiteIcons";

const icons = (identity: unknown) => renderToStaticMarkup(<SiteIcons identity={siteIdentitySchema.parse(identity)} />);

describe("the site's icons in the page head", () => {
  it("uses Tessera's inline icon when the site chose none", () => {
    expect(icons({})).toBe(`<link rel="icon" href="${DEFAULT_FAVICON.replaceAll("&", "&amp;")}"/>`);
  });

  it("asks the media library for the favicon's small widths, and keeps an SVG or https icon as it is", () => {
    expect(icons({ favicon: "/s/ab12cd34ef56ab12cd34ef56/icon.png" })).toBe(
      '<link rel="icon" href="/s/ab12cd34ef56ab12cd34ef56/icon.png?format=32w"/><link rel="apple-touch-icon" href="/s/ab12cd34ef56ab12cd34ef56/icon.png?format=180w"/>',
    );
    expect(icons({ favicon: "/s/ab12cd34ef56ab12cd34ef56/icon.svg" })).toContain('<link rel="icon" href="/s/ab12cd34ef56ab12cd34ef56/icon.svg"/>');
    expect(icons({ favicon: "https://cdn.example/icon.png" })).toContain('<link rel="apple-touch-icon" href="https://cdn.example/icon.png"/>');
  });
});
