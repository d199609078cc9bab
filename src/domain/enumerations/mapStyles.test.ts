import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_STYLE_NAME, MAP_STYLE_CODE, MAP_STYLE_LABEL, MAP_STYLE_NAME, isMapStyleCode, mapStyleKey } from "./mapStyles";

describe("map styles", () => {
  it("pins the style names of spec 2 §3 with Grayscale as default", () => {
    expect(Object.values(MAP_STYLE_NAME)).toEqual(["Original", "Grayscale", "Satellite", "MinimalDark", "MinimalLight", "MinimalBlue"]);
    expect(DEFAULT_MAP_STYLE_NAME).toBe("Grayscale");
  });

  it("pins the numeric codes and their labels", () => {
    expect(MAP_STYLE_CODE).toEqual({
      ORIGINAL: 1,
      GRAYSCALE: 2,
      SATELLITE: 3,
      MINIMAL_LIGHT: 4,
      MINIMAL_DARK: 5,
      MINIMAL_BLUE: 6,
    });
    expect(MAP_STYLE_LABEL).toEqual({
      1: "Original",
      2: "Grayscale",
      3: "Satellite",
      4: "Minimal Light",
      5: "Minimal Dark",
      6: "Minimal Blue",
    });
  });

  it("links a code to its style name through the shared key", () => {
    const key = mapStyleKey(5);
    expect(key).toBe("MINIMAL_DARK");
    expect(key && MAP_STYLE_NAME[key]).toBe("MinimalDark");
    expect(isMapStyleCode(7)).toBe(false);
  });
});
