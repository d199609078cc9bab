import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from "./contrast";
import { COLOUR_NAMES, type ColourSet } from "./palettes";

/**
 * The pairs of a colour set that are read as text on a background: each must reach
 * AA_TEXT_CONTRAST. `what` names text that is not plain text (the buttons, whose colours
 * blocks/button/button.css draws from these pairs: primary words on the accent, secondary
 * words in the page background on the text colour, outline words in the accent on the page
 * and the panels it is placed over).
 */
const TEXT_PAIRS: readonly { text: keyof ColourSet; background: keyof ColourSet; what?: string }[] = [
  { text: "ink", background: "paper" },
  { text: "ink", background: "surface" },
  { text: "muted", background: "paper" },
  { text: "muted", background: "surface" },
  { text: "accent", background: "paper" },
  { text: "accentInk", background: "accent" },
  { text: "paper", background: "ink", what: "Secondary buttons" },
  { text: "accent", background: "surface", what: "Outline buttons" },
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
  return TEXT_PAIRS.flatMap(({ text, background, what }) => {
    const ratio = contrastRatio(colours[text], colours[background]);
    // A colour that is not a colour is refused by its own rule, not measured.
    if (ratio >= AA_TEXT_CONTRAST || Number.isNaN(ratio)) return [];
    const pair = `"${COLOUR_NAMES[text]}" on "${COLOUR_NAMES[background]}"`;
    const message = `${sectionName}: ${what ? `${what}, ${pair},` : pair} has a contrast of ${formatRatio(ratio)}; choose colours with at least ${AA_TEXT_CONTRAST}:1 so everyone can read them.`;
    return [{ field: text, message }];
  });
}
