/** The colours of one kind of section: text, quiet text, lines, page and panel backgrounds, accent, text on the accent, focus ring. */
export interface ColourSet {
  ink: string;
  muted: string;
  line: string;
  paper: string;
  surface: string;
  accent: string;
  accentInk: string;
  focus: string;
}

/** Each colour's name as owners read it (the design screen's labels and the server's refusals). */
export const COLOUR_NAMES: Readonly<Record<keyof ColourSet, string>> = {
  ink: "Text",
  muted: "Quiet text",
  line: "Lines",
  paper: "Page background",
  surface: "Panel background",
  accent: "Accent (links and buttons)",
  accentInk: "Text on the accent",
  focus: "Focus ring",
};

/** A named theme: colours for light sections and for dark ones. */
interface Palette {
  name: string;
  light: ColourSet;
  dark: ColourSet;
}

/**
 * The named colour themes the design screen offers; "classic" is Tessera's own look (the
 * defaults of src/site/styles/site.css). Every pair of text and background passes WCAG AA.
 */
export const PALETTES = {
  classic: {
    name: "Classic",
    light: {
      ink: "#1f2328",
      muted: "#5c6470",
      line: "#e4e1da",
      paper: "#fbfaf7",
      surface: "#ffffff",
      accent: "#8a4b2a",
      accentInk: "#ffffff",
      focus: "#2f6fde",
    },
    dark: {
      ink: "#f2efe9",
      muted: "#b7b1a6",
      line: "#3b3f45",
      paper: "#1c1f23",
      surface: "#26292e",
      accent: "#e3a47e",
      accentInk: "#1c1f23",
      focus: "#8fb4ff",
    },
  },
  forest: {
    name: "Forest",
    light: {
      ink: "#1d2a22",
      muted: "#4f5f55",
      line: "#dde4dc",
      paper: "#f6f8f4",
      surface: "#ffffff",
      accent: "#2f6b45",
      accentInk: "#ffffff",
      focus: "#2f6fde",
    },
    dark: {
      ink: "#eef3ee",
      muted: "#aebcb2",
      line: "#34423a",
      paper: "#17211b",
      surface: "#1f2b24",
      accent: "#8fd1a5",
      accentInk: "#17211b",
      focus: "#8fb4ff",
    },
  },
  ocean: {
    name: "Ocean",
    light: {
      ink: "#13233a",
      muted: "#4d5d72",
      line: "#d9e2ec",
      paper: "#f5f8fb",
      surface: "#ffffff",
      accent: "#1d5fa8",
      accentInk: "#ffffff",
      focus: "#c2410c",
    },
    dark: {
      ink: "#eaf1f8",
      muted: "#a9b8c9",
      line: "#2f3d4f",
      paper: "#111a25",
      surface: "#1a2533",
      accent: "#7fb6ee",
      accentInk: "#111a25",
      focus: "#ffb072",
    },
  },
  plum: {
    name: "Plum",
    light: {
      ink: "#2a1f2d",
      muted: "#65566a",
      line: "#e6dde8",
      paper: "#fbf8fc",
      surface: "#ffffff",
      accent: "#7a2e7e",
      accentInk: "#ffffff",
      focus: "#2f6fde",
    },
    dark: {
      ink: "#f4edf5",
      muted: "#bfb0c3",
      line: "#40344a",
      paper: "#1e1722",
      surface: "#28202d",
      accent: "#e0a6e3",
      accentInk: "#1e1722",
      focus: "#8fb4ff",
    },
  },
  monochrome: {
    name: "Black and white",
    light: {
      ink: "#111111",
      muted: "#555555",
      line: "#dddddd",
      paper: "#ffffff",
      surface: "#f7f7f7",
      accent: "#111111",
      accentInk: "#ffffff",
      focus: "#2f6fde",
    },
    dark: {
      ink: "#f5f5f5",
      muted: "#b0b0b0",
      line: "#3a3a3a",
      paper: "#111111",
      surface: "#1c1c1c",
      accent: "#f5f5f5",
      accentInk: "#111111",
      focus: "#8fb4ff",
    },
  },
} as const satisfies Record<string, Palette>;

/** The id of one of PALETTES. */
export type PaletteId = keyof typeof PALETTES;

/** The palette ids, with "custom" for colours the owner picked one by one. */
export const PALETTE_CHOICES = [...(Object.keys(PALETTES) as PaletteId[]), "custom"] as const;
