/** Text made safe inside a double-quoted HTML attribute value. */
function escaped(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Attributes written as HTML: ` name="value"` for text and numbers, ` name` for true, nothing for
 * false, null or undefined. Section markup is written as text rather than rendered by React, so
 * it costs little around blocks' HTML.
 */
export function htmlAttributes(attributes: Record<string, string | number | boolean | null | undefined>): string {
  let html = "";
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) html += ` ${name}`;
    else if (value !== false && value !== null && value !== undefined) html += ` ${name}="${escaped(String(value))}"`;
  }
  return html;
}
