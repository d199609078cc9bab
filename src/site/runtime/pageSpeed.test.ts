import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContext } from "../../domain/siteContext";

const sent = vi.hoisted(() => [] as Record<string, number>[]);
vi.mock("../../browser/census/censusClient", () => ({ recordPageSpeed: (_: unknown, metrics: Record<string, number>) => sent.push({ ...metrics }) }));

const { startPageSpeed } = await import("./pageSpeed");

/** A browser's performance observers, fed by the test: entries are delivered, or left queued for takeRecords. */
class FakeObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint", "first-input", "layout-shift"];
  static byType = new Map<string, FakeObserver>();
  queued: PerformanceEntry[] = [];
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe({ type }: { type: string }) {
    FakeObserver.byType.set(type, this);
  }
  takeRecords() {
    return this.queued.splice(0);
  }
  static deliver(type: string, entry: Record<string, unknown>) {
    FakeObserver.byType.get(type)!.callback({ getEntries: () => [entry as unknown as PerformanceEntry] });
  }
  static queue(type: string, entry: Record<string, unknown>) {
    FakeObserver.byType.get(type)!.queued.push(entry as unknown as PerformanceEntry);
  }
}

let page: EventTarget & { visibilityState: string };
let win: EventTarget;
let now = 0;

function hide() {
  page.visibilityState = "hidden";
  page.dispatchEvent(new Event("visibilitychange"));
}

function press(timeStamp: number) {
  const event = new Event("keydown");
  Object.defineProperty(event, "timeStamp", { value: timeStamp });
  win.dispatchEvent(event);
}

describe("a page view's speed", () => {
  beforeEach(() => {
    sent.length = 0;
    FakeObserver.byType.clear();
    FakeObserver.supportedEntryTypes = ["paint", "largest-contentful-paint", "first-input", "layout-shift"];
    page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    win = new EventTarget();
    vi.stubGlobal("document", page);
    vi.stubGlobal("addEventListener", win.addEventListener.bind(win));
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.stubGlobal("performance", { getEntriesByType: () => [{ responseStart: 42 }], now: () => now });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reports TTFB, FCP, LCP, FID and CLS once, as the page is first hidden, with entries still queued", () => {
    startPageSpeed({} as SiteContext);
    FakeObserver.deliver("paint", { name: "first-paint", startTime: 100 });
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    FakeObserver.deliver("largest-contentful-paint", { startTime: 300 });
    FakeObserver.deliver("layout-shift", { value: 0.05, startTime: 400, hadRecentInput: false });
    press(900);
    FakeObserver.queue("largest-contentful-paint", { startTime: 800 });
    FakeObserver.queue("largest-contentful-paint", { startTime: 950 });
    FakeObserver.queue("first-input", { startTime: 900, processingStart: 912 });
    FakeObserver.queue("layout-shift", { value: 0.02, startTime: 700, hadRecentInput: false });
    now = 2000;
    hide();
    win.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([{ TTFB: 42, FCP: 150, LCP: 800, FID: 12, CLS: 0.07 }]);
  });

  it("counts no paint of a page that was hidden when it loaded", () => {
    page.visibilityState = "hidden";
    startPageSpeed({} as SiteContext);
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    FakeObserver.deliver("largest-contentful-paint", { startTime: 300 });
    win.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([{ TTFB: 42, CLS: 0 }]);
  });

  it("leaves out what the browser does not measure and FID without an input", () => {
    FakeObserver.supportedEntryTypes = ["paint"];
    startPageSpeed({} as SiteContext);
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    hide();
    expect(sent).toEqual([{ TTFB: 42, FCP: 150 }]);
  });
});
