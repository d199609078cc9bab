import type { BlockRenderContext, Layout } from "../../../blocks/types";
import { BlockList } from "../BlockList";

/** A regular page: its blocks inside the page container. */
export function LayoutPage(props: { layout: Layout; context: BlockRenderContext }) {
  return (
    <div className="tsr-container tsr-page">
      <BlockList layout={props.layout} context={props.context} />
    </div>
  );
}
