import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { TooltipText, tooltipAttributes } from "../shared/Tooltip";
import { CONFIRM_ATTRIBUTE } from "../../domain/widgetTriggers";
import { buttonSchema, type ButtonSettings } from "./schema";

/**
 * Renders the button as a real link, so it works without scripts, with the owner's tooltip and
 * the question the runtime asks before leaving when set; the island counts renders and clicks.
 */
export function ButtonBlock({ id, settings }: BlockRenderProps<ButtonSettings>) {
  return (
    <BlockFrame id={id} type={buttonSchema.type} code={buttonSchema.code} island={buttonSchema.island}>
      <div className={`tsr-align-${settings.align}`}>
        <a
          className={`tsr-button tsr-button--${settings.style} tsr-button--${settings.size}`}
          href={settings.url}
          {...(settings.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          {...(settings.askToConfirm ? { [CONFIRM_ATTRIBUTE]: settings.confirmQuestion } : {})}
          {...tooltipAttributes(id, settings.tooltip)}
        >
          {settings.label}
        </a>
        <TooltipText blockId={id} text={settings.tooltip} />
      </div>
    </BlockFrame>
  );
}
