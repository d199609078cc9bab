import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { EmbedBlock } from "./EmbedBlock";
import { frameOriginsOf, sanitizeEmbedHtml } from "./sanitizeEmbedHtml";
import { embedSchema, UNKNOWN_ADDRESS_MESSAGE } from "./schema";
import { PROVIDER_WIDGET_ORIGINS } from "../shared/widgetOrigins";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "e".repeat(24);

function problems(settings: unknown): Record<string, string> {
  return Object.fromEntries((embedSchema.schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

function render(settings: unknown): string {
  return renderToStaticMarkup(<EmbedBlock id={id} settings={embedSchema.schema.parse(settings)} context={context} />);
}

describe("embed code sanitiser", () => {
  it("removes scripts, event handlers and frames from hosts that are not a provider's player", () => {
    const cleaned = sanitizeEmbedHtml(
      '<blockquote onclick="steal()">A post <a href="javascript:alert(1)">link</a></blockquote><script src="https://evil.example/x.js"></script>' +
        '<iframe src="https://evil.example/frame"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe><img src="https://evil.example/p.gif"><style>body{}</style>',
    );
    expect(cleaned).toBe('<blockquote>A post <a rel="noopener noreferrer nofollow" target="_blank">link</a></blockquote>');
  });

  it("keeps a provider's frame with a sandbox, and names its origin", () => {
    const cleaned = sanitizeEmbedHtml(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" onload="x()" sandbox="allow-top-navigation" allowfullscreen></iframe>',
    );
    expect(cleaned).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(cleaned).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"');
    expect(cleaned).not.toContain("onload");
    expect(cleaned).not.toContain("allow-top-navigation");
    expect(frameOriginsOf(cleaned)).toEqual(["https://www.youtube-nocookie.com"]);
  });
});

describe("embed block", () => {
  it("keeps the embed block type code and refuses addresses no provider answers to", () => {
    expect(embedSchema.code).toBe(BLOCK_TYPE.embed);
    expect(problems({ url: "https://example.com/video" })).toEqual({ url: UNKNOWN_ADDRESS_MESSAGE });
    expect(UNKNOWN_ADDRESS_MESSAGE).toBe(
      "Paste the address of a page on YouTube, Vimeo, SoundCloud, Spotify, Apple Music, Mastodon, Bluesky, TikTok, Flickr or Zola, or choose embed code.",
    );
    expect(problems({ source: "embed code", html: " " })).toEqual({ html: "Paste the embed code the provider offers." });
    expect(problems({ url: "https://youtu.be/dQw4w9WgXcQ", secret: 1 })).toHaveProperty("");
  });

  it("renders a provider behind a facade naming it, with no frame until the visitor asks", () => {
    const html = render({ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Our concert" });
    expect(html).not.toContain("<iframe");
    expect(html).toContain('data-frame-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain("Load “Our concert” from YouTube</button>");
    expect(html).toContain("Loading it lets YouTube see your visit and set cookies.");
    expect(html).toContain('data-island="embed"');
  });

  it("keeps pasted frames inert in a template behind the facade, and shows a Zola registry as a link", () => {
    const code = render({
      source: "embed code",
      html: '<iframe src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"></iframe><script>x()</script>',
    });
    expect(code).toMatch(/<template class="tsr-embed__template"><iframe src="https:\/\/open.spotify.com\/embed\/track\/4uLU6hMCjMI75M1A2tKUQC" sandbox=/);
    expect(code).toContain("Load content from Spotify</button>");
    expect(code).not.toContain("<script");
    expect(
      embedSchema.frameSources!(
        embedSchema.schema.parse({
          source: "embed code",
          html: '<iframe src="https://open.spotify.com/embed/x"></iframe><iframe src="https://evil.example/"></iframe>',
        }),
        PROVIDER_WIDGET_ORIGINS,
      ),
    ).toEqual(["https://open.spotify.com"]);
    const zola = render({ url: "https://www.zola.com/registry/annaandben", title: "Our registry" });
    expect(zola).toContain('<a class="tsr-embed__link" href="https://www.zola.com/registry/annaandben" rel="noopener noreferrer" target="_blank">Our registry');
    expect(embedSchema.frameSources!(embedSchema.schema.parse({ url: "https://www.zola.com/registry/annaandben" }), PROVIDER_WIDGET_ORIGINS)).toEqual([]);
  });

  it("tells the editor in the spec's words when a SoundCloud address names no track or playlist, and what embed code loses", () => {
    expect(embedSchema.notices!({ source: "address", url: "https://soundcloud.com/forss" })).toEqual(["Issue parsing SoundCloud url"]);
    expect(embedSchema.notices!({ source: "address", url: "https://soundcloud.com/forss/flickermood" })).toEqual([]);
    expect(embedSchema.notices!({ source: "embed code", html: '<script src="x.js"></script><iframe src="https://evil.example/f"></iframe>' })).toEqual([
      "Scripts in embed code are removed: the page shows the provider's frame, quote and links only.",
      "Frames from evil.example are removed: only the players of known providers can be embedded.",
    ]);
  });
});
