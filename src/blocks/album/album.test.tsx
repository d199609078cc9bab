import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { AlbumBlock } from "./AlbumBlock";
import { albumSchema, TOO_MANY_TRACKS_MESSAGE } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const track = (n: number) => ({ title: `Track ${n}`, audioFile: `/s/${"b".repeat(24)}/track-${n}.mp3` });
const tracks = (count: number) => Array.from({ length: count }, (_, i) => track(i + 1));

function problems(settings: unknown): Record<string, string> {
  return Object.fromEntries((albumSchema.schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("album block", () => {
  it("holds one to 60 tracks and refuses more in plain words", () => {
    expect(albumSchema.code).toBe(BLOCK_TYPE.album);
    expect(problems({ title: "Live", tracks: tracks(60) })).toEqual({});
    expect(problems({ title: "Live", tracks: tracks(61) })).toEqual({ tracks: TOO_MANY_TRACKS_MESSAGE });
    expect(TOO_MANY_TRACKS_MESSAGE).toBe("An album holds at most 60 tracks: remove some, or make a second album.");
    expect(problems({ title: "Live", tracks: [] })).toEqual({ tracks: "Add at least one track." });
    expect(problems({ title: "Live", tracks: [{ title: "", audioFile: "https://evil.example/a.mp3" }] })).toEqual({
      "tracks.0.title": "Give each track a title.",
      "tracks.0.audioFile": "Choose an audio file uploaded to the media library (MP3, M4A, AAC, OGG or WAV).",
    });
  });

  it("renders its title as a level-two heading, one player on the first track and each track as a button, the first marked current", () => {
    const html = renderToStaticMarkup(
      <AlbumBlock id={"c".repeat(24)} settings={albumSchema.schema.parse({ title: "Live", artist: "Band", tracks: tracks(3) })} context={context} />,
    );
    expect(html).toContain(`<h2 class="tsr-album__title" id="album-${"c".repeat(24)}">Live<span class="tsr-album__artist"> — Band</span></h2>`);
    expect(html.match(/<audio /g)).toHaveLength(1);
    expect(html).toContain(`src="/s/${"b".repeat(24)}/track-1.mp3" controls="" preload="none" aria-label="Track 1 by Band"`);
    expect(html.match(/<button type="button" class="tsr-album__track"/g)).toHaveLength(3);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toContain('aria-current="true"><span class="tsr-album__number">1.</span> Track 1</button>');
    expect(html).not.toContain("autoplay");
    expect(albumSchema.summary!({ title: "Live", tracks: tracks(3) })).toBe("Live · 3 tracks");
  });
});
