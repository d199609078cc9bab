import { z } from "zod";

/** Longest opening hours text: a line a range, a week of ranges fits many times over. */
export const MAX_OPENING_HOURS_LENGTH = 1000;

const DAY = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const DAYS = `${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*`;
const TIME = "(?:[01][0-9]|2[0-3]):[0-5][0-9]";
/** One opening hours line in schema.org's form: days, a space, from-to on a 24-hour clock ("Mo-Fr 07:00-18:00"). */
const OPENING_HOURS_LINE = new RegExp(`^${DAYS} ${TIME}-(?:${TIME}|24:00)$`);

/** Opening hours, one range a line such as Mo-Fr 07:00-18:00 or Sa,Su 09:00-14:00; "" for none. */
export const openingHoursSchema = z
  .string()
  .trim()
  .max(MAX_OPENING_HOURS_LENGTH, `must be at most ${MAX_OPENING_HOURS_LENGTH} characters.`)
  .refine(
    (text) => openingHoursLines(text).every((line) => OPENING_HOURS_LINE.test(line)),
    "must be one range a line, days then hours, such as Mo-Fr 07:00-18:00 or Sa,Su 09:00-14:00.",
  );

/** The ranges of an opening hours text, one a line, blank lines left out. */
export function openingHoursLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
