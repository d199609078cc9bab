import { describe, expect, it } from "vitest";
import { Autoplay, motionAllowed, nextAutoplayIndex, type Scheduler } from "./autoplay";
import { carouselControls, carouselGroupCount, carouselGroupOf, carouselSlidesPerRow } from "./carousel";
import { checkSnapPoint, checkStripAlignment, checkSwipeBoundaries, checkTransition, GalleryDataError, parseColumnWidth, readGalleryData } from "./galleryData";
import { canChangeIndex, disabledControls, normalizeIndex, stepIndex } from "./galleryIndex";
import { isDrag, newSwipeCommits, newSwipeSeconds, scrollDesignSwipe } from "./swipe";

/** A clock the test moves by hand. */
class ManualClock implements Scheduler {
  now = 0;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 1;
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ at: this.now + ms, callback, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.callback();
    }
    this.now = until;
  }
}

describe("gallery index", () => {
  it("normalises: non-numbers to 0, negatives wrap, modulo the count", () => {
    expect(normalizeIndex("abc", 5)).toBe(0);
    expect(normalizeIndex(undefined, 5)).toBe(0);
    expect(normalizeIndex(NaN, 5)).toBe(0);
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-6, 5)).toBe(4);
    expect(normalizeIndex(7, 5)).toBe(2);
    expect(normalizeIndex("3", 5)).toBe(3);
    expect(normalizeIndex(2, 0)).toBe(0);
  });

  it("wraps with loop on and reports the edges with loop off", () => {
    expect(stepIndex(4, 1, 5, true)).toEqual({ index: 0, moved: true, direction: "forward", reached: null });
    expect(stepIndex(0, -1, 5, true)).toMatchObject({ index: 4, direction: "reverse" });
    expect(stepIndex(4, 1, 5, false)).toEqual({ index: 4, moved: false, direction: "forward", reached: "reachedEnd" });
    expect(stepIndex(0, -1, 5, false)).toMatchObject({ index: 0, moved: false, reached: "reachedBeginning" });
    expect(disabledControls(0, 5, false)).toEqual({ previous: true, next: false });
    expect(disabledControls(4, 5, false)).toEqual({ previous: false, next: true });
    expect(disabledControls(0, 5, true)).toEqual({ previous: false, next: false });
  });

  it("refuses a change while this gallery or a linked one at another index is moving", () => {
    expect(canChangeIndex({ inMotion: true, index: 1 }, [])).toBe(false);
    expect(canChangeIndex({ inMotion: false, index: 1 }, [{ inMotion: true, index: 2 }])).toBe(false);
    expect(canChangeIndex({ inMotion: false, index: 1 }, [{ inMotion: true, index: 1 }])).toBe(true);
    expect(canChangeIndex({ inMotion: false, index: 1 }, [{ inMotion: false, index: 3 }])).toBe(true);
  });
});

describe("carousel grouping", () => {
  it("drops slides per row on narrow screens only when the setting is above the new value", () => {
    expect(carouselSlidesPerRow(1280, 3)).toBe(3);
    expect(carouselSlidesPerRow(1280, 5)).toBe(5);
    expect(carouselSlidesPerRow(700, 5)).toBe(3);
    expect(carouselSlidesPerRow(700, 2)).toBe(2);
    expect(carouselSlidesPerRow(479, 3)).toBe(2);
    expect(carouselSlidesPerRow(479, 1)).toBe(1);
    expect(carouselSlidesPerRow(480, 4)).toBe(3);
    expect(carouselSlidesPerRow(724, 4)).toBe(4);
  });

  it("rounds groups up and disables or hides the controls", () => {
    expect(carouselGroupCount(7, 3)).toBe(3);
    expect(carouselGroupCount(6, 3)).toBe(2);
    expect(carouselGroupCount(2, 3)).toBe(1);
    expect(carouselGroupOf(5, 3)).toBe(1);
    expect(carouselControls(0, 3)).toEqual({ hidden: false, previousDisabled: true, nextDisabled: false });
    expect(carouselControls(2, 3)).toEqual({ hidden: false, previousDisabled: false, nextDisabled: true });
    expect(carouselControls(0, 1).hidden).toBe(true);
  });
});

describe("swipes", () => {
  it("counts a scroll-design swipe at 50 px within 250 ms", () => {
    expect(scrollDesignSwipe({ dx: -50, durationMs: 250 })).toBe(1);
    expect(scrollDesignSwipe({ dx: 60, durationMs: 100 })).toBe(-1);
    expect(scrollDesignSwipe({ dx: -49, durationMs: 100 })).toBe(0);
    expect(scrollDesignSwipe({ dx: -200, durationMs: 251 })).toBe(0);
    expect(scrollDesignSwipe({ dx: -60, dy: 120, durationMs: 100 })).toBe(0);
  });

  it("commits a new-swipe past half the width or above velocity 1", () => {
    expect(newSwipeCommits({ dx: -501, durationMs: 2000 }, 1000)).toBe(1);
    expect(newSwipeCommits({ dx: -500, durationMs: 2000 }, 1000)).toBe(0);
    expect(newSwipeCommits({ dx: 150, durationMs: 100 }, 1000)).toBe(-1);
    expect(newSwipeCommits({ dx: 100, durationMs: 100 }, 1000)).toBe(0);
  });

  it("takes 0.3 to 0.5 s, or 0.2 to 0.4 s below 767 px, and tells a drag from a click at 10 px", () => {
    expect(newSwipeSeconds(1, 1280)).toBe(0.5);
    expect(newSwipeSeconds(0, 1280)).toBe(0.3);
    expect(newSwipeSeconds(1, 766)).toBe(0.4);
    expect(newSwipeSeconds(0, 766)).toBe(0.2);
    expect(newSwipeSeconds(0.5, 767)).toBe(0.4);
    expect(isDrag(9, 0)).toBe(false);
    expect(isDrag(6, 8)).toBe(true);
  });
});

