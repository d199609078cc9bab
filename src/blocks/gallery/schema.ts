import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { DEFAULT_STACKED_TRANSITION, DEFAULT_STRIP_ALIGNMENT, GALLERY_DESIGN, STRIP_ALIGNMENT, SWIPE_BOUNDARY } from "../../domain/enumerations/galleryDesigns";
import { GALLERY_LIMITS } from "../../domain/limits/galleryLimits";
import { COLLECTION_LIMIT_MESSAGES, COLLECTION_LIMITS } from "../../domain/limits/collectionLimits";
import type { BlockSchemaDefinition } from "../types";
import { ALIGN_LABELS } from "../shared/choiceLabels";
import { linkSchema } from "../shared/linkSchema";
import { focalPointSchema, imageSourceSchema } from "../image/imageSource";
import { ratioSchema } from "../image/schema";
import { videoFrameOrigins, videoUrlProblem } from "../video/providers";
import { GalleryDataError, checkSnapPoint, checkTransition, parseColumnWidth } from "./rules/galleryData";
import { GalleryPreview } from "./GalleryPreview";

/** Runs one of the browser's gallery checks inside a schema, so server and browser refuse the same values. */
function rule<T>(check: (value: unknown) => T) {
  return (value: unknown, context: z.RefinementCtx) => {
    try {
      check(value);
    } catch (error) {
      if (error instanceof GalleryDataError) context.addIssue({ code: "custom", message: error.message });
      else throw error;
    }
  };
}

const slideSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Use letters, digits, - and _ (up to 64)."),
    type: z
      .enum(["image", "video"])
      .meta({ optionLabels: { image: "Image", video: "Video" } })
      .default("image"),
    src: imageSourceSchema,
    alt: z.string().max(500).default(""),
    width: z.number().int().positive().max(20_000).optional(),
    height: z.number().int().positive().max(20_000).optional(),
    focalPoint: focalPointSchema,
    title: z.string().max(300).default(""),
    caption: z.string().max(1000).default(""),
    /** The slide's url: what the address shows for it with the history option. */
    url: z
      .string()
      .regex(/^[a-z0-9-]{0,100}$/, "Use lowercase letters, digits and hyphens.")
      .default(""),
    clickThroughUrl: linkSchema.default(""),
    videoUrl: z.string().max(2000).default(""),
  })
  .superRefine((slide, context) => {
    if (slide.type !== "video") return;
    const problem = videoUrlProblem(slide.videoUrl);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["videoUrl"] });
  });

