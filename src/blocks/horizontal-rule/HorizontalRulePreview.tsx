/** The catalogue's picture of a line. */
export function HorizontalRulePreview() {
  return <hr className="preview-rule" />;
}
