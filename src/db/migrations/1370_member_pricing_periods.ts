import type { Kysely } from "kysely";
import { pricePeriodOfWords } from "../../domain/commerce/pricePeriodWords";

/** Rows read and rewritten at a time. */
const BATCH = 500;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

/** A member pricing option with its free-text `period` turned into a billing period and a number of payments. */
function structuredOption(option: Json): Json {
  const { period, ...rest } = option;
  const words = option.free === true || typeof period !== "string" ? "" : period;
  return { ...rest, ...pricePeriodOfWords(words) };
}

/** Rewrites every member pricing block found anywhere in a stored layout or section; true when one changed. */
function rewriteBlocks(value: unknown): boolean {
  if (Array.isArray(value)) return value.map(rewriteBlocks).some(Boolean);
  if (!isRecord(value)) return false;
  const settings = value.settings;
  if (value.type === "member-pricing" && isRecord(settings) && Array.isArray(settings.prices)) {
    const options = settings.prices as unknown[];
    if (!options.some((option) => isRecord(option) && "period" in option)) return false;
    settings.prices = options.map((option) => (isRecord(option) && "period" in option ? structuredOption(option) : option));
    return true;
  }
  return Object.values(value).map(rewriteBlocks).some(Boolean);
}

/** The JSON text with its member pricing blocks rewritten, or null when nothing in it changes (or it is not JSON). */
function rewritten(text: string | null): string | null {
  if (text === null || !text.includes('"member-pricing"')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return rewriteBlocks(value) ? JSON.stringify(value) : null;
  } catch {
    return null;
  }
}

/** Rewrites the given JSON columns of every row of a table, in batches by id. */
async function rewriteTable(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  let after = "";
  for (;;) {
    const rows: Json[] = await db
      .selectFrom(table)
      .select(["id", ...columns])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const changes = Object.fromEntries(
        columns.flatMap((column) => {
          const text = rewritten(row[column] as string | null);
          return text === null ? [] : [[column, text]];
        }),
      );
      if (Object.keys(changes).length > 0) await db.updateTable(table).set(changes).where("id", "=", row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id as string;
  }
}

/**
 * The member pricing block's period becomes the subscriptions' structure: each option's
 * free-text `period` is replaced by `billingPeriod` ({ value, unit week, month or year }, or null
 * for a price paid once) and `numBillingCycles` (0 until cancelled), read from its words
 * ("per month", "/yr", "every 2 weeks", "monthly for 6 months"); words it does not know read as
 * every month, and an empty period or a free option as no period. Drafts, published layouts,
 * the page history and the section library are all rewritten, so no kept layout drops the block.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rewriteTable(db, "block_layouts", ["draft_json", "published_json"]);
  await rewriteTable(db, "layout_versions", ["layout_json"]);
  await rewriteTable(db, "section_library", ["draft_json", "published_json"]);
}

/** The structured periods stay: the words they came from are not kept, and the block reads only the structure. */
export async function down(): Promise<void> {}
