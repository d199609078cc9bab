/** One item of a summary as its block shows it: a post, a product or an event, formatted by its source. */
export interface SummaryItem {
  id: string;
  title: string;
  url: string;
  /** The item's picture (a post's first image block, a product's picture), or null. */
  image: { src: string; alt: string; width?: number; height?: number } | null;
  /** A post's excerpt or a product's description; "" when the source has none. */
  excerpt: string;
  /** A product's price ("from" its cheapest variant), else null. */
  price: string | null;
  /** A post's publication date or an event's start, as an ISO time and as words in the site's locale and time zone. */
  date: { iso: string; text: string } | null;
  /** A post's published comments when the site has comments on; absent otherwise. */
  comments?: number;
}

/** What one summary block shows: its items, and whether its collection holds more than it shows. */
export interface SummaryForRender {
  items: SummaryItem[];
  more: boolean;
}

/** The items each summary block of a page shows, by block id. */
export type SummariesForRender = Record<string, SummaryForRender>;
