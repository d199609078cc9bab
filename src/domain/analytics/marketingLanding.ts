/**
 * The address parameters that mark a landing from a campaign, and which Track parameter
 * (spec 1 §7) each fills: the utm_* names every campaign tool writes, and the Track names
 * themselves for links built for this pixel.
 */
const MARKETING_SOURCES: Record<string, readonly string[]> = {
  source: ["utm_source", "source"],
  campaign: ["utm_campaign", "campaign"],
  subcampaign: ["utm_content", "subcampaign"],
  channel: ["utm_medium", "channel"],
  subchannel: ["utm_term", "subchannel"],
  variation: ["variation"],
  mkwid: ["mkwid"],
  rk: ["rk"],
};

/** The parameters whose presence alone makes a landing a marketing one. */
const MARKER = /^(utm_[a-z]+|mkwid)$/;

/** Longest value sent, below the pixel's limit of 2000 characters. */
const MAX_VALUE_LENGTH = 1000;

/** Where the visitor landed and what the browser says of itself, as the page knows them. */
export interface LandingPlace {
  path: string;
  search: string;
  referrer: string;
  language: string;
  screen: string;
}

/**
 * The query of `GET /api/track/Track` for a landing whose address carries marketing parameters
 * (a utm_* parameter or mkwid), or null for any other page view, so the pixel is requested
 * only where there is a campaign to count.
 */
export function marketingLandingQuery(place: LandingPlace): URLSearchParams | null {
  const params = new URLSearchParams(place.search);
  if (![...params.keys()].some((name) => MARKER.test(name))) return null;
  const cut = (value: string) => value.slice(0, MAX_VALUE_LENGTH);
  const query = new URLSearchParams({
    landing: cut(`${place.path}${place.search}`),
    refer: cut(place.referrer),
    lang: cut(place.language),
    screen: cut(place.screen),
  });
  for (const [name, sources] of Object.entries(MARKETING_SOURCES)) {
    const found = sources.map((source) => params.get(source)).find((value) => value);
    query.set(name, found ? cut(found) : "");
  }
  return query;
}
