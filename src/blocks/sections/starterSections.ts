import { newId } from "../../domain/ids";
import { DEFAULT_SECTION_STYLE, type GridPlace, type Section, type SectionStyle } from "./sectionModel";

/** A block of a starter design: its type, settings and places (ids are given at insertion). */
interface StarterBlock {
  type: string;
  settings: Record<string, unknown>;
  desktop: GridPlace;
  phone?: GridPlace;
}

/** A section design shipped with Tessera, offered in the "Add section" dialog. */
export interface StarterSection {
  /** Stable name the API uses to ask for it. */
  key: string;
  name: string;
  description: string;
  style: SectionStyle;
  blocks: readonly StarterBlock[];
}

/** The newsletter form a starter newsletter block names until the site's own form replaces it. */
export const STARTER_NEWSLETTER_FORM = "000000000000000000000000";

const place = (column: number, row: number, width: number, height = 1): GridPlace => ({ column, row, width, height });
const stacked = (row: number): GridPlace => place(1, row, 8);
const style = (overrides: Partial<SectionStyle>): SectionStyle => ({ ...DEFAULT_SECTION_STYLE, ...overrides });

const heading = (text: string, level: 1 | 2 | 3, align: "left" | "center" = "left") => ({ type: "heading", settings: { text, level, align } });
const text = (html: string) => ({ type: "text", settings: { html } });
const button = (label: string, url: string, align: "left" | "center" = "left") => ({
  type: "button",
  settings: { label, url, style: "primary", size: "medium", align, newWindow: false },
});

/** Three side-by-side columns of two blocks each, with a phone order that keeps each column together. */
function threeColumns(columns: readonly [StarterBlock["type"], Record<string, unknown>][][], firstRow: number): StarterBlock[] {
  return columns.flatMap((column, c) =>
    column.map(([type, settings], r) => ({
      type,
      settings,
      desktop: place(1 + c * 8, firstRow + r, 8),
      phone: stacked(firstRow + c * column.length + r),
    })),
  );
}

/**
 * The starter library (issue 14): eight section designs built from the existing block types,
 * placed on the 24-column grid, inserted on a page as copies with fresh ids.
 */