describe("autoplay", () => {
  function setUp(randomize = false, random = () => 0) {
    const clock = new ManualClock();
    let index = 0;
    const moves: number[] = [];
    const autoplay = new Autoplay({
      scheduler: clock,
      randomize,
      random,
      position: () => ({ index, count: 4 }),
      advance: (next) => {
        index = next;
        moves.push(next);
      },
    });
    return { clock, autoplay, moves };
  }

  it("advances every 5000 ms and holds while paused", () => {
    const { clock, autoplay, moves } = setUp();
    autoplay.start();
    clock.advance(4999);
    expect(moves).toEqual([]);
    clock.advance(1);
    expect(moves).toEqual([1]);
    autoplay.pause("hover");
    clock.advance(20_000);
    expect(moves).toEqual([1]);
    autoplay.pause("video");
    autoplay.resume("hover");
    clock.advance(20_000);
    expect(moves).toEqual([1]);
    autoplay.resume("video");
    clock.advance(5000);
    expect(moves).toEqual([1, 2]);
    clock.advance(10_000);
    expect(moves).toEqual([1, 2, 3, 0]);
    autoplay.stop();
    clock.advance(50_000);
    expect(moves).toEqual([1, 2, 3, 0]);
  });

  it("picks a random other slide when randomised", () => {
    expect(nextAutoplayIndex(0, 4, true, () => 0)).toBe(1);
    expect(nextAutoplayIndex(2, 4, true, () => 0.99)).toBe(3);
    expect(nextAutoplayIndex(3, 4, true, () => 0.99)).toBe(2);
    const { clock, autoplay, moves } = setUp(true, () => 0.5);
    autoplay.start();
    clock.advance(5000);
    expect(moves).toEqual([2]);
  });

  it("is off with nomotion=true in the address", () => {
    expect(motionAllowed("?nomotion=true")).toBe(false);
    expect(motionAllowed("?nomotion=false")).toBe(true);
    expect(motionAllowed("")).toBe(true);
  });
});

describe("gallery block data", () => {
  const element = (json: string | null, dataset: Record<string, string> = {}) => ({ getAttribute: () => json, dataset });

  it("reads the JSON attribute, or else the stored data", () => {
    expect(readGalleryData(element('{"design":"grid","slidesPerRow":4}'))).toEqual({ design: "grid", slidesPerRow: 4 });
    expect(readGalleryData(element(null, { design: "autocolumns", columnWidth: "300", autoplay: "true" }))).toEqual({
      design: "autocolumns",
      columnWidth: 300,
      autoplay: true,
    });
  });

  it("names what is wrong", () => {
    expect(() => readGalleryData(element("{not json"))).toThrow("Error decoding gallery block data.");
    expect(() => readGalleryData(element('{"design":"mosaic"}'))).toThrow(
      new GalleryDataError(
        "Error evaluating gallery block data. Design not found. Loaded designs: grid, autogrid, autocolumns, autorows, carousel, list, stacked, strip, base",
      ),
    );
    expect(() => readGalleryData(element('{"design":"stacked","transition":"spin"}'))).toThrow(
      new GalleryDataError("Error evaluating gallery block data. Unknown gallery transition: spin"),
    );
    expect(() => readGalleryData(element(null, { design: "autocolumns", columnWidth: "wide" }))).toThrow(
      new GalleryDataError('Error evaluating gallery block data. columnWidth must be a number above 0 (got "wide").'),
    );
    expect(parseColumnWidth("250px")).toBe(250);
    expect(() => parseColumnWidth(0)).toThrow("columnWidth must be a number above 0");
    expect(() => parseColumnWidth("wide")).toThrow("columnWidth must be a number above 0");
    expect(checkStripAlignment("end")).toBe("end");
    expect(() => checkStripAlignment("left")).toThrow("Strip alignment must be start, middle or end");
    expect(() => checkSwipeBoundaries("soft")).toThrow("Swipe boundaries must be none, hard or inertial");
    expect(checkSnapPoint("50%")).toBe("50%");
    expect(checkSnapPoint("none")).toBe("none");
    expect(() => checkSnapPoint("50")).toThrow("Snap points must be a percentage or none");
    expect(() => checkTransition("ken-burns")).not.toThrow();
  });
});
