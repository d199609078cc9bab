import { describe, expect, it } from "vitest";
import {
  CHART_LIMITS,
  DIALOG_LIMITS,
  LIGHTBOX_LIMITS,
  MAP_LIMITS,
  RELATIVE_TIME_LIMITS,
  SLIDER_LIMITS,
  TEXT_SHRINK_LIMITS,
  TOOLTIP_LIMITS,
  VIDEO_LIMITS,
} from "./widgetLimits";

describe("widget limits", () => {
  it("pins the lightbox settings", () => {
    expect(LIGHTBOX_LIMITS).toEqual({
      overlayOpacity: 0.95,
      padding: 100,
      arrowThrottleMs: 200,
      edgeClickMarginRatio: 0.02,
      swipeMinPx: 50,
      captionFadeMs: 500,
      overlayFadeSeconds: 0.6,
      overlayFadeSecondsOtherReading: 0.3,
    });
  });

  it("pins how much of a chart is drawn", () => {
    expect(CHART_LIMITS).toEqual({ maxRows: 100, maxColumns: 10 });
  });

  it("pins the dialog and tooltip settings", () => {
    expect(DIALOG_LIMITS).toEqual({ width: 350, padding: 20, hideFallbackMs: 600, informationAutoHideMs: 2000 });
    expect(TOOLTIP_LIMITS).toEqual({ showDelayMs: 1200, width: 250, mouseOffset: 15, edgeMargin: 20 });
  });

  it("pins relative time, text shrink and slider settings", () => {
    expect(RELATIVE_TIME_LIMITS).toEqual({ refreshIntervalSeconds: 5 });
    expect(TEXT_SHRINK_LIMITS).toEqual({ minFontSizePx: 11, resizeDebounceMs: 100 });
    expect(SLIDER_LIMITS).toEqual({ defaultAspectRatio: 50 });
  });

  it("pins the video sizes", () => {
    expect(VIDEO_LIMITS).toEqual({
      defaultAspectPaddingPercent: 56.3,
      defaultPlaceholderRatio: 65,
      thumbnailAspectRatio: { width: 16, height: 9 },
    });
  });

  it("pins the map settings and default options", () => {
    expect(MAP_LIMITS).toEqual({
      defaultZoom: 12,
      optionUpdateDebounceMs: 60,
      apiLoadTimeoutSeconds: 30,
      markerIconSize: { width: 48, height: 64 },
      defaultOptions: {
        showLabels: true,
        showTerrain: false,
        draggable: true,
        scrollwheel: true,
        showControls: true,
        markerDraggable: false,
        linkOnClick: true,
      },
    });
  });
});
