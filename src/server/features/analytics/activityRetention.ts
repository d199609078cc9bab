import type { Db } from "../../../db/database";
import { ACTIVITY_KINDS, ACTIVITY_RETENTION_SETTING, DEFAULT_ACTIVITY_KEPT_DAYS, type ActivityKind } from "../../../domain/analytics/activityKinds";
import { NETWORK_ERROR_EVENT } from "../../../domain/enumerations/trackingEvents";
import { SITE_SETTING_DEFINITIONS } from "../../../domain/siteSettings/siteSettingDefinitions";
import { PeriodicJob } from "../../background/periodicJob";
import type { Clock } from "../../clock";
import { processLog, type ServerLog } from "../../log/serverLog";

const DAY_MS = 86_400_000;
/** How often a site is trimmed at most: once a day is enough for limits counted in days. */
const SWEEP_EVERY_MS = DAY_MS;
/** Sites one round trims; the rest wait for the next round. */
const SITES_PER_ROUND = 200;
/** How often the job looks for sites due, and what the log says when a round fails. */
const RETENTION_CHECKS = {
  source: "analytics.retention",
  failure: "Deleting old visitor activity failed; the next round tries again.",
  intervalMs: 10 * 60_000,
};

/** The days each kind is kept on a site, read from its stored extra settings as the settings API reads them. */
function keptDaysOf(extraSettingsJson: string): Record<ActivityKind, number> {
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(extraSettingsJson) as Record<string, unknown>;
  } catch {
    settings = {};
  }
  const days = (kind: ActivityKind) => {
    const key = ACTIVITY_RETENTION_SETTING[kind];
    const checked = SITE_SETTING_DEFINITIONS.find((definition) => definition.key === key)!.schema.safeParse(settings[key]);
    return checked.success ? (checked.data as number) : DEFAULT_ACTIVITY_KEPT_DAYS;
  };
  return Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, days(kind)])) as Record<ActivityKind, number>;
}

/** Deletes one kind's entries of a site recorded before `before` (an instant); resolves how many went. */
async function deleteOlder(db: Db, websiteId: string, kind: ActivityKind, before: string): Promise<number> {
  const events = db.deleteFrom("analyticsEvents").where("websiteId", "=", websiteId).where("createdAt", "<", before);
  let deleted: { numDeletedRows: bigint }[];
  if (kind === "overlay") {
    deleted = [
      await db
        .deleteFrom("censusHits")
        .where("websiteId", "=", websiteId)
        .where("kind", "=", "overlay")
        .where("day", "<", before.slice(0, 10))
        .executeTakeFirst(),
      await events.where("kind", "=", "overlay").executeTakeFirst(),
    ];
  } else if (kind === "landings") deleted = [await events.where("kind", "=", "track").executeTakeFirst()];
  else if (kind === "traces") deleted = [await events.where("kind", "=", "trace").executeTakeFirst()];
  else if (kind === "network-errors") deleted = [await events.where("kind", "=", "event").where("event", "=", NETWORK_ERROR_EVENT).executeTakeFirst()];
  else deleted = [await events.where("kind", "=", "event").where("event", "<>", NETWORK_ERROR_EVENT).executeTakeFirst()];
  return deleted.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

/**
 * Keeps each kind of recorded visitor activity (landings, events, traces, failed loads, popup
 * showings and sign-ups) only for the days its site's setting says. Every node runs it; a site
 * is claimed for a day by moving its sweep time forward in one conditional upsert, so one node
 * trims it however many look at once.
 */
export class ActivityRetention {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    log: ServerLog = processLog,
  ) {
    this.job = new PeriodicJob({ ...RETENTION_CHECKS, round: () => this.runOnce(), log, runAtStart: true });
  }

  /** Trims every site due (not trimmed in the last day); resolves how many sites this round trimmed. */
  async runOnce(): Promise<number> {
    const now = this.clock.now();
    const sweptAt = now.toISOString();
    const dueBefore = new Date(now.getTime() - SWEEP_EVERY_MS).toISOString();
    const due = await this.db
      .selectFrom("websites")
      .leftJoin("analyticsRetentionSweeps", "analyticsRetentionSweeps.websiteId", "websites.id")
      .where((eb) => eb.or([eb("analyticsRetentionSweeps.sweptAt", "is", null), eb("analyticsRetentionSweeps.sweptAt", "<=", dueBefore)]))
      .select(["websites.id", "websites.extraSettingsJson"])
      .limit(SITES_PER_ROUND)
      .execute();
    let trimmed = 0;
    for (const site of due) {
      if (this.job.stopping) break;
      const claimed = await this.db
        .insertInto("analyticsRetentionSweeps")
        .values({ websiteId: site.id, sweptAt })
        .onConflict((oc) => oc.column("websiteId").doUpdateSet({ sweptAt }).where("analyticsRetentionSweeps.sweptAt", "<=", dueBefore))
        .returning("websiteId")
        .executeTakeFirst();
      if (!claimed) continue;
      const days = keptDaysOf(site.extraSettingsJson);
      for (const kind of ACTIVITY_KINDS) await deleteOlder(this.db, site.id, kind, new Date(now.getTime() - days[kind] * DAY_MS).toISOString());
      trimmed += 1;
    }
    return trimmed;
  }

  /** Looks for due sites every interval until stop(). */
  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
