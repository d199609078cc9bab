import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { settingsProblems } from "../shared/settingsProblems.testing";
import { PROVIDER_WIDGET_ORIGINS } from "../shared/widgetOrigins";
import type { BlockRenderContext } from "../types";
import { FollowButtonBlock } from "./FollowButtonBlock";
import { profileUrl } from "./profileUrl";
import { followButtonSchema } from "./schema";

const context: BlockRenderContext = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };

function render(settings: unknown, extra: Partial<BlockRenderContext> = {}): string {
  return renderToStaticMarkup(
    <FollowButtonBlock id={"b".repeat(24)} settings={followButtonSchema.schema.parse(settings)} context={{ ...context, ...extra }} />,
  );
}

describe("follow button block", () => {
  it("builds each network's profile address from the username, without a leading @", () => {
    expect(profileUrl("instagram", "@bakery")).toBe("https://www.instagram.com/bakery");
    expect(profileUrl("x", "bakery")).toBe("https://x.com/bakery");
    expect(profileUrl("facebook", "bakery.shop")).toBe("https://www.facebook.com/bakery.shop");
    expect(profileUrl("linkedin", "ana-ruiz")).toBe("https://www.linkedin.com/in/ana-ruiz");
    expect(profileUrl("youtube", "bakery")).toBe("https://www.youtube.com/@bakery");
    expect(profileUrl("tiktok", "bakery")).toBe("https://www.tiktok.com/@bakery");
    expect(profileUrl("pinterest", "bakery")).toBe("https://www.pinterest.com/bakery");
    expect(profileUrl("github", "bakery")).toBe("https://github.com/bakery");
    expect(profileUrl("mastodon", "@bakery@Mastodon.Social")).toBe("https://mastodon.social/@bakery");
  });

  it("refuses usernames that name no profile, and X's own button on other networks, in plain words", () => {
    expect(followButtonSchema.code).toBe(BLOCK_TYPE.followButton);
    expect(settingsProblems(followButtonSchema.schema, { network: "x", username: "" })).toEqual({ username: "Enter the username to follow." });
    expect(settingsProblems(followButtonSchema.schema, { network: "x", username: "a/../b" })).toEqual({
      username: "A username holds only letters, digits, dots, dashes and underscores (at most 100).",
    });
    expect(settingsProblems(followButtonSchema.schema, { network: "mastodon", username: "bakery" })).toEqual({
      username: "A Mastodon username looks like name@mastodon.social.",
    });
    expect(settingsProblems(followButtonSchema.schema, { network: "instagram", username: "bakery", networkWidget: true })).toEqual({
      networkWidget: "Only X offers its own follow button; choose X or turn off the network widget.",
    });
    expect(settingsProblems(followButtonSchema.schema, { network: "email", username: "bakery" })).toEqual({
      network: "Choose a network: instagram, x, facebook, linkedin, youtube, tiktok, pinterest, github, mastodon.",
    });
  });

  it("renders a follow link to the profile that works without script and loads no island", () => {
    const html = render({ network: "instagram", username: "@bakery" });
    expect(html).toContain('<a class="tsr-follow__link" href="https://www.instagram.com/bakery" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain("<span>Follow @bakery on Instagram</span>");
    expect(html).not.toContain("data-island");
    expect(html).not.toContain("data-widget-script");
    expect(render({ network: "github", username: "bakery", label: "Star us" })).toContain("<span>Star us</span>");
  });

  it("names X's script, from the configured origin, for the island only when the owner chose X's own button", () => {
    const html = render({ network: "x", username: "bakery", networkWidget: true });
    expect(html).toContain('data-island="follow-button"');
    expect(html).toContain(`data-widget-script="${PROVIDER_WIDGET_ORIGINS.x}/widgets.js"`);
    expect(html).toContain('class="tsr-follow__link twitter-follow-button" href="https://x.com/bakery"');
    const standIn = render(
      { network: "x", username: "bakery", networkWidget: true },
      { widgetOrigins: { ...PROVIDER_WIDGET_ORIGINS, x: "http://127.0.0.1:9" } },
    );
    expect(standIn).toContain('data-widget-script="http://127.0.0.1:9/widgets.js"');
  });
});
