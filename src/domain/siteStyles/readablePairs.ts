import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from "./contrast";
import { COLOUR_NAMES, type ColourSet } from "./palettes";

/** The pairs of a colour set that are read as text on a background: each must reach AA_TEXT_CONTRAST. */
const TEXT_PAIRS: readonly [text: keyof ColourSet, background: keyof ColourSet][] = [
  ["ink", "paper"],
  ["ink", "surface"],
  ["muted", "paper"],
  ["muted", "surface"],
  ["accent", "paper"],
  ["accentInk", "accent"],
];

/** One unreadable pair: the text colour's field and the sentence that says what to do. */
export interface ContrastProblem {
  field: keyof ColourSet;
  message: string;
}

/**
 * The pairs of a colour set whose contrast is below WCAG AA, in plain sentences: the design
 * screen shows them as colours are picked and the styles' schema refuses them on save.
 */
export function contrastProblems(colours: ColourSet, sectionName: string): ContrastProblem[] {
  return TEXT_PAIRS.flatMap(([text, background]) => {
    const ratio = contrastRatio(colours[text], colours[background]);
    if (ratio >= AA_TEXT_CONTRAST) return [];
    const message = `${sectionName}: "${COLOUR_NAMES[text]}" on "${COLOUR_NAMES[background]}" has a contrast of ${formatRatio(ratio)}; choose colours with at least ${AA_TEXT_CONTRAST}:1 so everyone can read them.`;
    return [{ field: text, message }];
  });
}
