import { z } from "zod";
import { PERMISSION, type Permission } from "../enumerations/permissions";
import { MAX_ROBOTS_TXT_LENGTH, robotsRulesSchema } from "../seo/robotsTxt";
import { MAX_OPENING_HOURS_LENGTH, openingHoursSchema } from "../seo/businessFacts";
import { DEFAULT_REVIEW_REQUEST_DAYS, MAX_REVIEW_REQUEST_DAYS } from "../commerce/productReviews";
import { MAX_DISQUS_SHORTNAME_LENGTH, disqusShortnameSchema } from "../comments/disqusShortname";
import { ACTIVITY_RETENTION_SETTING, DEFAULT_ACTIVITY_KEPT_DAYS, MAX_ACTIVITY_KEPT_DAYS } from "../analytics/activityKinds";
import { IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE, isIanaTimeZone, isLocaleTag } from "./siteIdentity";

/** Most published versions of a page or post its history may keep. */
const MAX_PAGE_VERSIONS_KEPT = 100;

/** Longest site title. */
const MAX_SITE_TITLE_LENGTH = 200;

/** Longest map tile address template. */
const MAX_TILE_ADDRESS_LENGTH = 500;
/** Longest map tile credit. */
const MAX_TILE_ATTRIBUTION_LENGTH = 300;
/** What a map tile address looks like, for the settings screen's help. */
const TILE_ADDRESS_HELP =
  "The web address your map provider gives for its map pictures, copied as it is: it holds {z}, {x} and {y}, which each map fills in, such as https://maps.example.org/{z}/{x}/{y}.png. Where the provider draws place names in several languages, {lang} in the address becomes the page's language, such as fr.";

/** A map tile address template (Leaflet's {z}/{x}/{y}, optionally {s} and {r}), or "" for none. */
const tileAddress = z
  .string()
  .trim()
  .max(MAX_TILE_ADDRESS_LENGTH, `must be at most ${MAX_TILE_ADDRESS_LENGTH} characters.`)
  .refine(
    (value) => value === "" || (/^https?:\/\/[^/\s]+\/\S*$/.test(value) && ["{z}", "{x}", "{y}"].every((part) => value.includes(part))),
    "must be an http:// or https:// address with {z}, {x} and {y} in it, or empty.",
  )
  .default("");

/** A map tile address setting: kept in the extra settings, carried to pages, edited as a text field. */
function tileSetting<K extends string>(key: K, label: string, description: string) {
  return {
    key,
    schema: tileAddress,
    default: "",
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    context: "websiteSettings",
    control: { kind: "text", label, description, maxLength: MAX_TILE_ADDRESS_LENGTH },
  } as const;
}

/** How many days one kind of recorded visitor activity is kept: a whole number of days, edited as a number. */
function keptDaysSetting<K extends string>(key: K, label: string, what: string) {
  return {
    key,
    schema: z.number().int("must be a whole number.").min(1, "must be at least 1.").max(MAX_ACTIVITY_KEPT_DAYS, `must be at most ${MAX_ACTIVITY_KEPT_DAYS}.`),
    default: DEFAULT_ACTIVITY_KEPT_DAYS,
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "number",
      label,
      description: `How many days ${what} stay on the Analytics screen (1 to ${MAX_ACTIVITY_KEPT_DAYS}); older ones are deleted.`,
      min: 1,
      max: MAX_ACTIVITY_KEPT_DAYS,
    },
  } as const;
}

/** How the general settings screen shows a setting; each kind is one kind of control. */
type SettingControl =
  | { kind: "text"; label: string; description?: string; required?: boolean; maxLength?: number; multiline?: boolean }
  /** A text field whose help starts with the site's address under the typed identifier. */
  | { kind: "identifier"; label: string; description: string }
  | { kind: "timeZone"; label: string; description: string }
  | { kind: "checkbox"; label: string; description: string }
  /** A whole number between min and max. */
  | { kind: "number"; label: string; description: string; min: number; max: number };

/** The website columns that back the settings older than the extra settings (migration 0001). */
type SettingColumn =
  "title" | "identifier" | "locale" | "timeZone" | "developerMode" | "cloneable" | "useEscapeKeyToLogin" | "commentsEnabled" | "disqusShortname";

/** Where in the site context (src/domain/siteContext.ts) a setting appears, under its own key. */
export type SettingContextPart = "website" | "websiteSettings";

