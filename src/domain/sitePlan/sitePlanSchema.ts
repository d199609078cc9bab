import { z } from "zod";
import { WEBSITE_KIND, isWebsiteKind, type WebsiteKind } from "../enumerations/websiteKind";
import { WEBSITE_STATUS, isWebsiteStatus, type WebsiteStatus } from "../enumerations/websiteStatus";

/** The longest note a platform administrator leaves the owners of a site. */
export const SITE_PLAN_NOTE_MAX = 1000;

/** The message under a status the platform refuses. */
export const STATUS_MESSAGE = "Choose one of the statuses listed.";
/** The message when the status chosen is Removed, which only suspending a site gives. */
export const REMOVED_STATUS_MESSAGE = "To take a site down, suspend it: Removed is the status a suspended site has.";
/** The message under a kind the platform refuses. */
export const KIND_MESSAGE = "Choose one of the kinds listed.";
/** The message under a note that is too long. */
export const NOTE_MESSAGE = `The note can be at most ${SITE_PLAN_NOTE_MAX} characters.`;

/** The statuses a platform administrator sets by hand: every one but Removed, which suspending gives. */
export const STATUS_CHOICES: readonly WebsiteStatus[] = Object.values(WEBSITE_STATUS).filter((code) => code !== WEBSITE_STATUS.REMOVED);
/** The kinds a site can have, in the spec's order. */
export const KIND_CHOICES: readonly WebsiteKind[] = Object.values(WEBSITE_KIND);

/** A kind code as a form sends it (text) or JSON does (a number). */
const kindField = z.coerce.number({ error: KIND_MESSAGE }).refine(isWebsiteKind, KIND_MESSAGE);

/** A status code as a form or JSON sends it, never Removed. */
const statusField = z.coerce
  .number({ error: STATUS_MESSAGE })
  .refine(isWebsiteStatus, STATUS_MESSAGE)
  .refine((code) => code !== WEBSITE_STATUS.REMOVED, REMOVED_STATUS_MESSAGE);

/**
 * What the platform administrator sets for a site: its status (left out while the site is
 * suspended: restoring gives its status back), its kind, the kinds its owners may move to and a
 * note to them. A form sends one ticked kind as text and several as a list; both read as a list.
 */
export const sitePlanChangeSchema = z.object({
  status: statusField.optional(),
  kind: kindField,
  allowedKinds: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(kindField).max(KIND_CHOICES.length, KIND_MESSAGE),
  ),
  note: z.string().trim().max(SITE_PLAN_NOTE_MAX, NOTE_MESSAGE).default(""),
});

/** A site's plan as its owners read it: status, kind, whether it is suspended, the kinds their host lets them move to and the host's note. */
export const sitePlanSchema = z.object({
  status: z.number().int(),
  kind: z.number().int(),
  suspended: z.boolean(),
  kindsOffered: z.array(z.number().int()),
  note: z.string(),
});

/** A site's plan as read. */
export type SitePlan = z.output<typeof sitePlanSchema>;
/** A change of a site's plan, as checked. */
export type SitePlanChange = z.output<typeof sitePlanChangeSchema>;
