/** The longest period the page speed trend shows day by day; a longer one is shown week by week. */
const DAILY_TREND_MAX_DAYS = 14;

const DAY_MS = 86_400_000;

/** One step of the trend: its first and last UTC day (YYYY-MM-DD), both included. */
interface SpeedTrendStep {
  from: string;
  to: string;
}

/** A day as YYYY-MM-DD, some days after another. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How the page speed trend cuts a period of days: one step per day up to two weeks, else one per
 * seven days counted from the period's first day (the last step holds what is left), so every
 * step lies inside the period the owner chose.
 */
export function speedTrendSteps(from: string, to: string): { step: "day" | "week"; steps: SpeedTrendStep[] } {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  const length = days <= DAILY_TREND_MAX_DAYS ? 1 : 7;
  const steps: SpeedTrendStep[] = [];
  for (let start = 0; start < days; start += length) steps.push({ from: addDays(from, start), to: addDays(from, Math.min(start + length, days) - 1) });
  return { step: length === 1 ? "day" : "week", steps };
}
