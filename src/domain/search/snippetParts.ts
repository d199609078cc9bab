/** Marks the start of a matched term in a snippet the database made (a private-use character no text holds). */
export const MATCH_START = "\uE000";
/** Marks the end of a matched term in a snippet. */
export const MATCH_END = "\uE001";

/** A piece of a snippet: plain text, or a term that matched the query. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * A snippet as pieces, so that what renders it escapes the text and wraps only the matched terms
 * in <mark>: the database marks them with private-use characters, never with HTML.
 */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of marked.split(MATCH_START).entries()) {
    const [matched, rest] = index === 0 ? [null, piece] : splitOnce(piece);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts.map((part) => ({ ...part, text: part.text.replaceAll(MATCH_END, "") }));
}

function splitOnce(piece: string): [string, string] {
  const end = piece.indexOf(MATCH_END);
  return end === -1 ? [piece, ""] : [piece.slice(0, end), piece.slice(end + 1)];
}
