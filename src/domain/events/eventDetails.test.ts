import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, eventDetailsSchema } from "./eventDetails";

const good = { startDate: "2026-11-28", startTime: "19:30", endDate: "2026-11-28", endTime: "22:00", timeZone: "Europe/Paris", location: "Hall 1" };

function problems(input: unknown): string[] {
  const result = eventDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("eventDetailsSchema", () => {
  it("takes an event that ends after it starts, on the same or a later day", () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ ...good, endDate: "2026-11-29", endTime: "01:00" })).toEqual([]);
  });

  it("refuses an end at or before the start", () => {
    expect(problems({ ...good, endTime: "19:30" })).toEqual([EVENT_MESSAGES.endAfterStart]);
    expect(problems({ ...good, endDate: "2026-11-27" })).toEqual([EVENT_MESSAGES.endAfterStart]);
  });

  it("refuses an unknown time zone", () => {
    expect(problems({ ...good, timeZone: "Mars/Olympus" })).toEqual([EVENT_MESSAGES.timeZone]);
  });

  it("refuses dates and times that do not exist", () => {
    expect(problems({ ...good, startDate: "2026-02-30" })).toContain(EVENT_MESSAGES.date);
    expect(problems({ ...good, startTime: "24:00" })).toContain(EVENT_MESSAGES.time);
  });

  it("refuses a location longer than 300 characters", () => {
    expect(problems({ ...good, location: "x".repeat(301) })).toEqual([EVENT_MESSAGES.location]);
  });

  it("pins the messages owners read", () => {
    expect(EVENT_MESSAGES.endAfterStart).toBe("The event must end after it starts.");
    expect(EVENT_MESSAGES.timeZone).toBe("Choose a known time zone, such as Europe/Paris.");
  });
});
