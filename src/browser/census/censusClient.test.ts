import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postQuietly, recordEvent } from "./censusClient";

/** One call the client made, with a way to answer it as the server would. */
interface HeldCall {
  url: string;
  init: RequestInit;
  answer(): void;
}

describe("the census client's posts", () => {
  const calls: HeldCall[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    vi.stubGlobal("document", { cookie: "crumb=held.crumb" });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
            calls.push({ url, init, answer: () => resolve(new Response(null, { status: 202 })) });
          }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("gives a post up after 2.5 s (spec 1 §7), quietly, and not a moment before", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    postQuietly("/api/census/RecordHit", { event: "pageview" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    const signal = calls[0]!.init.signal!;
    await vi.advanceTimersByTimeAsync(2499);
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("sends the crumb, the event and its extra fields form-encoded, kept alive, and stops its timer once answered", async () => {
    recordEvent("system_network_error", { urlRequested: "/assets/island-map-1.js" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.url)).toEqual(["/api/events/RecordEvent"]);
    const { init } = calls[0]!;
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      crumb: "held.crumb",
      event: "system_network_error",
      urlRequested: "/assets/island-map-1.js",
      data: "{}",
    });
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "X-CSRF-Token": "held.crumb" } });
    calls[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
