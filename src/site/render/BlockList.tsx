/** A post's blocks in its column, rendered beforehand to HTML by renderFlowingSection (which may reuse kept HTML). */
export function BlockList(props: { html: string }) {
  return <div className="tsr-blocks" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
