/** The settings key and value that make a generic collection (type 1) an events collection. */
export const EVENTS_COLLECTION_SETTING = { key: "holds", value: "events" } as const;

/** Whether a generic collection's settings say it holds events (item type event 12) rather than posts. */
export function isEventsCollection(settings: Record<string, unknown>): boolean {
  return settings[EVENTS_COLLECTION_SETTING.key] === EVENTS_COLLECTION_SETTING.value;
}

/** The URL format of an events collection: an event's path is its title. */
export const EVENTS_URL_FORMAT = "{title}";

/** A published event as lists, blocks and summaries show it. */
export interface PublishedEvent {
  id: string;
  title: string;
  /** The event page's path on the site, e.g. "/events/summer-concert". */
  url: string;
  /** Start and end as UTC ISO 8601 moments. */
  start: string;
  end: string;
  /** The wall-clock date and time at the event's place. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** IANA time zone of the event. */
  zone: string;
  location: string;
  excerpt: string;
  /** The first picture of the event's page, when it has one. */
  image: { src: string; alt: string } | null;
}
