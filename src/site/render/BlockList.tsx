import { Fragment } from "react";
import { blockDefinitionFor } from "../../blocks/registry";
import type { BlockRenderContext, Layout } from "../../blocks/types";

/**
 * Turns a layout's blocks into their server HTML, in order. A block whose type is no longer
 * registered is left out rather than breaking the page. The first block that shows a picture
 * is told so (`leadPicture`): its picture is the page's largest paint.
 */
export function BlockList(props: { layout: Layout; context: BlockRenderContext }) {
  const lead = props.layout.blocks.find((block) => blockDefinitionFor(block.type)?.showsPicture);
  return (
    <div className="tsr-blocks">
      {props.layout.blocks.map((block) => {
        const definition = blockDefinitionFor(block.type);
        if (!definition) return null;
        const { Render } = definition;
        const context = block === lead ? { ...props.context, leadPicture: true } : props.context;
        return (
          <Fragment key={block.id}>
            <Render id={block.id} settings={block.settings} context={context} />
          </Fragment>
        );
      })}
    </div>
  );
}
