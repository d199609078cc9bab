import type { BlockLoader } from "../blockLoader";
import { collectionIdOf, type EventListings } from "./listingsForRender";

/** The events pages a page's calendar and tour dates blocks show, as at the render's moment. */
export const eventListingsLoader: BlockLoader<EventListings> = {
  types: ["calendar", "tour-dates"],
  changesWithTime: true,
  showsStock: false,
  async load({ blocks, reads, now }) {
    const listings: EventListings = { now, events: {} };
    const chosen = new Set(blocks.map((block) => collectionIdOf(block.settings)));
    await Promise.all(
      [...chosen].map(async (id) => {
        const page = await reads.eventsPage(id);
        if (page) listings.events[id] = page;
      }),
    );
    return listings;
  },
};
