import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { listingContext, testEvent } from "../shared/listingFixtures";
import { CalendarBlock } from "./CalendarBlock";
import { calendarMonths, monthWeeks } from "./calendarMonths";
import { calendarSchema } from "./schema";

const id = "c".repeat(24);
const concert = testEvent("winter-concert", "Winter concert", "2026-11-28", "19:30");
const recital = testEvent("spring-recital", "Spring recital", "2027-01-10", "18:00");

function render(events = [concert, recital], settings: unknown = {}): string {
  return renderToStaticMarkup(<CalendarBlock id={id} settings={calendarSchema.schema.parse(settings)} context={listingContext([], events)} />);
}

describe("calendar block", () => {
  it("keeps the calendar block code 25", () => {
    expect(calendarSchema.code).toBe(BLOCK_TYPE.calendar);
    expect(BLOCK_TYPE.calendar).toBe(25);
  });

  it("puts each event on its own day as a link carrying its whole title (a long word is cut short in a narrow day), in today's month shown first", () => {
    const html = render();
    expect(html).toContain(`<section id="calendar-${id}-2026-11" class="tsr-calendar__month tsr-calendar__month--current" aria-label="November 2026">`);
    expect(html).toMatch(
      /<td data-date="2026-11-28" class="tsr-calendar__day tsr-calendar__day--events"><span class="tsr-calendar__number">28<\/span><ul><li><a href="\/concerts\/winter-concert" title="Winter concert">/,
    );
    expect(html).toContain('<td data-date="2026-11-25" class="tsr-calendar__day" aria-current="date">');
  });

  it("offers every month from today's to the last with events, turned by links to their anchors", () => {
    const html = render();
    expect(html).toContain(`href="#calendar-${id}-2026-12" aria-label="Next month, December 2026"`);
    expect(html).toContain(`href="#calendar-${id}-2026-11" aria-label="Previous month, November 2026"`);
    expect(html).toContain(`id="calendar-${id}-2027-01"`);
    expect(html).not.toContain(`id="calendar-${id}-2027-02"`);
    expect(html).not.toContain("Previous month, October 2026");
  });

  it("names the weekdays in full for screen readers and starts weeks on the chosen day", () => {
    expect(render()).toContain('<th scope="col" abbr="Monday">Mon</th>');
    expect(render([concert], { weekStartsOn: "sunday" })).toMatch(/<tr><th scope="col" abbr="Sunday">Sun<\/th>/);
  });

  it("lays a month out in whole weeks", () => {
    const weeks = monthWeeks("2026-11", [concert], "monday");
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toMatchObject({ date: "2026-11-01", day: 1 });
    expect(calendarMonths([], "2026-11-25")).toEqual(["2026-11"]);
  });

  it("refuses an unknown first day in plain words", () => {
    expect(calendarSchema.schema.safeParse({ weekStartsOn: "friday" }).error?.issues[0]?.message).toBe("Start weeks on Monday or Sunday.");
  });
});
