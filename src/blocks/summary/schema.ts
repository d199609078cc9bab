import { z } from "zod";
import { BLOCK_TYPE, BLOCK_VARIANTS } from "../../domain/enumerations/blockTypes";
import { isId } from "../../domain/ids";
import { SUMMARY_LIMITS } from "../../domain/limits/summaryLimits";
import type { BlockSchemaDefinition } from "../types";
import { textOf } from "../shared/plainText";
import { SummaryPreview } from "./SummaryPreview";

/**
 * The collections a summary can show, each read by its own loader on the server
 * (features/widgets/summarySources.ts).
 */
const SUMMARY_SOURCES = ["blog", "products", "events"] as const;

/** A collection a summary shows. */
export type SummarySource = (typeof SUMMARY_SOURCES)[number];

const fields = z
  .strictObject({
    image: z.boolean().default(true),
    excerpt: z.boolean().default(true),
    price: z.boolean().default(true),
    date: z.boolean().default(true),
  })
  .default({ image: true, excerpt: true, price: true, date: true });

const settings = z.strictObject({
  heading: z.string().trim().max(200).default(""),
  source: z
    .enum(SUMMARY_SOURCES)
    .meta({ optionLabels: { blog: "Blog posts", products: "Products", events: "Events" } })
    .default("blog"),
  /** The collection of that source; "" for the site's first. */
  collectionId: z
    .string()
    .refine((v) => v === "" || isId(v), "Choose a collection of this site.")
    .default(""),
  variant: z
    .enum(BLOCK_VARIANTS.summary)
    .meta({ optionLabels: { wall: "Wall", carousel: "Carousel", list: "List", grid: "Grid" } })
    .default("grid"),
  count: z
    .number()
    .int("Write a whole number of items.")
    .min(1, "Show at least one item.")
    .max(SUMMARY_LIMITS.maxItems, `Show at most ${SUMMARY_LIMITS.maxItems} items.`)
    .default(SUMMARY_LIMITS.defaultItems),
  /** Newest or oldest first by date (products, which have no date, by the shop's order and its reverse), or by title. */
  sort: z
    .enum(["newest", "oldest", "title"])
    .meta({ optionLabels: { newest: "Newest first", oldest: "Oldest first", title: "By title" } })
    .default("newest"),
  fields,
  /** A "Show more" button under the items while the collection holds more. */
  showMore: z.boolean().default(false),
});

/** Settings of a summary block: what it shows, in which variant, how many and in which order. */
export type SummarySettings = z.infer<typeof settings>;

/**
 * The newest posts or products of a collection as a wall, carousel, list or grid (spec 2 §3
 * "Block variants"), each item with its picture, title, excerpt, price or date and link.
 */
export const summarySchema: BlockSchemaDefinition<SummarySettings> = {
  type: "summary",
  code: BLOCK_TYPE.summary,
  label: "Summary",
  description: "The latest posts or products of a collection as a wall, carousel, list or grid.",
  category: "layout",
  schema: settings,
  example: {
    heading: "From the journal",
    source: "blog",
    collectionId: "",
    variant: "grid",
    count: SUMMARY_LIMITS.defaultItems,
    sort: "newest",
    fields: { image: true, excerpt: true, price: true, date: true },
    showMore: false,
  },
  island: "summary",
  editorHints: { collectionKinds: "source" },
  showsPicture: true,
  Preview: SummaryPreview,
  summary: (s) => textOf(s.heading) || `${textOf(s.source) || "blog"} ${textOf(s.variant) || "grid"}`,
};
