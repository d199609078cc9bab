import { describe, expect, it } from "vitest";
import { parseVideoEmbed, playerCommand, playingEmbedUrl, secureEmbedUrl, videoUrlProblem } from "./providers";

describe("video providers", () => {
  it("reads provider addresses, player addresses and embed markup", () => {
    expect(parseVideoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
      type: "iframe",
      provider: "youtube",
      src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    });
    expect(parseVideoEmbed("https://youtu.be/dQw4w9WgXcQ")?.src).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(parseVideoEmbed("http://vimeo.com/76979871")?.src).toBe("http://player.vimeo.com/video/76979871");
    expect(parseVideoEmbed("https://vimeo.com/76979871/abcdef1234")?.src).toBe("https://player.vimeo.com/video/76979871?h=abcdef1234");
    expect(parseVideoEmbed('<iframe width="560" src="https://home.wistia.com/medias/e4a27b971d"></iframe>')?.src).toBe(
      "https://fast.wistia.net/embed/iframe/e4a27b971d",
    );
    expect(parseVideoEmbed("https://animoto.com/play/abcDEF123")?.provider).toBe("animoto");
    expect(parseVideoEmbed('<object data="https://videos.example.com/player.swf"></object>')).toEqual({
      type: "object",
      provider: "other",
      src: "https://videos.example.com/player.swf",
    });
  });

  it("calls anything else an invalid embed", () => {
    expect(videoUrlProblem("")).toBe("Invalid video embed.");
    expect(videoUrlProblem("<div>no player here</div>")).toBe("Invalid video embed.");
    expect(videoUrlProblem("javascript:alert(1)")).toBe("Invalid video embed.");
    expect(videoUrlProblem("https://www.youtube.com/watch?x=1")).toBe("Invalid video embed.");
    expect(videoUrlProblem("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
  });

  it("makes the four providers https on secure pages only", () => {
    expect(secureEmbedUrl("http://player.vimeo.com/video/1234", true)).toBe("https://player.vimeo.com/video/1234");
    expect(secureEmbedUrl("http://www.youtube.com/embed/abcdefg", true)).toBe("https://www.youtube.com/embed/abcdefg");
    expect(secureEmbedUrl("http://fast.wistia.net/embed/iframe/abcdef", true)).toMatch(/^https:/);
    expect(secureEmbedUrl("http://animoto.com/play/abcd", true)).toMatch(/^https:/);
    expect(secureEmbedUrl("http://player.vimeo.com/video/1234", false)).toBe("http://player.vimeo.com/video/1234");
    expect(secureEmbedUrl("http://videos.example.com/v/1", true)).toBe("http://videos.example.com/v/1");
  });

  it("gives YouTube the JS API flag and speaks each player's play and pause", () => {
    expect(playingEmbedUrl("https://www.youtube.com/embed/abcdefg", "youtube")).toBe("https://www.youtube.com/embed/abcdefg?enablejsapi=1&autoplay=1");
    expect(playerCommand("youtube", "pause")).toBe('{"event":"command","func":"pauseVideo","args":[]}');
    expect(playerCommand("vimeo", "play")).toBe('{"method":"play"}');
    expect(playerCommand("wistia", "play")).toBeNull();
  });
});
