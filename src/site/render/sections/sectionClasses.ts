import type { SectionStyle } from "../../../blocks/sections/sectionModel";

/**
 * The class list of a section's element: one class per style choice (sections.css gives each
 * its values), the background's colour or media, and whether its blocks flow in a column or sit
 * on the grid.
 */
export function sectionClasses(style: SectionStyle, flowing: boolean): string {
  const background = style.background;
  return [
    "tsr-section",
    `tsr-section--height-${style.height}`,
    `tsr-section--width-${style.width}`,
    `tsr-section--align-${style.align}`,
    `tsr-section--padding-${style.padding}`,
    `tsr-section--${style.theme}`,
    background.kind === "colour" ? `tsr-section--bg-${background.colour}` : null,
    background.kind === "image" || background.kind === "video" ? "tsr-section--media" : null,
    flowing ? "tsr-section--flow" : "tsr-section--grid",
  ]
    .filter(Boolean)
    .join(" ");
}
