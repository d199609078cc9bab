import type { MenuSettings } from "./schema";

/** The catalogue's picture of a menu: its example's section labels as tabs, the first selected. */
export function MenuPreview({ example }: { example: MenuSettings }) {
  return (
    <span className="preview-tabs">
      {example.sections.map((section, index) => (
        <span key={section.title} className={index === 0 ? "preview-tab preview-tab--selected" : "preview-tab"}>
          {section.title}
        </span>
      ))}
    </span>
  );
}
