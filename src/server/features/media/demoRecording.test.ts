import { expect, it } from "vitest";
import { detectFileType } from "./fileType";
import { renderDemoRecording } from "./demoRecording";

it("plays a score into a WAV file of the score's length that the media library recognises", () => {
  const wav = renderDemoRecording({
    notes: [
      { hertz: 440, beats: 1 },
      { hertz: 0, beats: 1 },
    ],
    beatsPerMinute: 120,
    sampleRate: 8000,
  });
  expect(wav.byteLength).toBe(44 + 8000 * 2);
  expect(wav.readUInt32LE(40)).toBe(8000 * 2);
  expect(detectFileType(wav)?.format).toBe("wav");
  expect(wav.readInt16LE(44 + 2 * 4000 + 2 * 10)).toBe(0);
  expect(Math.abs(wav.readInt16LE(44 + 2 * 101))).toBeGreaterThan(0);
});
