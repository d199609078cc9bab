import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { spacerSchema, type SpacerSettings } from "./schema";

/** Renders an empty, hidden-from-readers gap of the chosen height. */
export function SpacerBlock({ id, settings }: BlockRenderProps<SpacerSettings>) {
  return (
    <BlockFrame id={id} type={spacerSchema.type} code={spacerSchema.code}>
      <div className="tsr-spacer" aria-hidden="true" style={{ height: `${settings.height}px` }} />
    </BlockFrame>
  );
}
