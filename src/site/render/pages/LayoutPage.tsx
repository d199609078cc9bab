import { BlockList } from "../BlockList";

/** A regular page: its blocks (rendered to HTML by renderBlocks) inside the page container. */
export function LayoutPage(props: { blocksHtml: string }) {
  return (
    <div className="tsr-container tsr-page">
      <BlockList html={props.blocksHtml} />
    </div>
  );
}
