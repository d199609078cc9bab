import { z } from "zod";
import { loadedBy } from "../blockLoader";
import type { BlockRenderContext } from "../types";
import { eventListingsLoader } from "./eventListingsLoader";
import type { BlogForRender, EventsForRender } from "./listingsForRender";
import { postListingsLoader } from "./postListingsLoader";

/** A listing block's source: a blog's or events page's id, or "" for the site's first one. */
export const collectionIdSchema = z
  .string()
  .regex(/^([a-f0-9]{24})?$/, "Choose a page from the list.")
  .default("");

/** How many entries a listing block shows (1 to 50). */
export const listingLimitSchema = z
  .number()
  .int("Give a whole number of entries.")
  .min(1, "Show at least one entry.")
  .max(50, "A listing block shows at most 50 entries.")
  .default(10);

/** The blog a posts listing block shows, or null when the site has none. */
export function blogOf(context: BlockRenderContext, collectionId: string): BlogForRender | null {
  return loadedBy(context, postListingsLoader)?.[collectionId] ?? null;
}

/** The events page an events block shows, or null when the site has none. */
export function eventsOf(context: BlockRenderContext, collectionId: string): EventsForRender | null {
  return loadedBy(context, eventListingsLoader)?.events[collectionId] ?? null;
}

/** The moment events blocks show the events at (the render's), "" outside a page that read them. */
export function eventsMoment(context: BlockRenderContext): string {
  return loadedBy(context, eventListingsLoader)?.now ?? "";
}
