/** IANA time zones the browser knows, with UTC first and the current value kept even if unknown. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = ["UTC", ...known.filter((zone) => zone !== "UTC")];
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));
}
