import type { SummarySettings } from "./schema";

/** The catalogue's picture of a summary: three small cards, each a picture over two lines of text. */
export function SummaryPreview({ example }: { example: SummarySettings }) {
  return (
    <svg className="preview-summary" viewBox="0 0 60 40" aria-hidden="true" data-variant={example.variant}>
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${2 + index * 20} 4)`}>
          <rect width="16" height="14" rx="1.5" />
          <rect y="18" width="16" height="3" rx="1" opacity="0.6" />
          <rect y="24" width="11" height="3" rx="1" opacity="0.4" />
        </g>
      ))}
    </svg>
  );
}
