import type { MarqueeSettings } from "./schema";

/** The catalogue's picture of a marquee: its example's phrases on one line with their separator. */
export function MarqueePreview({ example }: { example: MarqueeSettings }) {
  return <span className="preview-marquee">{example.items.join(` ${example.separator} `)}</span>;
}
