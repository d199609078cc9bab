import { z } from "zod";

/** The extensions the media library serves audio under (its content decides: mp3, m4a, aac, ogg, wav). */
const AUDIO_EXTENSIONS = ["mp3", "m4a", "aac", "ogg", "wav"] as const;

/** The editor's message for anything but an uploaded audio file's link. */
export const AUDIO_FILE_MESSAGE = "Choose an audio file uploaded to the media library (MP3, M4A, AAC, OGG or WAV).";

const AUDIO_LINK = new RegExp(`^/s/[0-9a-f]{24}/[a-z0-9-]{1,120}\\.(${AUDIO_EXTENSIONS.join("|")})$`);

/** An uploaded audio file's link in the media library (/s/{id}/{name}.mp3), the only source the audio and album blocks play. */
export const audioFileSchema = z.string().trim().max(300).regex(AUDIO_LINK, AUDIO_FILE_MESSAGE);
