import { describe, expect, it } from "vitest";
import { NAVIGATION } from "./navigations";

describe("navigation names", () => {
  it("pins the names of spec 2 §9 and Tessera's main navigation", () => {
    expect(NAVIGATION).toEqual({ MAIN: "main", HIDDEN: "_hidden", MEMBER_AREAS: "_memberareas" });
  });
});