/** One general site setting, defined once for the API, the site file, the site context and the screen. */
export interface SiteSettingDefinition {
  /** Its key in the settings API, in the site context and, for extra settings, in the website's extraSettings. */
  key: string;
  /** Checks (and normalises) the value an owner sends; the browser and the server both run it. */
  schema: z.ZodType;
  /** The value of a site that never set it; required for settings kept in extraSettings. */
  default?: unknown;
  /** The permission whose write mode may change it. */
  write: Permission;
  /** The column that stores it, or "extraSettings" for the website's JSON extra settings (no migration needed). */
  storage: SettingColumn | "extraSettings";
  /** Where the page's site context carries it, when pages need it. */
  context?: SettingContextPart;
  control: SettingControl;
}

/**
 * Every general site setting, in the settings screen's order. Adding one adds an entry here,
 * stored in "extraSettings"; the API, site files, the site context and the screen follow.
 */
export const SITE_SETTING_DEFINITIONS = [
  {
    key: "title",
    schema: z.string().trim().min(1, "must not be empty.").max(MAX_SITE_TITLE_LENGTH, `must be at most ${MAX_SITE_TITLE_LENGTH} characters.`),
    write: PERMISSION.SETTINGS,
    storage: "title",
    control: { kind: "text", label: "Site title", required: true, maxLength: MAX_SITE_TITLE_LENGTH },
  },
  {
    key: "identifier",
    schema: z.string().trim().toLowerCase().regex(IDENTIFIER_PATTERN, IDENTIFIER_RULE_MESSAGE),
    write: PERMISSION.SETTINGS,
    storage: "identifier",
    context: "website",
    control: { kind: "identifier", label: "Site identifier", description: "Lowercase letters, digits and inner hyphens." },
  },
  {
    key: "locale",
    schema: z.string().trim().refine(isLocaleTag, "is not a language code such as en-US."),
    default: "en-US",
    write: PERMISSION.SETTINGS,
    storage: "locale",
    control: {
      kind: "text",
      label: "Language and region",
      description: "A language code such as en-US or fr-FR: the language of the site's pages and how dates are written.",
    },
  },
  {
    key: "timeZone",
    schema: z.string().trim().refine(isIanaTimeZone, "is not a time zone such as Europe/Paris."),
    default: "UTC",
    write: PERMISSION.SETTINGS,
    storage: "timeZone",
    control: { kind: "timeZone", label: "Time zone", description: "Dates on the site and in blog post addresses use it." },
  },
  {
    key: "useEscapeKeyToLogin",
    schema: z.boolean(),
    default: false,
    write: PERMISSION.SETTINGS,
    storage: "useEscapeKeyToLogin",
    context: "websiteSettings",
    control: { kind: "checkbox", label: "Escape key opens sign-in", description: "Visitors who press Escape on the site go to the sign-in page." },
  },
  {
    key: "developerMode",
    schema: z.boolean(),
    default: false,
    write: PERMISSION.SETTINGS,
    storage: "developerMode",
    context: "website",
    control: {
      kind: "checkbox",
      label: "Developer mode",
      description: "Signed-in members stay on the site instead of being sent to the configuration area.",
    },
  },
  {
    key: "cloneable",
    schema: z.boolean(),
    default: false,
    write: PERMISSION.SETTINGS,
    storage: "cloneable",
    context: "website",
    control: {
      kind: "checkbox",
      label: "Others may copy this site",
      description: "Others may use this site as the starting point of their own. Members are not sent to the configuration area.",
    },
  },
  {
    key: "commentsEnabled",
    schema: z.boolean(),
    default: false,
    write: PERMISSION.SETTINGS,
    storage: "commentsEnabled",
    control: {
      kind: "checkbox",
      label: "Comments on blog posts",
      description: "Visitors may comment under each blog post. A first comment from an address waits for approval on the Comments screen.",
    },
  },
  {
    key: "disqusShortname",
    schema: disqusShortnameSchema,
    default: "",
    write: PERMISSION.SETTINGS,
    storage: "disqusShortname",
    control: {
      kind: "text",
      label: "Disqus shortname",
      description:
        "To have comments through Disqus instead, the shortname Disqus gave your site, such as corner-coffee. It is used while comments on blog posts above are off; visitors load Disqus only once they agree. Empty for none.",
      maxLength: MAX_DISQUS_SHORTNAME_LENGTH,
    },
  },
  {
    key: "pageVersionsKept",
    schema: z.number().int("must be a whole number.").min(1, "must be at least 1.").max(MAX_PAGE_VERSIONS_KEPT, `must be at most ${MAX_PAGE_VERSIONS_KEPT}.`),
    default: 20,
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "number",
      label: "Page versions kept",
      description: `How many published versions of each page and post its History keeps (1 to ${MAX_PAGE_VERSIONS_KEPT}); older ones are deleted at the next publish.`,
      min: 1,
      max: MAX_PAGE_VERSIONS_KEPT,
    },
  },
  tileSetting("mapTileUrl", "Map pictures source", `${TILE_ADDRESS_HELP} Map blocks draw their map from it; without one they show the address and a marker.`),
  {
    key: "mapTileAttribution",
    schema: z.string().trim().max(MAX_TILE_ATTRIBUTION_LENGTH, `must be at most ${MAX_TILE_ATTRIBUTION_LENGTH} characters.`).default(""),
    default: "",
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    context: "websiteSettings",
    control: {
      kind: "text",
      label: "Map credit",
      description: "The credit your map provider asks for, shown in the corner of every map, such as © OpenStreetMap contributors.",
      maxLength: MAX_TILE_ATTRIBUTION_LENGTH,
    },
  },
  tileSetting(
    "mapLabelsTileUrl",
    "Map place names source",
    `Optional: see-through pictures of place names drawn over the map when a map shows place names. ${TILE_ADDRESS_HELP}`,
  ),
  tileSetting("mapTerrainTileUrl", "Map hills source", `Optional: see-through hill shading drawn over the map when a map shows terrain. ${TILE_ADDRESS_HELP}`),
  tileSetting(
    "mapSatelliteTileUrl",
    "Map satellite photos source",
    `Optional: aerial photos that maps in the Satellite style draw instead of the ordinary map. ${TILE_ADDRESS_HELP}`,
  ),
  {
    key: "openingHours",
    schema: openingHoursSchema,
    default: "",
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "text",
      label: "Opening hours",
      description:
        "One range a line, days then hours on a 24-hour clock, such as Mo-Fr 07:00-18:00 or Sa,Su 09:00-14:00. Search engines show them with your site and the address of its footer.",
      maxLength: MAX_OPENING_HOURS_LENGTH,
      multiline: true,
    },
  },
  {
    key: "reviewRequestDays",
    schema: z.number().int("must be a whole number.").min(1, "must be at least 1.").max(MAX_REVIEW_REQUEST_DAYS, `must be at most ${MAX_REVIEW_REQUEST_DAYS}.`),
    default: DEFAULT_REVIEW_REQUEST_DAYS,
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "number",
      label: "Days before asking for a review",
      description: `How many days after an order is fulfilled its buyer gets a mail asking them to review what they bought (1 to ${MAX_REVIEW_REQUEST_DAYS}).`,
      min: 1,
      max: MAX_REVIEW_REQUEST_DAYS,
    },
  },
  {
    key: "customerAccounts",
    schema: z.boolean(),
    default: false,
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "checkbox",
      label: "Customer accounts",
      description: "An Account link in the site's header lets visitors sign up and sign in. A site with a store always shows it.",
    },
  },
  {
    key: "robotsTxt",
    schema: robotsRulesSchema,
    default: "",
    write: PERMISSION.SETTINGS,
    storage: "extraSettings",
    control: {
      kind: "text",
      label: "Rules for search engines (robots.txt)",
      description:
        "Which parts of the site search engines may visit, one rule a line, such as Disallow: /private. Empty lets them visit everything. The site map's address is added for you, and a site behind a password is never indexed.",
      maxLength: MAX_ROBOTS_TXT_LENGTH,
      multiline: true,
    },
  },
  keptDaysSetting(ACTIVITY_RETENTION_SETTING.landings, "Days marketing landings are kept", "visits that arrived from a campaign link"),
  keptDaysSetting(ACTIVITY_RETENTION_SETTING.events, "Days events are kept", "events the site's scripts recorded"),
  keptDaysSetting(ACTIVITY_RETENTION_SETTING.traces, "Days traces are kept", "traces the site's scripts sent"),
  keptDaysSetting(ACTIVITY_RETENTION_SETTING["network-errors"], "Days failed loads are kept", "the parts of pages visitors' browsers could not load"),
  keptDaysSetting(ACTIVITY_RETENTION_SETTING.overlay, "Days popup views and sign-ups are kept", "showings of the popup and sign-ups made in it"),
] as const satisfies readonly SiteSettingDefinition[];

type Definitions = (typeof SITE_SETTING_DEFINITIONS)[number];

/** The zod shape of the general settings, one key per definition. */
export type GeneralSettingsShape = { [D in Definitions as D["key"]]: D["schema"] };

/** The general settings a part of the site context carries, typed from the definitions. */
export type SettingsInContext<P extends SettingContextPart> = { [D in Definitions as D extends { context: P } ? D["key"] : never]: z.infer<D["schema"]> };

/** The shape of `generalSettingsSchema`, built from the definitions. */
export function generalSettingsShape(): GeneralSettingsShape {
  return Object.fromEntries(SITE_SETTING_DEFINITIONS.map((definition) => [definition.key, definition.schema])) as GeneralSettingsShape;
}
