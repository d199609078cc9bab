/** The time zones offered, and whether the browser could list them. */
export interface TimeZoneChoices {
  options: { value: string; label: string }[];
  /** False when the browser lists no time zones (one without Intl.supportedValuesOf): only the current one is offered. */
  listed: boolean;
}

/** The IANA time zones the browser knows, or null when it cannot list them. */
function browserTimeZones(): readonly string[] | null {
  try {
    return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : null;
  } catch {
    return null;
  }
}

/** IANA time zones the browser knows, with UTC first and the current value kept even if unknown. */
export function timeZoneChoices(current: string, known: readonly string[] | null = browserTimeZones()): TimeZoneChoices {
  const zones = ["UTC", ...(known ?? []).filter((zone) => zone !== "UTC")];
  if (current && !zones.includes(current)) zones.unshift(current);
  return { options: zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") })), listed: known !== null && known.length > 0 };
}
