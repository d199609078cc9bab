import { z, type ZodType } from "zod";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";
import { plainSentence } from "../../../domain/api/plainMessages";
import type { CollectionPageKind, EditorHints } from "../../../blocks/types";

/** One control of a block's settings panel, read from the block's settings schema. */
export type FieldSpec =
  | { kind: "text"; key: string; label: string; multiline: boolean; maxLength?: number; image: boolean; rich: boolean; audio?: true }
  /** `decimals`: how many decimals the field keeps (a schema's `decimals` metadata, e.g. 6 for a map's coordinates); two when unset. */
  | { kind: "number"; key: string; label: string; min?: number; max?: number; integer: boolean; optional: boolean; decimals?: number }
  | { kind: "boolean"; key: string; label: string }
  /** `optionLabels`: the words shown for options whose value is a name or code (a schema's `optionLabels` metadata). */
  | { kind: "choice"; key: string; label: string; options: (string | number)[]; optional: boolean; optionLabels?: Record<string, string> }
  | { kind: "list"; key: string; label: string; item: FieldSpec[]; maxItems?: number; minItems?: number; itemHasId: boolean }
  | { kind: "values"; key: string; label: string; item: FieldSpec; maxItems?: number; minItems?: number }
  /** `absentable`: the group may be null (off), and a checkbox turns it on with these values (its fields' defaults). */
  | { kind: "group"; key: string; label: string; fields: FieldSpec[]; absentable?: { start: Record<string, unknown> } }
  | { kind: "form"; key: string; label: string; formKind: "form" | "newsletter" }
  /** `kinds`: the kinds of page offered, or "source" for the kind a block's `source` setting names; `required`: no "the site's first" choice. */
  | { kind: "collection"; key: string; label: string; kinds: CollectionPageKind[] | "source"; required: boolean };

/** Settings keys naming one of the site's collections (a blog, an events page or a shop), picked from the page tree by title. */
const COLLECTION_KEYS = new Set(["collectionId", "blogId"]);

/** What a collection field is called, by the kinds of page it offers. */
function collectionLabel(kinds: CollectionPageKind[] | "source"): string {
  if (kinds === "source") return "Collection";
  const names = { blog: "Blog", events: "Events page", store: "Shop" } as const;
  return kinds.map((kind, index) => (index === 0 ? names[kind] : names[kind].toLowerCase())).join(" or ");
}

interface JsonSchema {
  /** The control's label, set with `.meta({ title })` on a block schema's field. */
  title?: string;
  type?: string | string[];
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  /** Words for a choice's options, set with `.meta({ optionLabels })` on its schema. */
  optionLabels?: Record<string, string>;
  /** How many decimals a number keeps in its field, set with `.meta({ decimals })` on its schema. */
  decimals?: number;
  default?: unknown;
}

/** A group that may be null (`z.strictObject(…).nullable()`): the object of its two choices, else undefined. */
function absentableObject(choices: JsonSchema[]): JsonSchema | undefined {
  const object = choices.find((choice) => choice.properties);
  return object && choices.length === 2 && choices.some((choice) => choice.type === "null") ? object : undefined;
}

/** The values a group that was off starts with when turned on: each field's default. */
function startValues(object: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object.properties ?? {}).flatMap(([key, field]) => (field.default === undefined ? [] : [[key, field.default]])));
}

/** Settings keys edited as long text. */
const LONG_TEXT = new Set(["html", "markdown", "description", "caption", "text"]);
/** Settings keys holding a picture's address, edited with the media picker. */
const IMAGE_KEYS = new Set(["src", "thumbnail"]);
/** Settings keys holding an uploaded audio file's link, edited with the audio picker. */
const AUDIO_KEYS = new Set(["audioFile"]);
/** Settings the editor keeps to itself (ids of list items are made, not typed). */
const HIDDEN_KEYS = new Set(["id"]);

