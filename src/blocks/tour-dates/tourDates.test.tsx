import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { listingContext, testEvent } from "../shared/listingFixtures";
import { tourDatesSchema } from "./schema";
import { TourDatesBlock } from "./TourDatesBlock";

const id = "d".repeat(24);
const events = [
  testEvent("last-year", "Last year", "2025-11-28", "19:30"),
  testEvent("paris", "Paris", "2026-11-28", "19:30", { location: "Olympia, Paris", zone: "Europe/Paris", start: "2026-11-28T18:30:00.000Z" }),
  testEvent("lyon", "Lyon", "2026-12-02", "20:00", { location: "Salle 3, Lyon" }),
];

function render(settings: unknown = {}, list = events): string {
  return renderToStaticMarkup(<TourDatesBlock id={id} settings={tourDatesSchema.schema.parse(settings)} context={listingContext([], list)} />);
}

describe("tour dates block", () => {
  it("keeps the tour dates block code 55", () => {
    expect(tourDatesSchema.code).toBe(BLOCK_TYPE.tourDates);
    expect(BLOCK_TYPE.tourDates).toBe(55);
  });

  it("lists upcoming events soonest first with date, link and place, leaving past ones out", () => {
    const html = render();
    expect(html).toContain(
      '<li class="tsr-tour-dates__date"><time dateTime="2026-11-28T18:30:00.000Z">Nov 28, 2026</time><a href="/concerts/paris">Paris</a><span class="tsr-tour-dates__place">Olympia, Paris</span></li>',
    );
    expect(html.indexOf("/concerts/paris")).toBeLessThan(html.indexOf("/concerts/lyon"));
    expect(html).not.toContain("Last year");
  });

  it("shows at most the chosen number of dates, and says when none are coming", () => {
    expect(render({ limit: 1 })).not.toContain("Lyon");
    expect(render({}, [])).toContain("No upcoming dates.");
    expect(tourDatesSchema.schema.safeParse({ limit: 51 }).error?.issues[0]?.message).toBe("A listing block shows at most 50 entries.");
  });
});
