import type { AnalyticsSummary } from "../../../domain/api/analytics";

/** The words for each kind of device the census tells apart, wherever the analytics screen names one. */
export const DEVICE_LABEL: Record<AnalyticsSummary["devices"][number]["device"], string> = { desktop: "Desktop", tablet: "Tablet", mobile: "Phone" };
