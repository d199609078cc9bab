/** A period of whole days, as YYYY-MM-DD, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** The periods offered in one click. */
export const PRESET_DAYS = [7, 30, 90] as const;

/** A day as YYYY-MM-DD in UTC. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` days ending today. */
export function lastDays(days: number, today: Date = new Date()): Period {
  const to = isoDay(today);
  return { from: isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000)), to };
}

/** A problem with a period the owner typed, or null when it can be asked for (at most 366 days). */
export function periodProblem(period: Period): string | null {
  const from = Date.parse(`${period.from}T00:00:00Z`);
  const to = Date.parse(`${period.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return "Choose a start and an end date.";
  if (from > to) return "The start must not be after the end.";
  if ((to - from) / 86_400_000 + 1 > 366) return "Choose at most 366 days.";
  return null;
}
