import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteIdentitySchema } from "../../domain/siteStyles/siteIdentity";
import { SiteHeader } from "./SiteHeader";
import { headerLogo } from "../../domain/siteStyles/siteIdentityLinks";

const header = (identity: unknown) =>
  renderToStaticMarkup(<SiteHeader siteTitle="Harbor & Pine" homeHref="/" navigation={[]} logo={headerLogo(siteIdentitySchema.parse(identity))} />);

describe("the site header's logo", () => {
  it("shows the logo named by the site's title at the chosen height, its width in proportion so nothing shifts", () => {
    expect(header({ logo: "/s/ab12cd34ef56ab12cd34ef56/logo.png", logoWidth: 300, logoHeight: 200, logoSize: 60 })).toContain(
      '<a class="tsr-site-title" href="/"><img class="tsr-site-logo" src="/s/ab12cd34ef56ab12cd34ef56/logo.png" alt="Harbor &amp; Pine" width="90" height="60" style="height:60px"/></a>',
    );
  });

  it("puts the title after the logo when chosen, the picture then needing no words of its own", () => {
    expect(header({ logo: "https://cdn.example/logo.svg", logoPlacement: "beside" })).toContain(
      '<a class="tsr-site-title" href="/"><img class="tsr-site-logo" src="https://cdn.example/logo.svg" alt="" height="48" style="height:48px"/>Harbor &amp; Pine</a>',
    );
  });

  it("shows the title alone without a logo", () => {
    expect(header({})).toContain('<a class="tsr-site-title" href="/">Harbor &amp; Pine</a>');
  });
});
