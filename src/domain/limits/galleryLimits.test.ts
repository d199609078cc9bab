import { describe, expect, it } from "vitest";
import { GALLERY_LIMITS } from "./galleryLimits";

describe("GALLERY_LIMITS", () => {
  it("pins every gallery number of spec 2 §3, §4 and §9", () => {
    expect(GALLERY_LIMITS).toEqual({
      imageLoadConcurrency: { desktop: 16, mobile: 1 },
      resizeEmitterTimeoutMs: { gallery: 100, default: 300 },
      resizeDispatchWaitMs: 150,
      autocolumns: { columnWidth: 250, gutter: 0, columnWidthBehavior: "min" },
      autogrid: { columnWidth: 250, gutter: 0, columnWidthBehavior: "min" },
      autorows: { rowHeight: 250, gutter: 20, lightbox: true },
      grid: { slidesPerRow: 4, lightbox: true, padding: 20, thumbnailsPerRow: 4 },
      carousel: { slidesPerRow: 3, gutterPercent: 1, twoPerRowBelowWidth: 480, threePerRowBelowWidth: 724 },
      stacked: { preloadCount: 1, speed: 1, fadeSpeedSeconds: 1, outgoingFadeFactor: 1.2, kenBurnsZoom: 1.075 },
      strip: { speed: 0.5, preloadCount: 1, defaultVSize: 10 },
      thumbnailPaddingCap: 5,
      stackZIndexBase: 888,
      overlayZIndexBase: 30_000,
      swipe: { dragDetectPx: 10, pointerMoveTimeoutMs: 500 },
      scrollDesignSwipe: { minDistancePx: 50, maxDurationMs: 250 },
      newSwipe: {
        dragWidthRatio: 0.5,
        velocityThreshold: 1,
        transitionSeconds: { min: 0.3, max: 0.5 },
        narrowTransitionSeconds: { min: 0.2, max: 0.4 },
        narrowBelowWidth: 767,
      },
      scrollIntoViewOffset: 30,
      autoplay: { timeoutMs: 5000, randomize: true, slideWidgetTimeoutMs: 1000, slideWidgetStartIndex: 0 },
      settingsDefaults: {
        autoplay: false,
        currentIndex: 0,
        loop: false,
        keyboard: true,
        lazyLoad: false,
        historyHash: false,
      },
    });
  });
});
