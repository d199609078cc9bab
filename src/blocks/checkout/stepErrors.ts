import { filledIn } from "../../domain/translations/storeTexts";

/** A list in words: "City", "City and Zip", "Email, City and Zip", joined by the language's `and`. */
function inWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/**
 * The line above a checkout step whose fields were refused, naming them by their labels
 * ("Check City and Zip or postal code."), so a buyer sees at a glance what to correct where;
 * in the cart's language (`texts`: "Check {fields}." and "and" as translated).
 */
export function stepErrorText(labels: readonly string[], texts: { checkFields: string; and: string }): string {
  return labels.length === 0 ? "" : filledIn(texts.checkFields, { fields: inWords(labels, texts.and) });
}
