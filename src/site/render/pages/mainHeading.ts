/** A level-one heading anywhere in a page's blocks (a heading block, a text block's own heading, an owner's code). */
const HEADING_ONE = /<h1[\s>]/i;

/** Text made safe as an element's content. */
function escapedText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A page's sections with the main heading screen readers and search engines expect: when none of
 * its blocks draws a level-one heading, the page's title is put first as one, hidden from sight
 * (the owner's design shows no new words) but read out and listed with the page's headings.
 */
export function withMainHeading(sectionsHtml: string, title: string): string {
  if (HEADING_ONE.test(sectionsHtml)) return sectionsHtml;
  return `<h1 class="tsr-visually-hidden">${escapedText(title)}</h1>${sectionsHtml}`;
}
