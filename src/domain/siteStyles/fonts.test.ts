import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_WEIGHTS, fontFileUrl, SITE_FONT_IDS, SITE_FONTS } from "./fonts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

describe("the site fonts", () => {
  it("ship every weight of each open-licence family from an @fontsource dependency, which the build copies to the served font path", () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const shipped = SITE_FONT_IDS.filter((font) => SITE_FONTS[font].family !== null);
    expect(shipped).toHaveLength(7);
    for (const font of shipped) {
      expect(Object.keys(dependencies)).toContain(`@fontsource/${font}`);
      const licence = (JSON.parse(readFileSync(path.join(ROOT, "node_modules/@fontsource", font, "package.json"), "utf8")) as { license: string }).license;
      expect(`${font}: ${licence}`).toBe(`${font}: OFL-1.1`);
      for (const weight of FONT_WEIGHTS) {
        const file = path.basename(fontFileUrl(font, weight));
        expect(existsSync(path.join(ROOT, "node_modules/@fontsource", font, "files", file)), file).toBe(true);
      }
    }
  });
});
