import type { DonationSettings } from "./schema";

/** The catalogue's picture of a donation block: its button. */
export function DonationPreview({ example }: { example: DonationSettings }) {
  return <span className="preview-button">{example.buttonLabel}</span>;
}
