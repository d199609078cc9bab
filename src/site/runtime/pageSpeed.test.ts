import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContext } from "../../domain/siteContext";

const sent = vi.hoisted(() => [] as Record<string, number>[]);
vi.mock("../../browser/census/censusClient", () => ({ recordPageSpeed: (_: unknown, metrics: Record<string, number>) => sent.push({ ...metrics }) }));

const { startPageSpeed } = await import("./pageSpeed");

const ALL_TYPES = ["paint", "largest-contentful-paint", "first-input", "event", "layout-shift"];

/** A browser's event timing, telling which interaction each event belongs to. */
class EventTiming {
  get interactionId() {
    return 0;
  }
}

/** A browser's performance observers, fed by the test: entries are delivered, or left queued for takeRecords. */
class FakeObserver {
  static supportedEntryTypes = ALL_TYPES;
  static byType = new Map<string, FakeObserver>();
  queued: PerformanceEntry[] = [];
  options: Record<string, unknown> = {};
  constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
  observe(options: { type: string }) {
    this.options = options;
    FakeObserver.byType.set(options.type, this);
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
    FakeObserver.supportedEntryTypes = ALL_TYPES;
    page = Object.assign(new EventTarget(), { visibilityState: "visible" });
    win = new EventTarget();
    vi.stubGlobal("document", page);
    vi.stubGlobal("addEventListener", win.addEventListener.bind(win));
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.stubGlobal("PerformanceEventTiming", EventTiming);
    vi.stubGlobal("performance", { getEntriesByType: () => [{ responseStart: 42 }], now: () => now });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reports TTFB, FCP, LCP, INP and CLS once, as the page is first hidden, with entries still queued", () => {
    startPageSpeed({} as SiteContext);
    expect(FakeObserver.byType.get("event")!.options).toEqual({ type: "event", buffered: true, durationThreshold: 16 });
    FakeObserver.deliver("paint", { name: "first-paint", startTime: 100 });
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    FakeObserver.deliver("largest-contentful-paint", { startTime: 300 });
    FakeObserver.deliver("layout-shift", { value: 0.05, startTime: 400, hadRecentInput: false });
    press(900);
    FakeObserver.queue("largest-contentful-paint", { startTime: 800 });
    FakeObserver.queue("largest-contentful-paint", { startTime: 950 });
    FakeObserver.deliver("first-input", { startTime: 900, processingStart: 912, interactionId: 7, duration: 24 });
    FakeObserver.deliver("event", { name: "pointerdown", interactionId: 7, duration: 24 });
    FakeObserver.deliver("event", { name: "click", interactionId: 7, duration: 56 });
    FakeObserver.deliver("event", { name: "mousemove", interactionId: 0, duration: 300 });
    FakeObserver.queue("event", { name: "keydown", interactionId: 14, duration: 104 });
    FakeObserver.queue("layout-shift", { value: 0.02, startTime: 700, hadRecentInput: false });
    now = 2000;
    hide();
    win.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([{ TTFB: 42, FCP: 150, LCP: 800, CLS: 0.07, INP: 104 }]);
  });

  it("reports FID instead of INP in a browser that cannot tell interactions apart", () => {
    vi.stubGlobal("PerformanceEventTiming", class {});
    startPageSpeed({} as SiteContext);
    expect(FakeObserver.byType.has("event")).toBe(false);
    FakeObserver.deliver("first-input", { startTime: 900, processingStart: 912 });
    FakeObserver.deliver("first-input", { startTime: 1900, processingStart: 1990 });
    hide();
    expect(sent).toEqual([{ TTFB: 42, FID: 12, CLS: 0 }]);
  });

  it("counts no paint of a page that was hidden when it loaded, nor INP without an interaction", () => {
    page.visibilityState = "hidden";
    startPageSpeed({} as SiteContext);
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    FakeObserver.deliver("largest-contentful-paint", { startTime: 300 });
    win.dispatchEvent(new Event("pagehide"));
    expect(sent).toEqual([{ TTFB: 42, CLS: 0 }]);
  });

  it("leaves out what the browser does not measure", () => {
    FakeObserver.supportedEntryTypes = ["paint"];
    startPageSpeed({} as SiteContext);
    FakeObserver.deliver("paint", { name: "first-contentful-paint", startTime: 150 });
    hide();
    expect(sent).toEqual([{ TTFB: 42, FCP: 150 }]);
  });
});
