import { expect, it } from "vitest";
import { openingHoursLines, openingHoursSchema } from "./businessFacts";

it("takes opening hours one range a line in schema.org's form, and refuses anything else", () => {
  expect(openingHoursSchema.parse(" Mo-Fr 07:00-18:00\nSa,Su 09:00-14:00\n")).toBe("Mo-Fr 07:00-18:00\nSa,Su 09:00-14:00");
  expect(openingHoursSchema.parse("")).toBe("");
  expect(openingHoursLines("Mo-Fr 07:00-18:00\r\n\r\nSu 10:00-24:00")).toEqual(["Mo-Fr 07:00-18:00", "Su 10:00-24:00"]);
  for (const wrong of ["Monday 7-6", "Mo-Fr 7:00-18:00", "Mo-Fr 07:00-25:00", "Xx 07:00-18:00"]) {
    expect(openingHoursSchema.safeParse(wrong).error?.issues[0]?.message, wrong).toBe(
      "must be one range a line, days then hours, such as Mo-Fr 07:00-18:00 or Sa,Su 09:00-14:00.",
    );
  }
});
