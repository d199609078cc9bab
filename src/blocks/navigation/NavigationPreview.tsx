import type { NavigationSettings } from "./schema";

/** The catalogue's picture of a navigation block: three page names in a row, the first current. */
export function NavigationPreview(_props: { example: NavigationSettings }) {
  return (
    <span className="preview-tabs">
      <span className="preview-tab preview-tab--selected">Home</span>
      <span className="preview-tab">About</span>
      <span className="preview-tab">Shop</span>
    </span>
  );
}
