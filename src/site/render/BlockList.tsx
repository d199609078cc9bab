import { Fragment } from "react";
import { blockDefinitionFor } from "../../blocks/registry";
import type { BlockRenderContext, Layout } from "../../blocks/types";

/**
 * Turns a layout's blocks into their server HTML, in order. A block whose type is no longer
 * registered is left out rather than breaking the page.
 */
export function BlockList(props: { layout: Layout; context: BlockRenderContext }) {
  return (
    <div className="tsr-blocks">
      {props.layout.blocks.map((block) => {
        const definition = blockDefinitionFor(block.type);
        if (!definition) return null;
        const { Render } = definition;
        return (
          <Fragment key={block.id}>
            <Render id={block.id} settings={block.settings} context={props.context} />
          </Fragment>
        );
      })}
    </div>
  );
}
