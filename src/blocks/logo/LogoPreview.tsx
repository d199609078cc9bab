import type { LogoSettings } from "./schema";

/** The catalogue's picture of a logo block: a site title in bold, as a site without a logo picture shows it. */
export function LogoPreview(_props: { example: LogoSettings }) {
  return <strong className="preview-heading">Your site</strong>;
}
