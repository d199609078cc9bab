import type { BlockRenderProps } from "../types";
import { MOTION_ISLAND } from "../motion/motionModel";
import { BlockFrame } from "../shared/BlockFrame";
import { headingSchema, type HeadingSettings } from "./schema";

/** Renders the heading at its level; one that shrinks to fit is marked for the motion island, which fits it to its line. */
export function HeadingBlock({ id, settings }: BlockRenderProps<HeadingSettings>) {
  const Tag = `h${settings.level}` as const;
  return (
    <BlockFrame id={id} type={headingSchema.type} code={headingSchema.code} island={settings.shrinkToFit ? MOTION_ISLAND : undefined}>
      <Tag className={`tsr-heading tsr-align-${settings.align}`} data-text-shrink={settings.shrinkToFit ? "waiting" : undefined}>
        {settings.text}
      </Tag>
    </BlockFrame>
  );
}
