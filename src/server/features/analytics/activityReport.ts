import type { Db } from "../../../db/database";
import type { ActivityKind } from "../../../domain/analytics/activityKinds";
import type { ActivityReport } from "../../../domain/api/analytics";
import { TRACK_PARAMETERS } from "../../../domain/api/events";
import { attachmentName, csvDocument } from "../../../domain/csv";
import { activityEntries, countEvents, landingFields, rangeBounds } from "./activityEntries";

/** Entries the screen lists; the CSV has more. */
const LIST_LENGTH = 200;
/** Entries a CSV holds at most, the latest first. */
const CSV_LENGTH = 20_000;
/** Latest landings the source, campaign and channel counts read. */
const LANDINGS_READ = 20_000;
/** Values listed per source, campaign and channel, the most frequent first. */
const LANDING_VALUES = 20;
/** The name of landings that carried no value. */
const NONE = "(none)";

function ranked(fields: Record<string, string>[], name: string): { value: string; landings: number }[] {
  const counts = new Map<string, number>();
  for (const landing of fields) counts.set(landing[name] || NONE, (counts.get(landing[name] || NONE) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, landings]) => ({ value, landings }))
    .sort((a, b) => b.landings - a.landings || a.value.localeCompare(b.value))
    .slice(0, LANDING_VALUES);
}

async function overlayCount(db: Db, websiteId: string, from: string, to: string, what: "views" | "signups"): Promise<number> {
  const { start, end } = rangeBounds(from, to);
  const row =
    what === "views"
      ? await db
          .selectFrom("censusHits")
          .where("websiteId", "=", websiteId)
          .where("kind", "=", "overlay")
          .where("day", ">=", from)
          .where("day", "<=", to)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      : await db
          .selectFrom("analyticsEvents")
          .where("websiteId", "=", websiteId)
          .where("kind", "=", "overlay")
          .where("createdAt", ">=", start)
          .where("createdAt", "<=", end)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * What the runtime recorded beyond page views over a range of UTC days: how many of each kind,
 * landings by source, campaign and channel, the popup's sign-ups per showing, and the latest
 * entries of one kind. Owners read here everything the runtime stores.
 */
export async function activityReport(db: Db, websiteId: string, kind: ActivityKind, from: string, to: string): Promise<ActivityReport> {
  const { start, end } = rangeBounds(from, to);
  const [landings, events, traces, networkErrors, overlayViews, overlaySignups, fields, entries] = await Promise.all([
    countEvents(db, websiteId, "landings", start, end),
    countEvents(db, websiteId, "events", start, end),
    countEvents(db, websiteId, "traces", start, end),
    countEvents(db, websiteId, "network-errors", start, end),
    overlayCount(db, websiteId, from, to, "views"),
    overlayCount(db, websiteId, from, to, "signups"),
    landingFields(db, websiteId, start, end, LANDINGS_READ),
    activityEntries(db, websiteId, kind, from, to, LIST_LENGTH + 1),
  ]);
  return {
    from,
    to,
    kind,
    counts: { landings, events, traces, networkErrors, overlayViews, overlaySignups },
    landings: { sources: ranked(fields, "source"), campaigns: ranked(fields, "campaign"), channels: ranked(fields, "channel") },
    overlayConversionRate: overlayViews === 0 ? 0 : overlaySignups / overlayViews,
    rows: entries.slice(0, LIST_LENGTH).map(({ at, name, page, detail }) => ({ at, name, page, detail })),
    more: entries.length > LIST_LENGTH,
  };
}

/** One kind's entries in a range as a CSV file and its name: landings with a column per parameter, other kinds as the list shows them. */
export async function activityCsv(db: Db, websiteId: string, kind: ActivityKind, from: string, to: string): Promise<{ fileName: string; csv: string }> {
  const entries = await activityEntries(db, websiteId, kind, from, to, CSV_LENGTH);
  const fileName = attachmentName(`${kind}-${from}-${to}`, "csv");
  if (kind === "landings") {
    return {
      fileName,
      csv: csvDocument(
        ["time", ...TRACK_PARAMETERS],
        entries.map((entry) => [entry.at, ...TRACK_PARAMETERS.map((name) => entry.fields[name] ?? "")]),
      ),
    };
  }
  return {
    fileName,
    csv: csvDocument(
      ["time", "name", "page", "detail"],
      entries.map((entry) => [entry.at, entry.name, entry.page, entry.detail]),
    ),
  };
}
