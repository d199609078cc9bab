/** A list in words: "City", "City and Zip", "Email, City and Zip". */
function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The line above a checkout step whose fields were refused, naming them by their labels
 * ("Check City and Zip or postal code."), so a buyer sees at a glance what to correct where.
 */
export function stepErrorText(labels: readonly string[]): string {
  return labels.length === 0 ? "" : `Check ${inWords(labels)}.`;
}