/** Labels clearer than the settings key. */
const LABELS: Readonly<Record<string, string>> = {
  html: "Content",
  src: "Picture",
  alt: "Alternative text",
  url: "Link",
  clickThroughUrl: "Link when clicked",
  newWindow: "Open in a new window",
  joinLabel: "Join button text",
  joinUrl: "Join link",
  tooltip: "Tooltip (shown on hover and keyboard focus)",
  askToConfirm: "Ask to confirm before leaving",
  confirmQuestion: "Question asked before leaving",
  count: "Number of items",
  sort: "Order",
  fields: "Show",
  audioFile: "Audio file",
  variant: "Design",
  lazy: "Load only when scrolled near",
  lazyLoad: "Load pictures only when scrolled near",
  lightbox: "Open larger when clicked",
  lightboxTheme: "Colours of the enlarged view",
  lightboxHash: "Give each enlarged picture its own link",
  minPixelRatio: "Least sharpness to load (1 for ordinary screens, 2 or 3 for sharp ones)",
  maxPixelRatio: "Most sharpness to load (1 for ordinary screens, 2 or 3 for sharp ones)",
  allowSaveData: "Lighter picture for visitors whose data saver is on",
  forceUpdate: "Load the picture again at every size change, smaller sizes too",
  sizeAdjustment: "Sharpness adjustment (1 as measured, 2 twice as sharp)",
  sizeFormat: "How the picture's size is asked for",
  displayMode: "How it fills its frame",
  fitAlignment: "Position in the frame",
  fixedRatio: "Shape (width:height, such as 3:2; empty keeps the picture's own)",
  imageAspectRatio: "Shape of the pictures (width:height, such as 3:2)",
  focalPoint: "Point kept in view when cropped",
  gutter: "Space between pictures (pixels)",
  padding: "Space around pictures (pixels)",
  vSize: "Slider height (percent of its width)",
  metaPosition: "Caption position",
  mixedContent: "Mix pictures and videos",
  snapPoint: "Where a swiped slide stops (none, or a percent such as 50%)",
  attribution: "Who said it",
  restaurantId: "Restaurant number on OpenTable",
  productId: "Product (the code at the end of its address in the store)",
  owner: "Acuity account number",
  videoUrl: "Video link",
  displaySource: "Show the code as text instead of running it",
  limit: "Most shown",
  randomize: "Shuffle the order",
  autoCrop: "Crop pictures to the same shape",
  autoplayDuration: "Seconds per slide",
  thumbnailStripMargin: "Space above the thumbnails (pixels)",
  keyboard: "Arrow keys move between pictures",
  history: "Page address names the picture shown",
  clickBehavior: "When a slide is clicked",
  activeSlideClickBehavior: "When the current slide is clicked",
  swipeBoundaries: "At the first and last slide",
  columnWidthBehavior: "Column width is",
  activeAlignment: "Where the current slide sits",
  stripAlignment: "Where the current slide sits in the slider",
  networkWidget: "Use X's own follow button",
  level: "Heading size (1 is largest)",
  squareThumbs: "Square thumbnails",
};

/** The label of the box where a picture's web address is typed by hand, under the picture chooser ("Picture" → "Web address of the picture"). */
export function pictureAddressLabel(label: string): string {
  return `Web address of the ${label.toLowerCase()}`;
}

/** "firstItemExpanded" → "First item expanded". */
export function humanize(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldFor(key: string, schema: JsonSchema, optional: boolean, hints: EditorHints): FieldSpec | null {
  const label = schema.title ?? humanize(key);
  if (HIDDEN_KEYS.has(key)) return null;
  if (key === "formId")
    return { kind: "form", key, label: hints.newsletterForm ? "Newsletter form" : "Form", formKind: hints.newsletterForm ? "newsletter" : "form" };
  if (COLLECTION_KEYS.has(key)) {
    const kinds = hints.collectionKinds ?? ["blog"];
    return { kind: "collection", key, label: collectionLabel(kinds), kinds, required: !optional };
  }
  if (schema.enum) return { kind: "choice", key, label, options: schema.enum, optional, ...(schema.optionLabels ? { optionLabels: schema.optionLabels } : {}) };
  if (schema.anyOf) {
    const object = absentableObject(schema.anyOf);
    if (object) return { kind: "group", key, label, fields: fieldsOf(object, hints), absentable: { start: startValues(object) } };
    const consts = schema.anyOf.map((s) => s.const);
    if (consts.every((c) => c !== undefined)) return { kind: "choice", key, label, options: consts as (string | number)[], optional };
    return { kind: "text", key, label, multiline: false, image: false, rich: false };
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return {
        kind: "text",
        key,
        label,
        multiline: LONG_TEXT.has(key) || (schema.maxLength ?? 0) > 1000,
        maxLength: schema.maxLength,
        image: IMAGE_KEYS.has(key),
        rich: key === "html" && !hints.htmlIsSource,
        ...(AUDIO_KEYS.has(key) ? { audio: true as const } : {}),
      };
    case "number":
    case "integer":
      return {
        kind: "number",
        key,
        label,
        min: schema.minimum,
        max: schema.maximum,
        integer: type === "integer",
        optional,
        ...(schema.decimals === undefined ? {} : { decimals: schema.decimals }),
      };
    case "boolean":
      return { kind: "boolean", key, label };
    case "array":
      if (schema.items?.properties) {
        return {
          kind: "list",
          key,
          label,
          item: fieldsOf(schema.items, hints),
          maxItems: schema.maxItems,
          minItems: schema.minItems,
          itemHasId: "id" in schema.items.properties,
        };
      }
      if (schema.items) {
        const item = fieldFor("value", schema.items, false, hints);
        if (item?.kind === "text" || item?.kind === "number") return { kind: "values", key, label, item, maxItems: schema.maxItems, minItems: schema.minItems };
      }
      return null;
    case "object":
      return schema.properties ? { kind: "group", key, label, fields: fieldsOf(schema, hints) } : null;
    default:
      return null;
  }
}

function fieldsOf(schema: JsonSchema, hints: EditorHints): FieldSpec[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([key, property]) => fieldFor(key, property, !required.has(key), hints))
    .filter((field): field is FieldSpec => field !== null);
}

/** The controls of a block type's settings panel, in the order its schema lists them. */
export function settingsFields(schema: ZodType, blockType: string): FieldSpec[] {
  const json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  return fieldsOf(json, blockSchemaFor(blockType)?.editorHints ?? {});
}

/** The first problem of each settings path ("slides.0.src"), for the messages under the controls. */
export function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  const result = schema.safeParse(settings);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    problems[path] ??= plainSentence(issue);
  }
  return problems;
}
