import { describe, expect, it } from "vitest";
import { relativeTimeText } from "./relativeTime";

describe("relativeTimeText", () => {
  it("says just now at 0 s, for fractions of a second and for the future", () => {
    expect(relativeTimeText(0)).toBe("just now");
    expect(relativeTimeText(0.9)).toBe("just now");
    expect(relativeTimeText(-30)).toBe("just now");
  });

  it("counts seconds below 60 s", () => {
    expect(relativeTimeText(1)).toBe("about 1 second ago");
    expect(relativeTimeText(2)).toBe("about 2 seconds ago");
    expect(relativeTimeText(59)).toBe("about 59 seconds ago");
  });

  it("counts whole minutes from 60 s", () => {
    expect(relativeTimeText(60)).toBe("about 1 minute ago");
    expect(relativeTimeText(119)).toBe("about 1 minute ago");
    expect(relativeTimeText(120)).toBe("about 2 minutes ago");
    expect(relativeTimeText(3599)).toBe("about 59 minutes ago");
  });

  it("counts whole hours from one hour", () => {
    expect(relativeTimeText(3600)).toBe("about 1 hour ago");
    expect(relativeTimeText(86_399)).toBe("about 23 hours ago");
  });

  it("counts whole days from one day", () => {
    expect(relativeTimeText(86_400)).toBe("about 1 day ago");
    expect(relativeTimeText(86_400 * 400)).toBe("about 400 days ago");
  });

  it("refuses non-finite input", () => {
    expect(() => relativeTimeText(Number.NaN)).toThrow("Elapsed time must be a finite number of seconds.");
  });
});
