import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { DISPLAY_MODE } from "../../domain/enumerations/videoModes";
import { VIDEO_MESSAGES } from "../../domain/messages/videoMessages";
import type { BlockSchemaDefinition } from "../types";
import { DISPLAY_MODE_LABELS } from "../shared/choiceLabels";
import { imageSourceSchema } from "../image/imageSource";
import { videoFrameOrigins, videoUrlProblem } from "./providers";
import { textOf } from "../shared/plainText";

const settings = z
  .strictObject({
    /** An embedded player (a provider address or embed markup) or an uploaded video file. */
    source: z
      .enum(["embed", "file"])
      .meta({ title: "Play", optionLabels: { embed: "A video link", file: "An uploaded video" } })
      .default("embed"),
    url: z.string().max(5000).meta({ title: "Video link" }).default(""),
    /** The uploaded file's link (/s/...), for an uploaded video. */
    fileSrc: z.string().max(2000).meta({ title: "Uploaded video" }).default(""),
    title: z.string().max(300).default(""),
    caption: z.string().max(1000).default(""),
    /** A custom featured image shown on the overlay (embedded videos only). */
    thumbnail: imageSourceSchema.optional(),
    thumbnailWidth: z.number().int().positive().max(20_000).optional(),
    thumbnailHeight: z.number().int().positive().max(20_000).optional(),
    displayMode: z.enum([DISPLAY_MODE.FIT, DISPLAY_MODE.FILL, DISPLAY_MODE.NONE]).meta({ optionLabels: DISPLAY_MODE_LABELS }).default(DISPLAY_MODE.FIT),
    /** The video's size; unknown sizes get 56.3% aspect padding. */
    width: z.number().int().positive().max(10_000).optional(),
    height: z.number().int().positive().max(10_000).optional(),
  })
  .superRefine((value, context) => {
    if (value.source === "embed") {
      const problem = videoUrlProblem(value.url);
      if (problem) context.addIssue({ code: "custom", message: problem, path: ["url"] });
      return;
    }
    if (!value.fileSrc.startsWith("/s/")) context.addIssue({ code: "custom", message: "Choose an uploaded video.", path: ["fileSrc"] });
    if (value.thumbnail) context.addIssue({ code: "custom", message: VIDEO_MESSAGES.customThumbnailNeedsEmbed, path: ["thumbnail"] });
  });

/** Settings of a video block: what plays, its featured image, title and how it fills its frame. */
export type VideoSettings = z.infer<typeof settings>;

/** A video behind a play overlay; one plays at a time (spec 2 §2, §4, §5). */
export const videoSchema: BlockSchemaDefinition<VideoSettings> = {
  type: "video",
  code: BLOCK_TYPE.video,
  label: "Video",
  description: "A YouTube, Vimeo, Wistia or Animoto video, or an uploaded one, behind a play button.",
  category: "media",
  schema: settings,
  example: { source: "embed", url: "https://vimeo.com/76979871", fileSrc: "", title: "A video", caption: "", displayMode: "fit" },
  island: "video",
  frameSources: (s) => (s.source === "embed" ? videoFrameOrigins(s.url) : []),
  summary: (s) => textOf(s.title) || textOf(s.url),
};
