/** The page's blocks, rendered beforehand to HTML by renderBlocks (which may reuse kept HTML). */
export function BlockList(props: { html: string }) {
  return <div className="tsr-blocks" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
