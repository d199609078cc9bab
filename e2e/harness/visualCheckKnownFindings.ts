/** Which of the visual check's journeys a finding comes from. */
export type VisualCheckPart = "blocks" | "sites" | "config";

/** A finding the visual check knows about: a defect being fixed on its own, not yet fixed here. */
export interface KnownFinding {
  part: VisualCheckPart;
  /** Matches the finding's text (page, width, rule and element). */
  pattern: RegExp;
  /** The defect it is, in words. */
  defect: string;
}

/**
 * The findings the visual check lets pass while their defects are being fixed. The check fails
 * on any finding not listed here, and on any entry that no longer matches a finding: when a defect
 * is fixed, its entry goes.
 */
export const KNOWN_FINDINGS: readonly KnownFinding[] = [
  {
    part: "blocks",
    pattern: /picture: \[div Image viewer\] img\.tsr-lightbox__image.* from (100|300) px/,
    defect: "the lightbox draws pictures from 100 px (never upgraded)",
  },
  {
    part: "blocks",
    pattern: /picture: \[gallery design=base\] .* has no size: it is drawn \d+x0 px/,
    defect: "the Basic gallery design draws pictures 0 px tall",
  },
  {
    part: "blocks",
    pattern: /at 390 px: tiny text: \[chart (example|variant=line)\] text ".*" has 6\.6 px text/,
    defect: "chart labels shrink to 6.6 px at 390 px",
  },
  {
    part: "blocks",
    pattern: /target: \[header\] a\.tsr-cart-icon.* is 47x22 px, under 24x24/,
    defect: "the header's cart icon link is 22 px tall (found by this check)",
  },
  {
    part: "blocks",
    pattern: /target: \[(navigation|summary|posts-by-\w+|rss|link|collection-link) [^\]]+\] a[^ ]* ".*" is \d+x2[0-3] px, under 24x24/,
    defect: "listing and link blocks' links are about 20 px tall: navigation, summary, posts-by, RSS, link, collection link (found by this check)",
  },
  {
    part: "blocks",
    pattern:
      /at 390 px: phone target: (a|a\.tsr-(summary__link|navigation__link|rss__link|link__anchor|logo\.tsr-logo--\w+|tag-cloud__tag\.tsr-tag-cloud__tag--\d|embed__open)) ".*" is \d+x(2\d|3\d|40|128)$/,
    defect: "listing, link, logo, tag cloud, calendar and embed links are under 44 px on phones (found by this check)",
  },
  {
    part: "blocks",
    pattern: /phone target: button\.tsr-lightbox__caption-toggle "Show caption" is 18x18$/,
    defect: "the lightbox's caption toggle is 18 px on phones (found by this check)",
  },
  {
    part: "blocks",
    pattern: /phone target: button\.tsr-pricing__toggle is 51x27$/,
    defect: "the member pricing toggle is 27 px tall on phones (found by this check)",
  },
  {
    part: "blocks",
    pattern: /axe: page-has-heading-one /,
    defect: "a page made of blocks only has no level-one heading unless the owner adds one (found by this check)",
  },
  {
    part: "blocks",
    pattern: /axe: landmark-unique .*(aria-label=\\?"Gallery\\?"|aria-label=\\?"Stand-in reservations|aria-label=\\?"From the journal)/,
    defect: "several galleries, summaries or booking widgets of one page share a landmark name (found by this check)",
  },
  { part: "blocks", pattern: /axe: region .*tsr-tooltip/, defect: "the tooltip is placed outside the page's landmarks (found by this check)" },
];
