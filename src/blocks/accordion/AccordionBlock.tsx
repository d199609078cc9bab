import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { sanitizeRichText } from "../shared/sanitizeRichText";
import { accordionSchema, type AccordionSettings } from "./schema";

/**
 * Renders the whole accordion on the server with the ARIA accordion pattern: each header is a
 * button inside a heading that controls its region. The headings are level two, under the page's
 * main heading, so placed anywhere they never skip a level. The island adds the opening behaviour.
 */
export function AccordionBlock({ id, settings }: BlockRenderProps<AccordionSettings>) {
  return (
    <BlockFrame id={id} type={accordionSchema.type} code={accordionSchema.code} island={accordionSchema.island}>
      <div className="tsr-accordion" data-allow-multiple={settings.allowMultipleOpen ? "true" : "false"}>
        {settings.items.map((item, index) => {
          const open = index === 0 && settings.firstItemExpanded;
          const buttonId = `accordion-${id}-${index}-button`;
          const panelId = `accordion-${id}-${index}-panel`;
          return (
            <div className="tsr-accordion__item" key={index} data-open={open ? "true" : "false"}>
              <h2 className="tsr-accordion__heading">
                <button type="button" id={buttonId} className="tsr-accordion__trigger" aria-expanded={open} aria-controls={panelId}>
                  <span className="tsr-accordion__title">{item.title}</span>
                  <span className="tsr-accordion__icon" aria-hidden="true" />
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="tsr-accordion__panel" hidden={!open}>
                <div className="tsr-accordion__content tsr-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.html) }} />
              </div>
            </div>
          );
        })}
      </div>
    </BlockFrame>
  );
}
