import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkBlock } from "./LinkBlock";
import { linkBlockSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);

describe("link block", () => {
  it("opens in the same tab, described by its description", () => {
    const settings = linkBlockSchema.schema.parse({ text: "Our story", url: "/about", description: "How we started." });
    const html = renderToStaticMarkup(<LinkBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(`<a class="tsr-link__anchor" href="/about" aria-describedby="link-description-${id}">Our story</a>`);
    expect(html).toContain(`<p class="tsr-link__description" id="link-description-${id}">How we started.</p>`);
  });

  it("opens a new tab only when asked, and says so to screen readers", () => {
    const settings = linkBlockSchema.schema.parse({ text: "Map", url: "https://example.com/map", newWindow: true });
    const html = renderToStaticMarkup(<LinkBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(
      'href="https://example.com/map" target="_blank" rel="noopener noreferrer">Map<span class="tsr-visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).not.toContain("tsr-link__description");
  });

  it("refuses a link without text or address, and script addresses", () => {
    expect(linkBlockSchema.schema.safeParse({ text: "", url: "" }).error?.issues.map((i) => i.message)).toEqual([
      "A link needs some text.",
      "A link needs an address: a page of your site (/about) or a web address.",
    ]);
    expect(linkBlockSchema.schema.safeParse({ text: "x", url: "javascript:alert(1)" }).success).toBe(false);
  });
});
