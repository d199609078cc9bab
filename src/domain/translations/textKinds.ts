/** How a translated text is written: on one line, on several lines, or as rich text (HTML the page cleans). */
export type TextFormat = "line" | "lines" | "rich";

/**
 * Each kind of text an owner translates (a source text's `of`): what the translation screen calls
 * it and how it is written, so the screen offers the right control and the server cleans rich
 * text as the page shows it. Kinds not listed are named as they are and written on several lines.
 */
export const TEXT_KINDS: Readonly<Record<string, { name: string; format: TextFormat }>> = {
  title: { name: "Title", format: "line" },
  name: { name: "Product name", format: "line" },
  description: { name: "Description", format: "lines" },
  excerpt: { name: "Excerpt", format: "lines" },
  heading: { name: "Heading", format: "lines" },
  text: { name: "Text", format: "rich" },
  quote: { name: "Quote", format: "lines" },
  "quote attribution": { name: "Quote's author", format: "line" },
  button: { name: "Button", format: "line" },
  tooltip: { name: "Tooltip", format: "line" },
  "confirmation question": { name: "Question before going on", format: "line" },
  markdown: { name: "Markdown", format: "lines" },
  "accordion title": { name: "Accordion item's title", format: "line" },
  "accordion text": { name: "Accordion item's text", format: "rich" },
  "album title": { name: "Album title", format: "line" },
  artist: { name: "Artist", format: "line" },
  "track title": { name: "Track title", format: "line" },
  "recording title": { name: "Recording title", format: "line" },
  caption: { name: "Caption", format: "lines" },
  "chart title": { name: "Chart title", format: "line" },
  "chart description": { name: "Chart description", format: "lines" },
  "chart label": { name: "Chart label", format: "line" },
  "embed title": { name: "Embed title", format: "line" },
  "alt text": { name: "Picture's description for screen readers", format: "lines" },
  "picture title": { name: "Picture title", format: "line" },
  "link text": { name: "Link text", format: "line" },
  "link description": { name: "Link description", format: "lines" },
  "marquee phrase": { name: "Scrolling phrase", format: "line" },
  "price label": { name: "Price label", format: "line" },
  "menu section title": { name: "Menu section's title", format: "line" },
  "menu section text": { name: "Menu section's dishes", format: "rich" },
  "newsletter description": { name: "Newsletter sign-up text", format: "lines" },
  "search hint": { name: "Hint in the search box", format: "line" },
  "shape text": { name: "Text on the shape", format: "line" },
  "video title": { name: "Video title", format: "line" },
  "donation description": { name: "Donation text", format: "lines" },
  "announcement bar": { name: "Announcement bar", format: "line" },
  "cookie banner text": { name: "Cookie banner text", format: "rich" },
  "cookie banner accept": { name: "Cookie banner's accept button", format: "line" },
  "cookie banner decline": { name: "Cookie banner's decline button", format: "line" },
  "popup title": { name: "Popup title", format: "line" },
  "popup message": { name: "Popup message", format: "lines" },
  "popup button": { name: "Popup button", format: "line" },
  "mobile info bar": { name: "Mobile info bar", format: "line" },
  "field label": { name: "Field label", format: "line" },
  "field help": { name: "Field help", format: "lines" },
  "field example": { name: "Example text inside the box", format: "line" },
  "submit button": { name: "Button text", format: "line" },
  "success message": { name: "Message after sending", format: "rich" },
};

/** How a kind of text is written: several lines unless the table says otherwise. */
export function formatOf(of: string): TextFormat {
  return TEXT_KINDS[of]?.format ?? "lines";
}
