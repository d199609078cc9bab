import type { QuoteSettings } from "./schema";

/** The catalogue's picture of a quote: its example words in quotation marks. */
export function QuotePreview({ example }: { example: QuoteSettings }) {
  return <em className="preview-text">“{example.text}”</em>;
}
