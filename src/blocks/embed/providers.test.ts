import { describe, expect, it } from "vitest";
import { embedFrameOrigin, recogniseEmbedUrl, soundCloudPlayerUrl } from "./providers";

describe("embed providers", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/abcDEF12345", "youtube", "https://www.youtube-nocookie.com/embed/abcDEF12345"],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["https://vimeo.com/76979871/abcdef1234", "vimeo", "https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234"],
    ["https://soundcloud.com/forss/flickermood", "soundcloud", "https://soundcloud.com/forss/flickermood"],
    ["https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", "spotify", "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"],
    ["https://open.spotify.com/intl-de/album/1DFixLWuPkv3KT3TnV35m3", "spotify", "https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3"],
    ["https://music.apple.com/us/album/some-album/1440857781", "apple-music", "https://embed.music.apple.com/us/album/some-album/1440857781"],
    ["https://mastodon.social/@Gargron/109325706522505810", "mastodon", "https://mastodon.social/@Gargron/109325706522505810/embed"],
    ["https://bsky.app/profile/bsky.app/post/3l6oveex3ii2l", "bluesky", "https://embed.bsky.app/embed/bsky.app/app.bsky.feed.post/3l6oveex3ii2l"],
    ["https://www.tiktok.com/@scout2015/video/6718335390845095173", "tiktok", "https://www.tiktok.com/embed/v2/6718335390845095173"],
    ["https://www.flickr.com/photos/someone/52417421457", "flickr", "https://embedr.flickr.com/photos/52417421457"],
    ["https://www.flickr.com/photos/someone/albums/72177720301", "flickr", "https://embedr.flickr.com/photosets/72177720301"],
    ["https://www.zola.com/registry/annaandben", "zola", null],
  ])("recognises %s as %s", (address, provider, frameSrc) => {
    const embed = recogniseEmbedUrl(address);
    expect(embed?.provider).toBe(provider);
    expect(embed?.frameSrc).toBe(frameSrc);
  });

  it.each([
    "",
    "not an address",
    "javascript:alert(1)",
    "https://example.com/page",
    "https://www.youtube.com/watch?x=1",
    "https://vimeo.com/channels/staffpicks",
    "http://mastodon.social/@Gargron/109325706522505810",
    "https://w.soundcloud.com/player/?url=x",
    "https://open.spotify.com/user/someone",
  ])("recognises nothing in %j", (address) => {
    expect(recogniseEmbedUrl(address)).toBeNull();
  });

  it("makes SoundCloud's player from a track or playlist page, and nothing from other SoundCloud pages", () => {
    expect(soundCloudPlayerUrl("https://soundcloud.com/forss/flickermood")).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&visual=false",
    );
    expect(soundCloudPlayerUrl("https://soundcloud.com/forss/sets/soulhack/")).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fsets%2Fsoulhack&visual=false",
    );
    expect(soundCloudPlayerUrl("https://soundcloud.com/forss")).toBeNull();
    expect(soundCloudPlayerUrl("https://soundcloud.com/discover/sets")).toBeNull();
    expect(soundCloudPlayerUrl("https://on.soundcloud.com/AbCdEf")).toBeNull();
    expect(soundCloudPlayerUrl("https://evil.example/forss/flickermood")).toBeNull();
  });

  it("names the origin each provider's frame loads from", () => {
    expect(embedFrameOrigin(recogniseEmbedUrl("https://youtu.be/dQw4w9WgXcQ")!)).toBe("https://www.youtube-nocookie.com");
    expect(embedFrameOrigin(recogniseEmbedUrl("https://soundcloud.com/forss/flickermood")!)).toBe("https://w.soundcloud.com");
    expect(embedFrameOrigin(recogniseEmbedUrl("https://mastodon.social/@Gargron/109325706522505810")!)).toBe("https://mastodon.social");
    expect(embedFrameOrigin(recogniseEmbedUrl("https://www.zola.com/registry/annaandben")!)).toBeNull();
  });
});
