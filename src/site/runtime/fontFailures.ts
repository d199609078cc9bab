import { CONSOLE_MESSAGES } from "../../domain/messages/consoleMessages";

/** The part of the page's FontFaceSet this module reads. */
type FontFaces = Pick<FontFaceSet, "addEventListener" | "forEach" | "ready">;

/**
 * Warns "Requested font no longer in Typekit" (spec 1 §8), with the families, when the files of
 * the site's fonts do not arrive: the page then shows the device's fonts, and the console says
 * why. Faces that failed before the runtime started are found once the page's fonts settle,
 * later ones by the set's loadingerror event; each family is named once. Browsers without a
 * FontFaceSet (`fonts` undefined) have nothing to watch.
 */
export function watchFontFailures(fonts: FontFaces | undefined): void {
  if (!fonts) return;
  const named = new Set<string>();
  const report = (faces: readonly FontFace[]) => {
    const families = faces.filter((face) => face.status === "error" && !named.has(face.family)).map((face) => face.family);
    if (families.length === 0) return;
    for (const family of families) named.add(family);
    console.warn(CONSOLE_MESSAGES.fontNoLongerInTypekit, [...new Set(families)].join(", "));
  };
  void fonts.ready.then(() => {
    const faces: FontFace[] = [];
    fonts.forEach((face) => faces.push(face));
    report(faces);
  });
  fonts.addEventListener("loadingerror", (event) => report((event as FontFaceSetLoadEvent).fontfaces));
}
