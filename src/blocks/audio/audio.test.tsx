import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { AudioBlock } from "./AudioBlock";
import { AUDIO_FILE_MESSAGE } from "./audioFile";
import { audioSchema } from "./schema";

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const file = `/s/${"b".repeat(24)}/morning-set.mp3`;

function problems(settings: unknown): Record<string, string> {
  return Object.fromEntries((audioSchema.schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("audio block", () => {
  it("plays only audio files uploaded to the media library", () => {
    expect(audioSchema.code).toBe(BLOCK_TYPE.audio);
    expect(problems({ title: "Set", audioFile: file })).toEqual({});
    for (const extension of ["m4a", "aac", "ogg", "wav"]) expect(problems({ title: "Set", audioFile: file.replace(".mp3", `.${extension}`) })).toEqual({});
    for (const audioFile of ["https://evil.example/a.mp3", `/s/${"b".repeat(24)}/page.html`, "javascript:alert(1)", `/s/${"b".repeat(24)}/../x.mp3`]) {
      expect(problems({ title: "Set", audioFile })).toEqual({ audioFile: AUDIO_FILE_MESSAGE });
    }
    expect(problems({ title: " ", audioFile: file })).toEqual({ title: "Give the recording a title." });
  });

  it("renders the browser's own player, named by title and artist, loading nothing and never autoplaying", () => {
    const html = renderToStaticMarkup(
      <AudioBlock
        id={"c".repeat(24)}
        settings={audioSchema.schema.parse({ title: "Morning set", artist: "The house band", audioFile: file })}
        context={context}
      />,
    );
    expect(html).toContain(`<audio class="tsr-audio__player" src="${file}" controls="" preload="none" aria-label="Morning set by The house band">`);
    expect(html).not.toContain("autoplay");
    expect(html).not.toContain("data-island");
  });
});
