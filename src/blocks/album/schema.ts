import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { CONTENT_LIMITS } from "../../domain/limits/commerceLimits";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { audioFileSchema } from "../audio/audioFile";
import { AlbumPreview } from "./AlbumPreview";

/** The editor's message for an album past the spec's 60 tracks. */
export const TOO_MANY_TRACKS_MESSAGE = `An album holds at most ${CONTENT_LIMITS.maxTracksPerAlbum} tracks: remove some, or make a second album.`;

const track = z.strictObject({
  title: z.string().trim().min(1, "Give each track a title.").max(200, "A track's title is too long: at most 200 characters."),
  audioFile: audioFileSchema,
});

const settings = z.strictObject({
  title: z.string().trim().min(1, "Give the album a title.").max(200, "The title is too long: at most 200 characters."),
  artist: z.string().trim().max(200, "The artist's name is too long: at most 200 characters.").default(""),
  tracks: z.array(track).min(1, "Add at least one track.").max(CONTENT_LIMITS.maxTracksPerAlbum, TOO_MANY_TRACKS_MESSAGE),
});

/** Settings of an album block: its title, artist and tracks in playing order (at most 60). */
export type AlbumSettings = z.infer<typeof settings>;

/**
 * An album (spec 2 §3 album, 56; at most 60 tracks, §9): one player and the track list, each
 * track a button, the current one marked; when a track ends the next one plays.
 */
export const albumSchema: BlockSchemaDefinition<AlbumSettings> = {
  type: "album",
  code: BLOCK_TYPE.album,
  label: "Album",
  description: "Tracks from your media library in order, played one after another in the browser's own player.",
  category: "media",
  schema: settings,
  example: {
    title: "Live at the café",
    artist: "The house band",
    tracks: [
      { title: "Opening", audioFile: "/s/000000000000000000000000/opening.mp3" },
      { title: "Slow waltz", audioFile: "/s/000000000000000000000000/slow-waltz.mp3" },
      { title: "Encore", audioFile: "/s/000000000000000000000000/encore.mp3" },
    ],
  },
  Preview: AlbumPreview,
  island: "album",
  summary: (s) => {
    const count = Array.isArray(s.tracks) ? s.tracks.length : 0;
    return [textOf(s.title), `${count} ${count === 1 ? "track" : "tracks"}`].filter(Boolean).join(" · ");
  },
};
