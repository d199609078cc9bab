import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema, listingLimitSchema } from "../shared/listingSource";
import { TourDatesPreview } from "./TourDatesPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  limit: listingLimitSchema,
});

/** Settings of a tour dates block: the events page and how many dates. */
export type TourDatesSettings = z.infer<typeof settings>;

/** An events page's upcoming events as a list of dates, places and links (block 55). */
export const tourDatesSchema: BlockSchemaDefinition<TourDatesSettings> = {
  type: "tour-dates",
  code: BLOCK_TYPE.tourDates,
  label: "Tour dates",
  description: "Upcoming events as a list: date, place and a link to each.",
  category: "text",
  schema: settings,
  example: { collectionId: "", limit: 10 },
  Preview: TourDatesPreview,
  summary: (s) => (typeof s.limit === "number" ? `Next ${s.limit} dates` : ""),
  editorHints: { collectionHoldsEvents: true },
};
