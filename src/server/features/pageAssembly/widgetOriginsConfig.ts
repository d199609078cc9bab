import { PROVIDER_WIDGET_ORIGINS, type WidgetOrigins, type WidgetProvider } from "../../../blocks/shared/widgetOrigins";
import type { ConfigVariable } from "../../configVariable";

const ORIGIN_VARIABLES: Record<WidgetProvider, { name: string; label: string }> = {
  opentable: { name: "OPENTABLE_WIDGET_URL", label: "OpenTable's reservation widgets and booking pages" },
  tock: { name: "TOCK_WIDGET_URL", label: "Tock's widget script and booking pages" },
  acuity: { name: "ACUITY_WIDGET_URL", label: "Acuity Scheduling's booking frames and pages" },
  x: { name: "X_WIDGET_URL", label: "the scripts of X's follow button" },
};

/** The widget origin variables, as the README's configuration table lists them. */
export const WIDGET_ORIGIN_VARIABLES: readonly ConfigVariable[] = (Object.keys(ORIGIN_VARIABLES) as WidgetProvider[]).map((provider) => ({
  name: ORIGIN_VARIABLES[provider].name,
  defaultValue: PROVIDER_WIDGET_ORIGINS[provider],
  description: `Where ${ORIGIN_VARIABLES[provider].label} load from (change it only to point at a stand-in or a proxy).`,
}));

/** Reads the widget origin variables, adding any problem to the list. */
export function parseWidgetOrigins(env: Record<string, string | undefined>, problems: string[]): WidgetOrigins {
  const origins = { ...PROVIDER_WIDGET_ORIGINS };
  for (const provider of Object.keys(ORIGIN_VARIABLES) as WidgetProvider[]) {
    const { name } = ORIGIN_VARIABLES[provider];
    const text = env[name]?.trim();
    if (!text) continue;
    if (!/^https?:\/\/[^/\s]+$/.test(text.replace(/\/$/, "")))
      problems.push(`${name} must be an http:// or https:// origin such as https://example.com (got "${text}").`);
    origins[provider] = text.replace(/\/$/, "");
  }
  return origins;
}