export const STARTER_SECTIONS: readonly StarterSection[] = [
  {
    key: "hero",
    name: "Hero",
    description: "A full-screen picture with a big title, a line of text and a button.",
    style: style({
      height: "full",
      align: "middle",
      theme: "dark",
      background: { kind: "image", src: "/static/demo/hero.svg", alt: "", focalPoint: { x: 0.5, y: 0.5 }, overlay: 0.4 },
    }),
    blocks: [
      { ...heading("Say what you do in a few words", 1, "center"), desktop: place(4, 1, 18) },
      { ...text("<p>One sentence on why it matters to the people reading.</p>"), desktop: place(6, 2, 14) },
      { ...button("Get started", "/contact", "center"), desktop: place(9, 3, 8) },
    ],
  },
  {
    key: "features",
    name: "Features in columns",
    description: "A title above three columns, each with a heading and a short text.",
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      { ...heading("What you get", 2, "center"), desktop: place(1, 1, 24), phone: stacked(1) },
      ...threeColumns(
        [
          [
            ["heading", { text: "Fast", level: 3, align: "left" }],
            ["text", { html: "<p>Pages load at once, on every phone.</p>" }],
          ],
          [
            ["heading", { text: "Simple", level: 3, align: "left" }],
            ["text", { html: "<p>Change anything in a few clicks.</p>" }],
          ],
          [
            ["heading", { text: "Yours", level: 3, align: "left" }],
            ["text", { html: "<p>Your words, your pictures, your address.</p>" }],
          ],
        ],
        2,
      ),
    ],
  },
  {
    key: "image-text",
    name: "Image and text",
    description: "A picture on the left, a heading, text and a button on the right.",
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      {
        type: "image",
        settings: { src: "/static/demo/roastery.svg", alt: "A picture that shows what you describe", width: 1200, height: 800 },
        desktop: place(1, 1, 12, 3),
      },
      { ...heading("Tell the story", 2), desktop: place(14, 1, 11) },
      { ...text("<p>A few sentences about how it started, who is behind it and what makes it different.</p>"), desktop: place(14, 2, 11) },
      { ...button("Read more", "/about"), desktop: place(14, 3, 11) },
    ],
  },
  {
    key: "testimonials",
    name: "Testimonials",
    description: "Three quotes from people who liked what you do.",
    style: style({ background: { kind: "colour", colour: "surface" } }),
    blocks: [
      { ...heading("What people say", 2, "center"), desktop: place(1, 1, 24) },
      { type: "quote", settings: { text: "The best thing I found this year.", attribution: "Ana" }, desktop: place(1, 2, 8) },
      { type: "quote", settings: { text: "Friendly, quick and exactly as promised.", attribution: "Ben" }, desktop: place(9, 2, 8) },
      { type: "quote", settings: { text: "I tell all my friends about it.", attribution: "Chloé" }, desktop: place(17, 2, 8) },
    ],
  },
  {
    key: "pricing",
    name: "Pricing",
    description: "Three plans side by side, each with its price, what it includes and a button.",
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      { ...heading("Plans", 2, "center"), desktop: place(1, 1, 24), phone: stacked(1) },
      ...threeColumns(
        [
          [
            ["text", { html: "<h3>Starter</h3><p><strong>9 €</strong> a month</p><ul><li>One site</li><li>Email help</li></ul>" }],
            ["button", button("Choose Starter", "/contact").settings],
          ],
          [
            ["text", { html: "<h3>Plus</h3><p><strong>19 €</strong> a month</p><ul><li>Three sites</li><li>Priority help</li></ul>" }],
            ["button", button("Choose Plus", "/contact").settings],
          ],
          [
            ["text", { html: "<h3>Pro</h3><p><strong>49 €</strong> a month</p><ul><li>Ten sites</li><li>A named contact</li></ul>" }],
            ["button", button("Choose Pro", "/contact").settings],
          ],
        ],
        2,
      ),
    ],
  },
  {
    key: "contact",
    name: "Contact",
    description: "Where to find you and how to reach you, in two columns.",
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      { ...heading("Get in touch", 2), desktop: place(1, 1, 11) },
      { ...text("<p>12 Harbour Street<br>Open Monday to Saturday, 9 to 18</p>"), desktop: place(1, 2, 11) },
      { ...text("<p>hello@example.com<br>+1 555 0100</p>"), desktop: place(14, 1, 11, 2) },
      { ...button("Write to us", "mailto:hello@example.com"), desktop: place(14, 3, 11) },
    ],
  },
  {
    key: "gallery",
    name: "Gallery",
    description: "A title above a grid of pictures that open in a lightbox.",
    style: DEFAULT_SECTION_STYLE,
    blocks: [
      { ...heading("Gallery", 2, "center"), desktop: place(1, 1, 24) },
      {
        type: "gallery",
        settings: {
          design: "grid",
          slides: [
            { id: "first", src: "/static/demo/roastery.svg", alt: "First picture", width: 1200, height: 800 },
            { id: "second", src: "/static/demo/beans.svg", alt: "Second picture", width: 1200, height: 800 },
            { id: "third", src: "/static/demo/hero.svg", alt: "Third picture", width: 1200, height: 800 },
          ],
        },
        desktop: place(1, 2, 24),
      },
    ],
  },
  {
    key: "newsletter",
    name: "Newsletter",
    description: "A sign-up for your newsletter on a coloured band.",
    style: style({ background: { kind: "colour", colour: "surface" }, padding: "large" }),
    blocks: [
      {
        type: "newsletter",
        settings: { formId: STARTER_NEWSLETTER_FORM, title: "Stay in the loop", description: "One short email a month. Leave whenever you like." },
        desktop: place(5, 1, 16),
      },
    ],
  },
];

/** The starter design of a key, or undefined. */
export function starterSectionFor(key: string): StarterSection | undefined {
  return STARTER_SECTIONS.find((s) => s.key === key);
}

/** A starter design as a section of its own, with fresh ids, ready to be checked and inserted. */
export function starterSectionCopy(starter: StarterSection): Section {
  return { id: newId(), style: starter.style, blocks: starter.blocks.map((b) => ({ ...b, id: newId() })) };
}
