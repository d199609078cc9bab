import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A word or phrase owners should not read, and how to find it in a text. */
export interface AvoidedTerm {
  term: string;
  pattern: RegExp;
}

/** The terms in backticks in the "Avoid" column (the second) of docs/words.md's term table. */
export function avoidedTerms(projectRoot: string): AvoidedTerm[] {
  const markdown = readFileSync(join(projectRoot, "docs", "words.md"), "utf8");
  const rows = markdown.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*(Say|---)/.test(line));
  const terms = rows.flatMap((row) => [...(row.split("|")[2] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
  return terms.map((term) => ({ term, pattern: termPattern(term) }));
}

/** A whole-word match of a term: in capitals only when the term is written in capitals, in any case otherwise. */
function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const start = /^\w/.test(term) ? "(?<![\\w-])" : "";
  const end = /\w$/.test(term) ? "(?![\\w-])" : "";
  return new RegExp(`${start}${escaped}${end}`, term === term.toUpperCase() ? "" : "i");
}

/** A word written twice in a row ("address address"), as two labels put together can do. */
export function doubledWord(text: string): string | null {
  return /\b([A-Za-z]{2,})\s+\1\b/i.exec(text)?.[0] ?? null;
}
