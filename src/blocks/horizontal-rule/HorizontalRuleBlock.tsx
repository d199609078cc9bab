import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { horizontalRuleSchema, type HorizontalRuleSettings } from "./schema";

/** Renders an hr in the chosen line style. */
export function HorizontalRuleBlock({ id, settings }: BlockRenderProps<HorizontalRuleSettings>) {
  return (
    <BlockFrame id={id} type={horizontalRuleSchema.type} code={horizontalRuleSchema.code}>
      <hr className={`tsr-rule tsr-rule--${settings.style}`} />
    </BlockFrame>
  );
}
