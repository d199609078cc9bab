import { z } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import type { BlockSchemaDefinition } from "../types";
import { collectionIdSchema } from "../shared/listingSource";
import { CalendarPreview } from "./CalendarPreview";

const settings = z.strictObject({
  collectionId: collectionIdSchema,
  weekStartsOn: z
    .enum(["monday", "sunday"], { message: "Start weeks on Monday or Sunday." })
    .meta({ optionLabels: { monday: "Monday", sunday: "Sunday" } })
    .default("monday"),
});

/** Settings of a calendar block: the events page and the first day of the week. */
export type CalendarSettings = z.infer<typeof settings>;

/** A month grid of an events page's events, each day linking to its events, months turned by links (block 25). */
export const calendarSchema: BlockSchemaDefinition<CalendarSettings> = {
  type: "calendar",
  code: BLOCK_TYPE.calendar,
  label: "Calendar",
  description: "A month of events as a calendar, with the months before and after.",
  category: "text",
  schema: settings,
  example: { collectionId: "", weekStartsOn: "monday" },
  Preview: CalendarPreview,
  summary: (s) => (s.weekStartsOn === "sunday" ? "Weeks start on Sunday" : "Weeks start on Monday"),
  editorHints: { collectionKinds: ["events"] },
};
