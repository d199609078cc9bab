import { TOOLTIP_ATTRIBUTE } from "../../domain/widgetTriggers";

/** The largest tooltip an owner may write. */
export const TOOLTIP_MAX_LENGTH = 200;

function tooltipId(blockId: string): string {
  return `tooltip-${blockId}`;
}

/**
 * The attributes that give a block's element the owner's tooltip text: the runtime shows it on
 * hover and keyboard focus, and aria-describedby lets screen readers read it at once. None when
 * the owner wrote no tooltip.
 */
export function tooltipAttributes(blockId: string, text: string): Record<string, string> {
  return text ? { [TOOLTIP_ATTRIBUTE]: tooltipId(blockId), "aria-describedby": tooltipId(blockId) } : {};
}

/** The tooltip text itself, hidden until the runtime shows it beside its element. */
export function TooltipText({ blockId, text }: { blockId: string; text: string }) {
  return text ? (
    <span className="tsr-tooltip" role="tooltip" id={tooltipId(blockId)} hidden>
      {text}
    </span>
  ) : null;
}
