import { z } from "zod";

/** Which way a list of links runs (the navigation block, the language switcher): a row or a column. */
export const linkListDirection = z
  .enum(["horizontal", "vertical"], { error: "Choose a direction: horizontal or vertical." })
  .meta({ optionLabels: { horizontal: "Horizontal", vertical: "Vertical" } })
  .default("horizontal");

/** The name screen readers give a list of links, trimmed and at most 80 characters; `tooLong` says so in the block's own words. */
export function screenReaderName(tooLong: string) {
  return z.string().trim().max(80, tooLong);
}
