import type { BlockRenderProps } from "../types";
import { BlockFrame } from "../shared/BlockFrame";
import { headingSchema, type HeadingSettings } from "./schema";

/** Renders the heading at its level. */
export function HeadingBlock({ id, settings }: BlockRenderProps<HeadingSettings>) {
  const Tag = `h${settings.level}` as const;
  return (
    <BlockFrame id={id} type={headingSchema.type} code={headingSchema.code}>
      <Tag className={`tsr-heading tsr-align-${settings.align}`}>{settings.text}</Tag>
    </BlockFrame>
  );
}
