import { SECTION_COLOURS, type SectionStyle } from "../../../../blocks/sections/sectionModel";

/** The section panel's choices for each part of a section's style, as [value, label]. */
export const SECTION_STYLE_CHOICES = {
  height: [
    ["fit", "Fit content"],
    ["small", "Small"],
    ["medium", "Medium"],
    ["large", "Large"],
    ["full", "Full screen"],
  ],
  width: [
    ["narrow", "Narrow"],
    ["normal", "Normal"],
    ["wide", "Wide"],
    ["full", "Full width"],
  ],
  align: [
    ["top", "Top"],
    ["middle", "Middle"],
    ["bottom", "Bottom"],
  ],
  padding: [
    ["none", "None"],
    ["small", "Small"],
    ["medium", "Medium"],
    ["large", "Large"],
  ],
  theme: [
    ["light", "Light"],
    ["dark", "Dark"],
  ],
} as const satisfies Partial<Record<keyof SectionStyle, readonly (readonly [string, string])[]>>;

/** The theme colours a background may take, with the names owners see. */
export const BACKGROUND_COLOUR_LABELS: Record<(typeof SECTION_COLOURS)[number], string> = {
  paper: "Page",
  surface: "Surface",
  accent: "Accent",
  ink: "Ink",
  muted: "Muted",
};

/** A background's kind in words, for the panel's list and the outline. */
export const BACKGROUND_KIND_LABELS: Record<SectionStyle["background"]["kind"], string> = {
  none: "None",
  colour: "Theme colour",
  image: "Image",
  video: "Video",
};
