import { describe, expect, it } from "vitest";
import { WEBSITE_KIND } from "../enumerations/websiteKind";
import { WEBSITE_STATUS } from "../enumerations/websiteStatus";
import { kindWords, statusWords } from "./planWords";

describe("a site's status and kind in plain words", () => {
  it("names every status and kind by spec 2's enumeration names, each with a sentence of what it means", () => {
    expect(Object.values(WEBSITE_STATUS).map((code) => statusWords(code).name)).toEqual([
      "Expired",
      "Past due",
      "Trial",
      "Beta",
      "Removed",
      "Internal",
      "Comped",
      "Paid",
      "V5 linked",
      "Active parking page",
      "Resold",
      "Resold grace period",
      "Enterprise",
    ]);
    expect(Object.values(WEBSITE_KIND).map((code) => kindWords(code).name)).toEqual(["Classic", "Cover page", "Parking page", "Commerce", "Enterprise"]);
    const meanings = [...Object.values(WEBSITE_STATUS).map(statusWords), ...Object.values(WEBSITE_KIND).map(kindWords)].map((words) => words.meaning);
    for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z].+\.$/);
    expect(new Set(meanings).size).toBe(meanings.length);
  });

  it("names a code the spec does not list by its number", () => {
    expect(statusWords(9)).toEqual({ name: "Status 9", meaning: "Your host knows what this status means." });
    expect(kindWords(0).name).toBe("Kind 0");
  });
});
