import type { Rgba } from "./rgba";

/** A block's text as painted: its words, size, weight, colour and what lies behind it (null when that could not be measured). */
export interface TextFact {
  blockId: string;
  text: string;
  fontSize: number;
  bold: boolean;
  colour: Rgba;
  /** Samples of the opaque colours behind the text: one for a plain background, several over a picture. */
  behind: Rgba[] | null;
}

/** A picture in a block: its alternative text (null when the attribute is missing) and whether it is marked as decoration. */
export interface PictureFact {
  blockId: string;
  alt: string | null;
  decorative: boolean;
}

/** A heading of the page in reading order; blockId is null for headings outside the page's blocks. */
export interface HeadingFact {
  blockId: string | null;
  level: number;
  text: string;
}

/** A link in a block: the words a screen reader says for it and where it goes. */
export interface LinkFact {
  blockId: string;
  name: string;
  href: string;
}

/** Something in a block to press or tap: its name, its box on the page and whether it is a link inside a sentence. */
export interface TargetFact {
  blockId: string;
  name: string;
  box: { x: number; y: number; width: number; height: number };
  inSentence: boolean;
}

/** A navigation landmark of the page: the name screen readers give it and whether it sits in the page's last section; blockId is null for the site header's. */
export interface NavigationFact {
  blockId: string | null;
  name: string;
  inLastSection: boolean;
}

/** What the accessibility rules read of a rendered page. */
export interface PageFacts {
  texts: TextFact[];
  pictures: PictureFact[];
  headings: HeadingFact[];
  links: LinkFact[];
  targets: TargetFact[];
  navigations: NavigationFact[];
}
