import { describe, expect, it } from "vitest";
import { escapeIcsText, eventIcs, foldIcsLine, icsUtc } from "./ics";
import { zonedMoment } from "./zonedTime";

const event = {
  uid: "abc@site.example",
  title: "Concert; strings, brass",
  description: "Doors at 7\nBring a \\ coat",
  location: "Hall 1, Main Street",
  url: "https://site.example/events/concert",
  start: zonedMoment("2026-11-28", "19:30", "Europe/Paris"),
  end: zonedMoment("2026-11-28", "22:00", "Europe/Paris"),
  stamp: new Date("2026-11-25T10:00:00Z"),
};

describe("eventIcs", () => {
  it("writes one VEVENT with the start and end in UTC and CRLF line ends", () => {
    const text = eventIcs(event);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("\r\nDTSTART:20261128T183000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261128T210000Z\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261125T100000Z\r\n");
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false);
  });

  it("escapes text values", () => {
    const text = eventIcs(event);
    expect(text).toContain("SUMMARY:Concert\\; strings\\, brass\r\n");
    expect(text).toContain("DESCRIPTION:Doors at 7\\nBring a \\\\ coat\r\n");
    expect(text).toContain("LOCATION:Hall 1\\, Main Street\r\n");
  });

  it("leaves out an empty description and location", () => {
    const text = eventIcs({ ...event, description: "", location: "" });
    expect(text).not.toContain("DESCRIPTION");
    expect(text).not.toContain("LOCATION");
  });
});

describe("escapeIcsText", () => {
  it("turns every kind of line break into \\n", () => {
    expect(escapeIcsText("a\r\nb\rc\nd")).toBe("a\\nb\\nc\\nd");
  });
});

describe("icsUtc", () => {
  it("drops separators and milliseconds", () => {
    expect(icsUtc(new Date("2026-03-05T07:08:09.123Z"))).toBe("20260305T070809Z");
  });
});

describe("foldIcsLine", () => {
  it("folds at 75 octets with a leading space on each continuation", () => {
    const folded = foldIcsLine(`SUMMARY:${"x".repeat(200)}`);
    const lines = folded.split("\r\n");
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(" ") && new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"x".repeat(200)}`);
  });

  it("never splits a multi-byte character", () => {
    const folded = foldIcsLine(`SUMMARY:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(100)}`);
  });
});
