import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_WAIT_MS, previewQueries, TooManySearches, type PreviewState } from "./previewQueries";

describe("the search preview's questions", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const answerTo = (q: string) => ({ total: 1, results: [{ kind: "page" as const, title: q, url: `/${q}`, snippet: [] }] });

  it("asks once, the wait after the last key, with the words the box holds", async () => {
    const asked: string[] = [];
    const shown: PreviewState[] = [];
    const queries = previewQueries(
      async (q) => (asked.push(q), answerTo(q)),
      (state) => shown.push(state),
    );
    queries.typed("l");
    vi.advanceTimersByTime(100);
    queries.typed("li");
    vi.advanceTimersByTime(PREVIEW_WAIT_MS - 1);
    queries.typed("lig ");
    vi.advanceTimersByTime(PREVIEW_WAIT_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(["lig"]);
    expect(shown).toEqual([{ kind: "answer", q: "lig", ...answerTo("lig") }]);
  });

  it("drops an answer that arrives after newer words were typed", async () => {
    const pending = new Map<string, (answer: ReturnType<typeof answerTo>) => void>();
    const shown: PreviewState[] = [];
    const queries = previewQueries(
      (q) => new Promise((resolve) => pending.set(q, resolve)),
      (state) => shown.push(state),
    );
    queries.typed("tea");
    vi.advanceTimersByTime(PREVIEW_WAIT_MS);
    queries.typed("teapot");
    vi.advanceTimersByTime(PREVIEW_WAIT_MS);
    pending.get("teapot")!(answerTo("teapot"));
    pending.get("tea")!(answerTo("tea"));
    await vi.runAllTimersAsync();
    expect(shown).toEqual([{ kind: "answer", q: "teapot", ...answerTo("teapot") }]);
  });

  it("closes at once when the box is emptied, and says when an answer did not come", async () => {
    const shown: PreviewState[] = [];
    const queries = previewQueries(
      () => Promise.reject(new Error("offline")),
      (state) => shown.push(state),
    );
    queries.typed("tea");
    queries.typed("   ");
    expect(shown).toEqual([{ kind: "closed" }]);
    await vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS * 2);
    expect(shown).toEqual([{ kind: "closed" }]);
    queries.typed("tea");
    await vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS);
    expect(shown.at(-1)).toEqual({ kind: "failed", q: "tea", tooMany: false });
  });

  it("says when the answer did not come because the visitor searched too often", async () => {
    const shown: PreviewState[] = [];
    const queries = previewQueries(
      () => Promise.reject(new TooManySearches()),
      (state) => shown.push(state),
    );
    queries.typed("tea");
    await vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS);
    expect(shown).toEqual([{ kind: "failed", q: "tea", tooMany: true }]);
  });
});
