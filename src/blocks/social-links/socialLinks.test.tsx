import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { SocialLinksBlock } from "./SocialLinksBlock";
import { socialLinksSchema } from "./schema";
import { settingsProblems } from "../shared/settingsProblems.testing";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };

function render(settings: unknown): string {
  return renderToStaticMarkup(<SocialLinksBlock id={"b".repeat(24)} settings={socialLinksSchema.schema.parse(settings)} context={context} />);
}

describe("social links block", () => {
  it("is block type 18 and refuses profiles that are not https (mailto for email) in plain words", () => {
    expect(socialLinksSchema.code).toBe(18);
    expect(socialLinksSchema.code).toBe(BLOCK_TYPE.socialLinks);
    expect(settingsProblems(socialLinksSchema.schema, { profiles: [] })).toEqual({ profiles: "Add at least one profile." });
    expect(settingsProblems(socialLinksSchema.schema, { profiles: [{ network: "instagram", url: "javascript:alert(1)" }] })).toEqual({
      "profiles.0.url": "A profile address starts with https:// (or mailto: for email).",
    });
    expect(settingsProblems(socialLinksSchema.schema, { profiles: [{ network: "email", url: "https://example.com" }] })).toEqual({
      "profiles.0.url": "A profile address starts with https:// (or mailto: for email).",
    });
    expect(settingsProblems(socialLinksSchema.schema, { profiles: [{ network: "myspace", url: "https://myspace.com/a" }] })).toEqual({
      "profiles.0.network": "Choose a network: facebook, instagram, x, linkedin, youtube, tiktok, pinterest, github, mastodon, email.",
    });
    const many = Array.from({ length: 21 }, () => ({ network: "x", url: "https://x.com/a" }));
    expect(settingsProblems(socialLinksSchema.schema, { profiles: many })).toEqual({ profiles: "A list holds at most 20 profiles." });
    expect(settingsProblems(socialLinksSchema.schema, { profiles: [{ network: "x", url: "https://x.com/a" }], extra: 1 })).toHaveProperty("");
    expect(socialLinksSchema.summary?.({ profiles: [{ network: "instagram" }, { network: "x" }, { network: "nope" }] })).toBe("Instagram · X");
  });

  it("renders each profile as a link named for its network around an inline SVG icon hidden from screen readers", () => {
    const html = render({
      profiles: [
        { network: "instagram", url: "https://www.instagram.com/bakery" },
        { network: "email", url: "mailto:hello@example.com" },
      ],
    });
    expect(html).toContain('<ul class="tsr-social-links tsr-social-links--center" aria-label="Social links">');
    expect(html).toContain(
      '<a class="tsr-social-links__link" href="https://www.instagram.com/bakery" aria-label="Instagram" target="_blank" rel="noopener noreferrer me">',
    );
    expect(html).toContain('<a class="tsr-social-links__link" href="mailto:hello@example.com" aria-label="Email">');
    expect(html.match(/<svg class="tsr-social-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<i\b|font-family|<img/);
    expect(html).not.toContain("data-island");
  });

  it("shows the networks' names beside the icons when chosen, then the visible name is the link's name", () => {
    const html = render({
      profiles: [{ network: "linkedin", url: "https://www.linkedin.com/company/bakery" }],
      showNames: true,
      iconSize: "large",
      alignment: "start",
    });
    expect(html).toContain('<ul class="tsr-social-links tsr-social-links--start"');
    expect(html).toContain('<span class="tsr-social-links__name">LinkedIn</span>');
    expect(html).not.toContain('aria-label="LinkedIn"');
    expect(html).toContain('width="40"');
  });
});
