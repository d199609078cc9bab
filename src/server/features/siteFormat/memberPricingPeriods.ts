import { formatPath } from "../../../blocks/layout";
import { readPricePeriodWords } from "../../../domain/commerce/pricePeriodWords";
import { invalid } from "../../../domain/errors";

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** The refusal of a price whose period words cannot be read, naming the price and saying what to write. */
function unreadablePeriod(path: readonly PropertyKey[], option: Json, index: number, words: string): never {
  const name = typeof option.label === "string" && option.label.trim() !== "" ? `"${option.label.trim()}"` : `number ${index + 1}`;
  const message = `The member price ${name} is charged "${words}", which cannot be read as a billing period. Write it as "per month", "every 2 weeks" or "per year", with "for 6 months" after it for a number of payments.`;
  const at = formatPath([...path, "period"]);
  throw invalid(`${at}: ${message}`, { [at]: message });
}

/** One price option with its free-text `period` replaced by a billing period and a number of payments. */
function structuredOption(option: Json, index: number, path: readonly PropertyKey[]): Json {
  const { period, ...rest } = option;
  const words = option.free === true || typeof period !== "string" ? "" : period;
  const reading = readPricePeriodWords(words);
  if (!("read" in reading)) unreadablePeriod(path, option, index, words);
  return { ...rest, ...reading.read };
}

/** Walks a part of the file, rewriting in place each member pricing block whose prices still carry a `period`. */
function rewriteBlocks(value: unknown, path: PropertyKey[]): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => rewriteBlocks(entry, [...path, index]));
    return;
  }
  if (!isRecord(value)) return;
  const settings = value.settings;
  if (value.type === "member-pricing" && isRecord(settings) && Array.isArray(settings.prices)) {
    const prices = [...path, "settings", "prices"];
    settings.prices = settings.prices.map((option: unknown, index: number) =>
      isRecord(option) && "period" in option ? structuredOption(option, index, [...prices, index]) : option,
    );
    return;
  }
  for (const [key, entry] of Object.entries(value)) rewriteBlocks(entry, [...path, key]);
}

/**
 * Site files written before migration 1370 give a member pricing block's prices a free-text
 * `period` ("per month", "every 2 weeks", "monthly for 6 months"). Each is read with the words the
 * migration used and becomes `billingPeriod` and `numBillingCycles`, wherever the file holds the
 * block (pages, posts, the section library, page history); words that cannot be read are refused
 * with a message naming the price, instead of being charged every month as the migration did.
 */
export function upgradeMemberPricingPeriods(file: Json): void {
  for (const [key, part] of Object.entries(file)) rewriteBlocks(part, [key]);
}
