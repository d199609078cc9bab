import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { shareButtonsSchema, type ShareButtonsSettings } from "./schema";

/**
 * Renders the Share button and its empty panel, both hidden until the island runs (sharing
 * needs the page's full address, which only the browser knows for sure). The panel's choices
 * travel as data attributes for the sharing code, loaded on the first press.
 */
export function ShareButtonsBlock({ id, settings, context }: BlockRenderProps<ShareButtonsSettings>) {
  const panelId = `share-${id}-panel`;
  return (
    <BlockFrame id={id} type={shareButtonsSchema.type} code={shareButtonsSchema.code} island={shareButtonsSchema.island}>
      <div
        className="tsr-share"
        data-title={context.pageTitle}
        data-networks={settings.networks.map((n) => n.network).join(" ")}
        data-copy-link={String(settings.copyLink)}
      >
        <button type="button" className="tsr-share__button" aria-expanded="false" aria-controls={panelId} hidden>
          {settings.label}
        </button>
        <div id={panelId} className="tsr-share__panel" hidden />
      </div>
    </BlockFrame>
  );
}
