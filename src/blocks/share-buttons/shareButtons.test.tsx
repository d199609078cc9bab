import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { settingsProblems } from "../shared/settingsProblems.testing";
import { ShareButtonsBlock } from "./ShareButtonsBlock";
import { shareButtonsSchema } from "./schema";
import { shareUrl } from "./shareTargets";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/news", pageTitle: "News & notes" };

describe("share buttons block", () => {
  it("shares through each network's own sharing address with the page's address and title encoded", () => {
    const page = "https://demo.example.com/news?a=1&b=2";
    expect(shareUrl("facebook", page, "News")).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.example.com%2Fnews%3Fa%3D1%26b%3D2");
    expect(shareUrl("x", page, "News & notes")).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fdemo.example.com%2Fnews%3Fa%3D1%26b%3D2&text=News%20%26%20notes",
    );
    expect(shareUrl("linkedin", page, "News")).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fdemo.example.com%2Fnews%3Fa%3D1%26b%3D2",
    );
    expect(shareUrl("pinterest", page, "News")).toBe(
      "https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fdemo.example.com%2Fnews%3Fa%3D1%26b%3D2&description=News",
    );
    expect(shareUrl("email", page, "News")).toBe("mailto:?subject=News&body=https%3A%2F%2Fdemo.example.com%2Fnews%3Fa%3D1%26b%3D2");
  });

  it("checks its settings in plain words", () => {
    expect(shareButtonsSchema.code).toBe(BLOCK_TYPE.shareButtons);
    expect(shareButtonsSchema.schema.parse({})).toEqual({
      label: "Share",
      networks: [{ network: "facebook" }, { network: "x" }, { network: "email" }],
      copyLink: true,
    });
    expect(settingsProblems(shareButtonsSchema.schema, { label: " " })).toEqual({ label: "The share button needs a label." });
    expect(settingsProblems(shareButtonsSchema.schema, { networks: [{ network: "myspace" }] })).toEqual({
      "networks.0.network": "Choose a network: facebook, x, linkedin, pinterest, email.",
    });
  });

  it("renders a hidden Share button and panel with the choices for the sharing code the island loads on a press", () => {
    const html = renderToStaticMarkup(
      <ShareButtonsBlock
        id={"b".repeat(24)}
        settings={shareButtonsSchema.schema.parse({ networks: [{ network: "linkedin" }], copyLink: false })}
        context={context}
      />,
    );
    expect(html).toContain('data-island="share-buttons"');
    expect(html).toContain('<div class="tsr-share" data-title="News &amp; notes" data-networks="linkedin" data-copy-link="false">');
    expect(html).toContain(
      `<button type="button" class="tsr-share__button" aria-expanded="false" aria-controls="share-${"b".repeat(24)}-panel" hidden="">Share</button>`,
    );
    expect(html).not.toMatch(/<script|https:\/\//);
  });
});
