import type { SnippetPart } from "../../domain/search/snippetParts";

/** How long the preview waits after the last key before it asks: typing a word asks once. */
export const PREVIEW_WAIT_MS = 250;

/** One result as the preview's API answers it. */
export interface PreviewResult {
  kind: "page" | "post" | "product" | "event";
  title: string;
  url: string;
  snippet: SnippetPart[];
}

/** Why the preview's question went unanswered when the server said the visitor searched too often (429): they are asked to wait rather than to retry. */
export class TooManySearches extends Error {}

/** What the preview shows: nothing (no words), the answer to the words last typed, or that the answer did not come (and whether for searching too often). */
export type PreviewState =
  { kind: "closed" } | { kind: "answer"; q: string; total: number; results: PreviewResult[] } | { kind: "failed"; q: string; tooMany: boolean };

/**
 * The preview's questions: one `PREVIEW_WAIT_MS` after the last key, and only the answer to the
 * latest question shown (an earlier one arriving late is dropped), so the list never shows the
 * results of words the box no longer holds.
 */
export function previewQueries(ask: (q: string) => Promise<{ total: number; results: PreviewResult[] }>, show: (state: PreviewState) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    latest++;
  };
  return {
    /** The box now holds `value`. */
    typed(value: string): void {
      stop();
      const q = value.trim();
      if (q === "") return show({ kind: "closed" });
      const question = latest;
      timer = setTimeout(() => {
        timer = undefined;
        ask(q).then(
          (answer) => question === latest && show({ kind: "answer", q, ...answer }),
          (error: unknown) => question === latest && show({ kind: "failed", q, tooMany: error instanceof TooManySearches }),
        );
      }, PREVIEW_WAIT_MS);
    },
    /** Forgets the question under way (the preview was closed). */
    stop,
  };
}
