import type { LibrarySectionDraft } from "../../api/sectionLibrary";
import { blockSchemaFor } from "../../../blocks/schemaRegistry";

/** A block's setting the library's quick editor offers: a piece of visible text. */
export interface TextSetting {
  blockId: string;
  key: string;
  label: string;
  multiline: boolean;
}

/** The settings that hold words people read, by block type (ids, links and choices stay as they are). */
const TEXT_KEYS: Record<string, readonly string[]> = {
  heading: ["text"],
  text: ["html"],
  quote: ["text", "attribution"],
  button: ["label"],
  newsletter: ["title", "description"],
  image: ["alt", "caption"],
};

const KEY_LABELS: Record<string, string> = {
  text: "text",
  html: "text (HTML)",
  attribution: "attribution",
  label: "label",
  title: "title",
  description: "description",
  alt: "alternative text",
  caption: "caption",
};

/** The text settings of a section's blocks, in block order, each labelled by its block's place and type. */
export function textSettingsOf(section: LibrarySectionDraft["draft"]): TextSetting[] {
  return section.blocks.flatMap((block, index) => {
    const typeLabel = blockSchemaFor(block.type)?.label ?? block.type;
    return (TEXT_KEYS[block.type] ?? [])
      .filter((key) => typeof block.settings[key] === "string")
      .map((key) => ({
        blockId: block.id,
        key,
        label: `${index + 1}. ${typeLabel} ${KEY_LABELS[key] ?? key}`,
        multiline: key === "html" || key === "description",
      }));
  });
}

/** The section with one text setting changed. */
export function withText(section: LibrarySectionDraft["draft"], setting: TextSetting, value: string): LibrarySectionDraft["draft"] {
  return {
    ...section,
    blocks: section.blocks.map((block) => (block.id === setting.blockId ? { ...block, settings: { ...block.settings, [setting.key]: value } } : block)),
  };
}
