/** Template version strings a site can run on (spec 2 §3); the page context carries one. */
export const TEMPLATE_VERSION = {
  V7: "7",
  V7_1: "7.1",
  V8: "8",
} as const;

/** A template version string, e.g. "7.1". */
export type TemplateVersion = (typeof TEMPLATE_VERSION)[keyof typeof TEMPLATE_VERSION];
