import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { audioFileSchema } from "./audioFile";
import { AudioPreview } from "./AudioPreview";

const settings = z.strictObject({
  title: z.string().trim().min(1, "Give the recording a title.").max(200, "The title is too long: at most 200 characters."),
  artist: z.string().trim().max(200, "The artist's name is too long: at most 200 characters.").default(""),
  /** The uploaded file's link in the media library (/s/...). */
  audioFile: audioFileSchema,
  caption: z.string().max(1000, "The caption is too long: at most 1000 characters.").default(""),
});

/** Settings of an audio block: one uploaded recording, its title, artist and caption. */
export type AudioSettings = z.infer<typeof settings>;

/** One recording in the browser's own player (spec 2 §3 audio, 33): keyboard-operable controls, never autoplaying. */
export const audioSchema: BlockSchemaDefinition<AudioSettings> = {
  type: "audio",
  code: BLOCK_TYPE.audio,
  label: "Audio",
  description: "A recording from your media library in the browser's own player, with its title and artist.",
  category: "media",
  schema: settings,
  example: { title: "Morning set", artist: "The house band", audioFile: "/s/000000000000000000000000/morning-set.mp3", caption: "" },
  Preview: AudioPreview,
  summary: (s) => [textOf(s.title), textOf(s.artist)].filter(Boolean).join(" · "),
};
