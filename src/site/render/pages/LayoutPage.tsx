/** A regular page: its sections, rendered beforehand to HTML by renderSections, each as wide as the page. */
export function LayoutPage(props: { sectionsHtml: string }) {
  return <div className="tsr-sections" dangerouslySetInnerHTML={{ __html: props.sectionsHtml }} />;
}
