import type { z } from "zod";

/** What each JSON type is called in a message a person reads. */
const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "a group of fields",
  record: "a group of fields",
  array: "a list",
  date: "a date",
};

/** The units a length limit counts, by what is being measured. */
const UNIT_WORDS: Record<string, string> = { string: "characters", array: "items", set: "items", file: "bytes" };

/** A count with its unit, singular for one: "1 item", "3 characters". */
function counted(count: number, origin: string): string {
  const unit = UNIT_WORDS[origin] ?? "items";
  return `${String(count)} ${count === 1 ? unit.replace(/s$/, "") : unit}`;
}

/** Field names whose split words would not read well to an owner, with the words they use instead. */
const FIELD_WORDS: Record<string, string> = {
  identifier: "Site identifier",
  urlSlug: "URL",
  href: "Link",
  url: "Link",
  sku: "SKU",
  qtyInStock: "Stock",
  priceCents: "Price",
  salePriceCents: "Sale price",
  pathPrefix: "Address prefix",
  translatedIds: "Translated page",
  locale: "Language",
  maxUses: "Uses in all",
  maxUsesPerCustomer: "Uses per customer",
};

/**
 * The field an issue is about, in plain words: the last named key of its path with its words
 * split ("timeZone" is "Time zone"); list positions name their list ("items.2" is "Items").
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === "string");
  if (!key) return "The request";
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Zod's error map for every API input: replaces zod's default wording ("Invalid input:
 * expected string, received number") with a sentence that names the field, such as "Title must
 * be text.". Messages a schema writes itself are kept; parsing passes this map so every area
 * gets it without writing it again.
 */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${label} is required.`;
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    case "unrecognized_keys":
      return `${label} has fields that are not known: ${issue.keys.join(", ")}.`;
    case "too_small":
      if (issue.origin === "number" || issue.origin === "bigint") return `${label} must be at least ${String(issue.minimum)}.`;
      if (issue.origin === "string" && Number(issue.minimum) === 1) return `${label} must not be empty.`;
      return `${label} must have at least ${counted(Number(issue.minimum), issue.origin)}.`;
    case "too_big":
      if (issue.origin === "number" || issue.origin === "bigint") return `${label} must be at most ${String(issue.maximum)}.`;
      return `${label} must have at most ${counted(Number(issue.maximum), issue.origin)}.`;
    case "invalid_value":
      return `${label} must be one of: ${issue.values.map((value) => String(value)).join(", ")}.`;
    case "invalid_format":
      return `${label} is not in the expected format.`;
    default:
      return `${label} is not valid.`;
  }
};

/**
 * The message of one issue as a sentence an owner reads: a schema's own words that go on from
 * the field's name ("must not be empty.") get that name in front ("Title must not be empty.");
 * whole sentences are kept. Every place that shows a schema's problems (server answers, screens)
 * passes its issues through this.
 */
export function plainSentence(issue: { path: readonly PropertyKey[]; message: string }): string {
  return /^[a-z]/.test(issue.message) ? `${fieldLabel(issue.path)} ${issue.message}` : issue.message;
}

/** Field messages keyed by their path ("languages[3].pathPrefix"), each made a sentence by plainSentence, for checks a server writes itself. */
export function plainFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      plainSentence({ path: path.split(/[[\].]+/).filter((part) => part !== "" && !/^\d+$/.test(part)), message }),
    ]),
  );
}
