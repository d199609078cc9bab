import type { ReactNode } from "react";
import { filledIn } from "../../../../domain/translations/storeTexts";

/**
 * Words in the page's language where one name in braces stands for a part of the page (a link, a
 * stressed amount), the other names filled in: a translation may put the part anywhere in them.
 */
export function WordsAround({ text, name, part, values = {} }: { text: string; name: string; part: ReactNode; values?: Record<string, string> }) {
  const [before = "", after = ""] = text.split(`{${name}}`);
  return (
    <>
      {filledIn(before, values)}
      {part}
      {filledIn(after, values)}
    </>
  );
}
