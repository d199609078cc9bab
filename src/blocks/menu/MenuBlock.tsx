import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { sanitizeRichText } from "../shared/sanitizeRichText";
import { menuSchema, type MenuSettings } from "./schema";
import { PRIMARY_STORE_TEXTS } from "../../domain/translations/storeTexts";

/**
 * Renders the menu with the WAI-ARIA tabs pattern: a tablist of buttons, each controlling its
 * panel, the first selected. Without script the tablist stays hidden and every section shows
 * under its own heading; the island shows the tabs and hides the panels not selected. The
 * tablist is named in the page's language.
 */
export function MenuBlock({ id, settings, context }: BlockRenderProps<MenuSettings>) {
  const tabId = (index: number) => `menu-${id}-${index}-tab`;
  const panelId = (index: number) => `menu-${id}-${index}-panel`;
  return (
    <BlockFrame id={id} type={menuSchema.type} code={menuSchema.code} island={menuSchema.island}>
      <div className="tsr-menu">
        <div className="tsr-menu__tabs" role="tablist" aria-label={(context.storeTexts ?? PRIMARY_STORE_TEXTS).menuSections} hidden>
          {settings.sections.map((section, index) => (
            <button
              key={index}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tsr-menu__tab"
              aria-selected={index === 0}
              aria-controls={panelId(index)}
              tabIndex={index === 0 ? 0 : -1}
            >
              {section.title}
            </button>
          ))}
        </div>
        {settings.sections.map((section, index) => (
          <div key={index} id={panelId(index)} className="tsr-menu__panel" role="tabpanel" aria-labelledby={tabId(index)} tabIndex={0}>
            <h3 className="tsr-menu__title">{section.title}</h3>
            <div className="tsr-menu__items tsr-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(section.html) }} />
          </div>
        ))}
      </div>
    </BlockFrame>
  );
}