const settings = z
  .strictObject({
    design: z
      .enum(Object.values(GALLERY_DESIGN) as [string, ...string[]])
      .meta({
        optionLabels: {
          grid: "Grid",
          autogrid: "Automatic grid",
          autocolumns: "Automatic columns",
          autorows: "Automatic rows",
          carousel: "Carousel",
          list: "List",
          stacked: "Slideshow",
          strip: "Slider",
          base: "Basic",
        },
      })
      .default(GALLERY_DESIGN.GRID),
    slides: z.array(slideSchema).min(1, "Add at least one slide.").max(COLLECTION_LIMITS.slidesPerGallery, COLLECTION_LIMIT_MESSAGES.slidesPerGallery),
    imageAspectRatio: z.union([z.literal("auto"), ratioSchema]).default("auto"),
    slidesPerRow: z.number().int().min(1).max(10).optional(),
    lightbox: z.boolean().optional(),
    lightboxTheme: z
      .enum(["light", "dark"])
      .meta({ optionLabels: { light: "Light", dark: "Dark" } })
      .default("dark"),
    mixedContent: z.boolean().default(false),
    columnWidth: z.union([z.number(), z.string()]).superRefine(rule(parseColumnWidth)).optional(),
    columnWidthBehavior: z
      .enum(["min", "max"])
      .meta({ optionLabels: { min: "At least the column width", max: "At most the column width" } })
      .default(GALLERY_LIMITS.autocolumns.columnWidthBehavior),
    rowHeight: z.number().int().min(50).max(1000).optional(),
    gutter: z.number().min(0).max(100).optional(),
    listImageSize: z.number().int().min(10).max(90).default(50),
    vSize: z.number().min(1).max(100).optional(),
    activeAlignment: z.enum(["left", "center", "right"]).meta({ optionLabels: ALIGN_LABELS }).default("center"),
    squareThumbs: z.boolean().default(false),
    autoCrop: z.boolean().default(true),
    thumbnails: z.boolean().default(false),
    thumbnailStripHeight: z.number().int().min(20).max(400).optional(),
    thumbnailStripMargin: z.number().int().min(0).max(100).default(10),
    thumbnailsPerRow: z.number().int().min(1).max(12).default(GALLERY_LIMITS.grid.thumbnailsPerRow),
    padding: z.number().int().min(0).max(100).optional(),
    autoplay: z.boolean().default(GALLERY_LIMITS.settingsDefaults.autoplay),
    /** Seconds per slide; unset, 5 (the strip: 1, the slide widget's reading). */
    autoplayDuration: z.number().min(1).max(60).optional(),
    randomize: z.boolean().default(GALLERY_LIMITS.autoplay.randomize),
    metaPosition: z
      .enum(["bottom", "top", "overlay", "none"])
      .meta({ optionLabels: { bottom: "Below the image", top: "Above the image", overlay: "Over the image", none: "Hidden" } })
      .default("bottom"),
    /** The gallery manager turns loop on (spec 2 §3); the browser's default for data without it is off. */
    loop: z.boolean().default(true),
    keyboard: z.boolean().default(GALLERY_LIMITS.settingsDefaults.keyboard),
    history: z.boolean().default(GALLERY_LIMITS.settingsDefaults.historyHash),
    lazyLoad: z.boolean().default(GALLERY_LIMITS.settingsDefaults.lazyLoad),
    transition: z.string().superRefine(rule(checkTransition)).default(DEFAULT_STACKED_TRANSITION),
    clickBehavior: z
      .enum(["next", "previous", "half"])
      .meta({ optionLabels: { next: "Next slide", previous: "Previous slide", half: "Next or previous by the half clicked" } })
      .default("next"),
    stripAlignment: z
      .enum(Object.values(STRIP_ALIGNMENT) as [string, ...string[]])
      .meta({ optionLabels: { start: "Start", middle: "Middle", end: "End" } })
      .default(DEFAULT_STRIP_ALIGNMENT),
    activeSlideClickBehavior: z
      .enum(["next", "previous", "none"])
      .meta({ optionLabels: { next: "Next slide", previous: "Previous slide", none: "Nothing" } })
      .default("next"),
    swipeBoundaries: z
      .enum(Object.values(SWIPE_BOUNDARY) as [string, ...string[]])
      .meta({ optionLabels: { none: "Keep going", hard: "Stop at the ends", inertial: "Slow down at the ends" } })
      .default(SWIPE_BOUNDARY.HARD),
    snapPoint: z.string().superRefine(rule(checkSnapPoint)).default("none"),
    lightboxHash: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    const ids = new Set<string>();
    for (const [index, slide] of value.slides.entries()) {
      if (ids.has(slide.id)) context.addIssue({ code: "custom", message: "is used by another slide.", path: ["slides", index, "id"] });
      ids.add(slide.id);
    }
  });

/** Settings of a gallery block: its design, slides and behaviour (spec 2 §3, §4). */
export type GallerySettings = z.infer<typeof settings>;
/** One slide of a gallery. */
export type GallerySlide = GallerySettings["slides"][number];

/** A gallery of images and videos in one of nine designs (spec 2 §2). */
export const gallerySchema: BlockSchemaDefinition<GallerySettings> = {
  type: "gallery",
  code: BLOCK_TYPE.gallery,
  label: "Gallery",
  description: "Pictures and videos as a grid, columns, rows, carousel, list, slideshow or slider.",
  category: "media",
  schema: settings,
  example: settings.parse({
    design: GALLERY_DESIGN.GRID,
    slides: [
      { id: "first", src: "/static/demo/roastery.svg", alt: "The roaster", width: 1200, height: 800 },
      { id: "second", src: "/static/demo/beans.svg", alt: "Coffee beans", width: 1200, height: 800 },
    ],
  }),
  island: "gallery",
  frameSources: (s) => s.slides.flatMap((slide) => (slide.type === "video" ? videoFrameOrigins(slide.videoUrl) : [])),
  showsPicture: true,
  Preview: GalleryPreview,
  summary: (s) => (Array.isArray(s.slides) ? `${s.slides.length} ${s.slides.length === 1 ? "image" : "images"}` : ""),
};
