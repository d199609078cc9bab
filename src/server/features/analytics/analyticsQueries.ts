import { sql } from "kysely";
import type { Db } from "../../../db/database";
import { buttonClicks } from "./buttonClicks";
import { failedLoadsReport } from "./failedLoadsReport";
import { formSubmissionCounts } from "./formSubmissionCounts";
import { pageSpeedReport } from "./pageSpeedReport";
import { quickViews } from "./quickViews";
import type { AnalyticsSummary, ErrorGroup, FailedLoad, VisitCounts } from "../../../domain/api/analytics";

/** How many top pages and referrers the summary lists. */
const SUMMARY_LIST_LENGTH = 10;
/** How many error groups the owner sees. */
const MAX_ERROR_GROUPS = 100;
/** The referrer name of visits with no referring site. */
const DIRECT_REFERRER = "(direct)";

const DEVICES = ["desktop", "tablet", "mobile"] as const;

/** Every day from `from` to `to` inclusive, as YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const visitColumns = {
  pageViews: sql<number>`count(*)`,
  visits: sql<number>`coalesce(sum(new_visit), 0)`,
  uniqueVisitors: sql<number>`count(distinct case when visitor_id <> '' then visitor_id end)`,
};

/** The owner's analytics reports: the visit summary and the grouped browser errors. Built once in buildApp. */
export class AnalyticsQueries {
  constructor(private readonly db: Db) {}

  /** Builds the summary for one site and range of UTC days from the census hits, the form submissions and newsletter sign-ups, the pages' buttons and the page speed reports. */
  async summary(websiteId: string, from: string, to: string): Promise<AnalyticsSummary> {
    const db = this.db;
    const hits = db.selectFrom("censusHits").where("websiteId", "=", websiteId).where("day", ">=", from).where("day", "<=", to);
    const views = hits.where("kind", "=", "pageview");
    const counts = (row: { pageViews: unknown; visits: unknown; uniqueVisitors: unknown } | undefined): VisitCounts => ({
      visits: Number(row?.visits ?? 0),
      uniqueVisitors: Number(row?.uniqueVisitors ?? 0),
      pageViews: Number(row?.pageViews ?? 0),
    });

    const [total, perDay, pages, referrers, devices, formViews, submissionsByForm, buttons, productViews, pageSpeed] = await Promise.all([
      views
        .select([visitColumns.pageViews.as("pageViews"), visitColumns.visits.as("visits"), visitColumns.uniqueVisitors.as("uniqueVisitors")])
        .executeTakeFirst(),
      views
        .select(["day", visitColumns.pageViews.as("pageViews"), visitColumns.visits.as("visits"), visitColumns.uniqueVisitors.as("uniqueVisitors")])
        .groupBy("day")
        .execute(),
      views
        .select(["path", sql<number>`count(*)`.as("n")])
        .groupBy("path")
        .orderBy("n", "desc")
        .orderBy("path")
        .limit(SUMMARY_LIST_LENGTH)
        .execute(),
      views
        .where("newVisit", "=", 1)
        .select(["referrer", sql<number>`count(*)`.as("n")])
        .groupBy("referrer")
        .orderBy("n", "desc")
        .orderBy("referrer")
        .limit(SUMMARY_LIST_LENGTH)
        .execute(),
      views
        .where("newVisit", "=", 1)
        .select(["device", sql<number>`count(*)`.as("n")])
        .groupBy("device")
        .execute(),
      hits
        .where("kind", "=", "form-render")
        .select(["targetId", sql<number>`count(*)`.as("n")])
        .groupBy("targetId")
        .execute(),
      formSubmissionCounts(db, websiteId, from, to),
      buttonClicks(db, websiteId, from, to),
      quickViews(db, websiteId, from, to),
      pageSpeedReport(db, websiteId, from, to),
    ]);

    const byDay = new Map(perDay.map((row) => [row.day, counts(row)]));
    const viewsByForm = new Map(formViews.map((row) => [row.targetId, Number(row.n)]));
    const formIds = [...new Set([...viewsByForm.keys(), ...submissionsByForm.keys()])].filter((id) => id !== "");
    const names = formIds.length
      ? await db.selectFrom("forms").where("websiteId", "=", websiteId).where("id", "in", formIds).select(["id", "name"]).execute()
      : [];
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    const deviceCount = new Map(devices.map((row) => [row.device, Number(row.n)]));
    // The totals add up the forms listed, so they never count renders or sends of a form the site no longer has.
    const formConversions = formIds
      .filter((id) => nameOf.has(id))
      .map((formId) => {
        const viewCount = viewsByForm.get(formId) ?? 0;
        const submissionCount = submissionsByForm.get(formId) ?? 0;
        return {
          formId,
          formName: nameOf.get(formId)!,
          views: viewCount,
          submissions: submissionCount,
          rate: viewCount === 0 ? 0 : submissionCount / viewCount,
        };
      })
      .sort((a, b) => b.views - a.views || a.formName.localeCompare(b.formName));

    return {
      from,
      to,
      totals: {
        ...counts(total),
        formViews: formConversions.reduce((sum, form) => sum + form.views, 0),
        formSubmissions: formConversions.reduce((sum, form) => sum + form.submissions, 0),
      },
      series: daysBetween(from, to).map((date) => ({ date, ...(byDay.get(date) ?? { visits: 0, uniqueVisitors: 0, pageViews: 0 }) })),
      topPages: pages.map((row) => ({ path: row.path, pageViews: Number(row.n) })),
      referrers: referrers.map((row) => ({ referrer: row.referrer || DIRECT_REFERRER, visits: Number(row.n) })),
      devices: DEVICES.map((device) => ({ device, visits: deviceCount.get(device) ?? 0 })),
      formConversions,
      buttonClicks: buttons,
      quickViews: productViews,
      pageSpeed,
    };
  }

  /** The site's browser errors grouped by message, file and line, most recent first, each with its latest stack and page. */
  async errorGroups(websiteId: string): Promise<ErrorGroup[]> {
    const db = this.db;
    const groups = await db
      .selectFrom("javascriptErrors")
      .where("websiteId", "=", websiteId)
      .select([
        "message",
        "file",
        "lineNumber",
        sql<number>`count(*)`.as("n"),
        sql<string>`min(created_at)`.as("firstSeen"),
        sql<string>`max(created_at)`.as("lastSeen"),
      ])
      .groupBy(["message", "file", "lineNumber"])
      .orderBy("lastSeen", "desc")
      .limit(MAX_ERROR_GROUPS)
      .execute();
    return Promise.all(
      groups.map(async (group) => {
        const sample = await db
          .selectFrom("javascriptErrors")
          .where("websiteId", "=", websiteId)
          .where("message", "=", group.message)
          .where("file", "=", group.file)
          .where("lineNumber", "=", group.lineNumber)
          .select(["stack", "url"])
          .orderBy("createdAt", "desc")
          .limit(1)
          .executeTakeFirst();
        return {
          message: group.message,
          file: group.file,
          line: Number(group.lineNumber),
          count: Number(group.n),
          firstSeen: group.firstSeen,
          lastSeen: group.lastSeen,
          sampleStack: sample?.stack ?? "",
          sampleUrl: sample?.url ?? "",
        };
      }),
    );
  }

  /** The addresses visitors' browsers could not load, the most recently failed first. */
  failedLoads(websiteId: string): Promise<FailedLoad[]> {
    return failedLoadsReport(this.db, websiteId);
  }
}
