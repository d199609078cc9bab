import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoBlock } from "./LogoBlock";
import { logoSchema } from "./schema";

const site = { title: "Harbor & Pine", homeHref: "/", navigations: { main: [], hidden: [] }, collections: [] };
const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/about", pageTitle: "About", site };
const id = "c".repeat(24);

describe("logo block", () => {
  it("shows the logo picture named by the site's title, at the chosen size, linking home", () => {
    const settings = logoSchema.schema.parse({ src: "/media/logo.png", size: "large" });
    const html = renderToStaticMarkup(<LogoBlock id={id} settings={settings} context={context} />);
    expect(html).toContain(
      '<a class="tsr-logo tsr-logo--large" href="/"><img class="tsr-logo__image" src="/media/logo.png" alt="Harbor &amp; Pine" height="96"/></a>',
    );
  });

  it("shows the site's title as text without a picture", () => {
    const html = renderToStaticMarkup(<LogoBlock id={id} settings={logoSchema.schema.parse({})} context={context} />);
    expect(html).toContain('<span class="tsr-logo__title">Harbor &amp; Pine</span>');
  });

  it("shows the site's logo from its design when the block has no picture, its width in proportion", () => {
    const withLogo = { ...context, site: { ...site, logo: { src: "/s/ab12cd34ef56ab12cd34ef56/logo.png", width: 400, height: 100 } } };
    const html = renderToStaticMarkup(<LogoBlock id={id} settings={logoSchema.schema.parse({ size: "small" })} context={withLogo} />);
    expect(html).toContain('<img class="tsr-logo__image" src="/s/ab12cd34ef56ab12cd34ef56/logo.png" alt="Harbor &amp; Pine" width="128" height="32"/>');
  });

  it("refuses a picture address that is not the site's or https, and an unknown size", () => {
    const issues = logoSchema.schema.safeParse({ src: "javascript:alert(1)", size: "huge" }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["Use a picture from the media library or an https address.", "Choose a size: small, medium or large."]);
  });
});
