import type { Db } from "../../../db/database";
import type { ActivityKind } from "../../../domain/analytics/activityKinds";
import { TRACK_PARAMETERS } from "../../../domain/api/events";
import { NETWORK_ERROR_EVENT } from "../../../domain/enumerations/trackingEvents";

/** One recorded entry as the list and the CSV show it; `fields` are a landing's parameters (empty for other kinds). */
export interface ActivityEntry {
  at: string;
  name: string;
  page: string;
  detail: string;
  fields: Record<string, string>;
}

/** The first and last instant of a range of UTC days, for created_at comparisons. */
export function rangeBounds(from: string, to: string): { start: string; end: string } {
  return { start: `${from}T00:00:00.000Z`, end: `${to}T23:59:59.999Z` };
}

function parsed(dataJson: string): Record<string, unknown> {
  try {
    const value = JSON.parse(dataJson) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The analytics_events rows of one kind of activity (the network errors are RecordEvent events of one name). */
function eventsOf(db: Db, websiteId: string, kind: Exclude<ActivityKind, "overlay">, start: string, end: string) {
  const base = db.selectFrom("analyticsEvents").where("websiteId", "=", websiteId).where("createdAt", ">=", start).where("createdAt", "<=", end);
  if (kind === "landings") return base.where("kind", "=", "track");
  if (kind === "traces") return base.where("kind", "=", "trace");
  if (kind === "network-errors") return base.where("kind", "=", "event").where("event", "=", NETWORK_ERROR_EVENT);
  return base.where("kind", "=", "event").where("event", "<>", NETWORK_ERROR_EVENT);
}

/** Counts one kind's entries in a range (the overlay's views and sign-ups apart). */
export async function countEvents(db: Db, websiteId: string, kind: Exclude<ActivityKind, "overlay">, start: string, end: string): Promise<number> {
  const row = await eventsOf(db, websiteId, kind, start, end)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The parameters of stored landings in a range, the latest first, at most `limit`. */
export async function landingFields(db: Db, websiteId: string, start: string, end: string, limit: number): Promise<Record<string, string>[]> {
  const rows = await eventsOf(db, websiteId, "landings", start, end).select("dataJson").orderBy("createdAt", "desc").limit(limit).execute();
  return rows.map((row) => landingOf(parsed(row.dataJson)));
}

function landingOf(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(TRACK_PARAMETERS.map((name) => [name, text(data[name])]));
}

/** A landing's parameters other than its address and source, as "name: value" pairs. */
function landingDetail(fields: Record<string, string>): string {
  return TRACK_PARAMETERS.filter((name) => name !== "landing" && name !== "source" && fields[name])
    .map((name) => `${name}: ${fields[name]}`)
    .join(", ");
}

function entryOf(kind: Exclude<ActivityKind, "overlay">, row: { event: string; dataJson: string; createdAt: string }): ActivityEntry {
  const data = parsed(row.dataJson);
  if (kind === "landings") {
    const fields = landingOf(data);
    return { at: row.createdAt, name: fields.source || "(none)", page: fields.landing ?? "", detail: landingDetail(fields), fields };
  }
  if (kind === "network-errors") return { at: row.createdAt, name: text(data.urlRequested), page: "", detail: "", fields: {} };
  const inner = parsed(JSON.stringify(data.data ?? {}));
  const page = text(inner.pageUrl) || text(inner.pagePath) || text(data.pagePath);
  return { at: row.createdAt, name: row.event, page, detail: JSON.stringify(kind === "traces" ? (data.data ?? {}) : data), fields: {} };
}

/** The popup's showings (census hits) and sign-ups (overlay events) in a range, the latest first, at most `limit`. */
async function overlayEntries(db: Db, websiteId: string, from: string, to: string, limit: number): Promise<ActivityEntry[]> {
  const { start, end } = rangeBounds(from, to);
  const [views, signups] = await Promise.all([
    db
      .selectFrom("censusHits")
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "overlay")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .select(["path", "createdAt"])
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("analyticsEvents")
      .where("websiteId", "=", websiteId)
      .where("kind", "=", "overlay")
      .where("createdAt", ">=", start)
      .where("createdAt", "<=", end)
      .select(["dataJson", "createdAt"])
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute(),
  ]);
  const entries: ActivityEntry[] = [
    ...views.map((row) => ({ at: row.createdAt, name: "Popup shown", page: row.path, detail: "", fields: {} })),
    ...signups.map((row) => ({ at: row.createdAt, name: "Signed up", page: text(parsed(row.dataJson).pagePath), detail: "", fields: {} })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}

/** One kind's entries in a range of UTC days, the latest first, at most `limit`. */
export async function activityEntries(db: Db, websiteId: string, kind: ActivityKind, from: string, to: string, limit: number): Promise<ActivityEntry[]> {
  if (kind === "overlay") return overlayEntries(db, websiteId, from, to, limit);
  const { start, end } = rangeBounds(from, to);
  const rows = await eventsOf(db, websiteId, kind, start, end).select(["event", "dataJson", "createdAt"]).orderBy("createdAt", "desc").limit(limit).execute();
  return rows.map((row) => entryOf(kind, row));
}
