/** The catalogue's picture of a spacer: an empty band. */
export function SpacerPreview() {
  return <span className="preview-spacer" />;
}
