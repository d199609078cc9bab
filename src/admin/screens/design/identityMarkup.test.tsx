import { describe, expect, it } from "vitest";
import { DEFAULT_FAVICON } from "../../../domain/siteStyles/favicon";
import { siteStylesSchema } from "../../../domain/siteStyles/siteStylesSchema";
import { identityMarkup } from "./identityMarkup";

const LOGO = "/s/ab12cd34ef56ab12cd34ef56/mark.png";
const styles = (input: unknown) => siteStylesSchema.parse(input);

describe("the editing frame's unsaved logo, icon and footer", () => {
  it("draws typed contact details and social links as the published footer shows them", () => {
    const { footer } = identityMarkup(
      "Harbor & Pine",
      styles({ footer: { email: "hello@harbor.example", phone: "+44 20 7946 0000", social: [{ network: "instagram", url: "https://instagram.com/harbor" }] } }),
    );
    expect(footer).toContain("<p>© Harbor &amp; Pine</p>");
    expect(footer).toContain('<p><a href="mailto:hello@harbor.example">hello@harbor.example</a></p>');
    expect(footer).toContain('<p><a href="tel:+442079460000">+44 20 7946 0000</a></p>');
    expect(footer).toContain('<a href="https://instagram.com/harbor" aria-label="Instagram" rel="me noopener">');
    expect(footer.startsWith('<footer class="tsr-site-footer">')).toBe(true);
  });

  it("leaves out the contact details and social links not given", () => {
    const { footer } = identityMarkup("Harbor & Pine", styles({}));
    expect(footer).not.toContain("<address");
    expect(footer).not.toContain('aria-label="Social links"');
  });

  it("draws the picked logo at the chosen height, its width in proportion, named by the site's title", () => {
    const identity = { logo: LOGO, logoWidth: 300, logoHeight: 100, logoSize: 48 };
    const { title } = identityMarkup("Harbor & Pine", styles({ identity }));
    expect(title).toBe(
      '<img class="tsr-site-logo" src="/s/ab12cd34ef56ab12cd34ef56/mark.png" alt="Harbor &amp; Pine" width="144" height="48" style="height:48px"/>',
    );
  });

  it("shows the title after a logo placed beside it, and the title alone without a logo", () => {
    expect(identityMarkup("Harbor & Pine", styles({ identity: { logo: LOGO, logoPlacement: "beside" } })).title).toBe(
      '<img class="tsr-site-logo" src="/s/ab12cd34ef56ab12cd34ef56/mark.png" alt="" height="48" style="height:48px"/>Harbor &amp; Pine',
    );
    expect(identityMarkup("Harbor & Pine", styles({})).title).toBe("Harbor &amp; Pine");
  });

  it("links the picked favicon at tab size, and Tessera's own icon without one", () => {
    expect(identityMarkup("Harbor & Pine", styles({ identity: { favicon: LOGO } })).favicon).toBe(`${LOGO}?format=32w`);
    expect(identityMarkup("Harbor & Pine", styles({})).favicon).toBe(DEFAULT_FAVICON);
  });
});
