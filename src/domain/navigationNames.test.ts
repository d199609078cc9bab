import { describe, expect, it } from "vitest";
import { comparableName, freeNavigationName } from "./navigationNames";

const taken = (...names: string[]) => new Set(names.map(comparableName));

describe("a navigation's free screen reader name", () => {
  it("is Site for the main navigation and More pages for the pages kept out of it, when free", () => {
    expect(freeNavigationName("main", false, taken("Main"))).toBe("Site");
    expect(freeNavigationName("hidden", false, taken("Main"))).toBe("More pages");
  });

  it("is Footer in the page's last section once Site is taken, then numbered, whatever the case of the names taken", () => {
    expect(freeNavigationName("main", true, taken("Main", "site"))).toBe("Footer");
    expect(freeNavigationName("main", true, taken("Main", "Site", " FOOTER "))).toBe("Site 2");
    expect(freeNavigationName("main", false, taken("Site", "Site 2"))).toBe("Site 3");
  });
});
