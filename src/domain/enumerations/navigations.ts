/**
 * Names of a site's navigations. "_hidden" and "_memberareas" come from spec 2 §9;
 * "main" is the name Tessera gives a site's primary navigation.
 */
export const NAVIGATION = {
  MAIN: "main",
  HIDDEN: "_hidden",
  MEMBER_AREAS: "_memberareas",
} as const;

/** A navigation name. */
export type NavigationName = (typeof NAVIGATION)[keyof typeof NAVIGATION];
