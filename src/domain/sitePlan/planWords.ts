import { plainName } from "../enumerations/lookup";
import { WEBSITE_KIND, websiteKindName, type WebsiteKind } from "../enumerations/websiteKind";
import { WEBSITE_STATUS, websiteStatusName, type WebsiteStatus } from "../enumerations/websiteStatus";

/** A status or kind as people read it: the spec's name in plain words, and what it means for the site. */
interface PlanWords {
  name: string;
  meaning: string;
}

/** What each website status (spec 2) means for a site's owner. */
const STATUS_MEANINGS: Record<WebsiteStatus, string> = {
  [WEBSITE_STATUS.EXPIRED]: "The plan has ended: visitors are turned away until it is renewed.",
  [WEBSITE_STATUS.PAST_DUE]: "A payment is late: the site stays open while your host waits for it.",
  [WEBSITE_STATUS.TRIAL]: "The site is on a trial: upgrade it to keep it when the trial ends.",
  [WEBSITE_STATUS.BETA]: "The site takes part in early access to new features.",
  [WEBSITE_STATUS.REMOVED]: "The site is taken down: visitors are turned away.",
  [WEBSITE_STATUS.INTERNAL]: "The site belongs to your host itself.",
  [WEBSITE_STATUS.COMPED]: "Your host gives this site its plan free of charge.",
  [WEBSITE_STATUS.PAID]: "The plan is paid.",
  [WEBSITE_STATUS.V5_LINKED]: "The site is linked to one made with an earlier version of the platform.",
  [WEBSITE_STATUS.ACTIVE_PARKING_PAGE]: "The address is kept with a holding page until the site opens.",
  [WEBSITE_STATUS.RESOLD]: "A reseller provides the site's plan.",
  [WEBSITE_STATUS.RESOLD_GRACE_PERIOD]: "The reseller's plan has ended: the site stays open for a short time to renew it.",
  [WEBSITE_STATUS.ENTERPRISE]: "The site is on a plan arranged with your host for a larger organisation.",
};

/** What each website kind (spec 2) gives the site's visitors. */
const KIND_MEANINGS: Record<WebsiteKind, string> = {
  [WEBSITE_KIND.CLASSIC]: "A website with as many pages as you need.",
  [WEBSITE_KIND.COVER_PAGE]: "A single page: every other address of the site leads to it.",
  [WEBSITE_KIND.PARKING_PAGE]: "A holding page that keeps the address until the site opens.",
  [WEBSITE_KIND.COMMERCE]: "A website with a store.",
  [WEBSITE_KIND.ENTERPRISE]: "A website on a plan arranged for a larger organisation.",
};

/** A website status by the spec's name in plain words ("Resold grace period") with its meaning; an unknown code is named by its number. */
export function statusWords(code: number): PlanWords {
  const name = websiteStatusName(code);
  return name
    ? { name: plainName(name), meaning: STATUS_MEANINGS[WEBSITE_STATUS[name]] }
    : { name: `Status ${code}`, meaning: "Your host knows what this status means." };
}

/** A website kind by the spec's name in plain words ("Cover page") with its meaning; an unknown code is named by its number. */
export function kindWords(code: number): PlanWords {
  const name = websiteKindName(code);
  return name
    ? { name: plainName(name), meaning: KIND_MEANINGS[WEBSITE_KIND[name]] }
    : { name: `Kind ${code}`, meaning: "Your host knows what this kind means." };
}
