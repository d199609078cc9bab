import type { SnippetPart } from "../../../domain/search/snippetParts";

/** A result's snippet: its text escaped as any text, the words that matched the search in <mark>. */
export function SearchSnippet(props: { parts: readonly SnippetPart[] }) {
  if (props.parts.length === 0) return null;
  return <p className="tsr-search-snippet">{props.parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</p>;
}
