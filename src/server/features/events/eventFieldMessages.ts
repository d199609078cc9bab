/** What an owner reads when an events page's new event comes without its date and times, or a post is given them. */
export const EVENT_FIELD_MESSAGES = {
  eventRequired: "Give the event its date, times and time zone.",
  notAnEvent: "Only an event has a date, times and a location.",
} as const;
