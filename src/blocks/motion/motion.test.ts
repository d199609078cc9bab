import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ANIMATION_LIMITS, TEXT_SHRINK_LIMITS } from "../../domain/limits";
import { HeadingBlock } from "../heading/HeadingBlock";
import { headingSchema } from "../heading/schema";
import { islandsOf, parseLayout } from "../layout";
import { renderableLayout } from "../renderableLayout";
import { parseSection } from "../sections/sectionCheck";
import { entranceWatcher, hasEntered, type ObserverFactory } from "./animationObserver";
import { ENTRANCE_MS, entranceStyle } from "./entrance";
import { animationOf, BLOCK_ANIMATION_LABELS, MOTION_ISLAND, usesMotion } from "./motionModel";
import { blockAnimationSchema } from "./motionSchema";
import { fittingFontSize } from "./textShrink";

/** An IntersectionObserver the test drives: it records what it watches and is told what is visible. */
function controlledObserver() {
  const made: { options: IntersectionObserverInit; watched: Set<Element>; report: (entries: Partial<IntersectionObserverEntry>[]) => void }[] = [];
  const create: ObserverFactory = (callback, options) => {
    const watched = new Set<Element>();
    const observer = {
      observe: (element: Element) => void watched.add(element),
      unobserve: (element: Element) => void watched.delete(element),
    };
    made.push({ options, watched, report: (entries) => callback(entries as IntersectionObserverEntry[], observer as unknown as IntersectionObserver) });
    return observer;
  };
  return { create, made };
}

const screen = { height: 800 } as DOMRectReadOnly;
const entry = (target: Element, ratio: number, visibleHeight: number): Partial<IntersectionObserverEntry> => ({
  target,
  isIntersecting: ratio > 0,
  intersectionRatio: ratio,
  intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
  rootBounds: screen,
});

const block = (letter: string, extra: Record<string, unknown> = {}) => ({
  id: letter.repeat(24),
  type: "text",
  settings: { html: "<p>Hello</p>" },
  desktop: { column: 1, row: 1, width: 24, height: 1 },
  ...extra,
});
const layoutWith = (blocks: unknown[]) => ({ sections: [{ id: "e".repeat(24), style: {}, blocks }] });

describe("block animations", () => {
  it("offers none, expandable, fade and scale, in words in the editor, and refuses anything else in plain words", () => {
    expect(blockAnimationSchema.options).toEqual(["none", "expandable", "fade", "scale"]);
    expect(BLOCK_ANIMATION_LABELS).toEqual({ none: "None", expandable: "Expand open", fade: "Fade in", scale: "Scale in" });
    expect(blockAnimationSchema.safeParse("spin").error?.issues[0]?.message).toBe("The animation must be none, expandable, fade or scale.");
    expect(animationOf({ animation: "fade" })).toBe("fade");
    expect(animationOf({ animation: "none" })).toBeNull();
    expect(animationOf({ animation: "spin" })).toBeNull();
    expect(animationOf({})).toBeNull();
  });

  it("keeps a placed block's animation in layouts and sections, refuses a wrong one, and loads the motion island only where used", () => {
    const layout = parseLayout(layoutWith([block("a", { animation: "scale" }), block("b")]));
    const [section] = layout.sections as { blocks: { animation?: string }[] }[];
    expect(section!.blocks.map((b) => b.animation)).toEqual(["scale", undefined]);
    expect(islandsOf(layout)).toEqual([MOTION_ISLAND]);
    expect(islandsOf(parseLayout(layoutWith([block("a", { animation: "none" })])))).toEqual([]);
    expect(() => parseLayout(layoutWith([block("a", { animation: "spin" })]))).toThrow(
      "sections[0].blocks[0].animation: The animation must be none, expandable, fade or scale.",
    );
    expect(() => parseSection({ id: "e".repeat(24), style: {}, blocks: [block("a", { animation: 3 })] })).toThrow(
      "blocks[0].animation: The animation must be none, expandable, fade or scale.",
    );
    expect(parseSection({ id: "e".repeat(24), style: {}, blocks: [block("a", { animation: "expandable" })] }).blocks[0]!.animation).toBe("expandable");
    const stored = renderableLayout(layoutWith([block("a", { animation: "fade" }), block("b", { animation: "spin" })]));
    expect((stored.layout.sections[0] as { blocks: { animation?: string }[] }).blocks.map((b) => b.animation)).toEqual(["fade"]);
    expect(stored.dropped).toEqual([`text:${"b".repeat(24)}`]);
  });

  it("fades from transparent and scales from 0.94 to 1 over the default 0.3 s", () => {
    expect(ENTRANCE_MS).toBe(300);
    expect(entranceStyle("fade", 0)).toEqual({ opacity: "0", transform: "" });
    expect(entranceStyle("fade", 0.5)).toEqual({ opacity: "0.5", transform: "" });
    expect(entranceStyle("scale", 0)).toEqual({ opacity: "0", transform: `scale(${ANIMATION_LIMITS.scaleDownFactor})` });
    expect(entranceStyle("scale", 0)).toEqual({ opacity: "0", transform: "scale(0.94)" });
    expect(entranceStyle("scale", 1)).toEqual({ opacity: "1", transform: "scale(1)" });
  });
});

describe("animation observer", () => {
  it("watches with thresholds 0, .1, .25, .5 and 1 and brings a block in once half of it is visible", () => {
    const observer = controlledObserver();
    const entered: Element[] = [];
    const watch = entranceWatcher((element) => entered.push(element), { create: observer.create });
    const first = { id: "first" } as unknown as Element;
    const second = { id: "second" } as unknown as Element;
    watch(first);
    watch(second);
    expect(observer.made).toHaveLength(1);
    const [made] = observer.made;
    expect(made!.options).toEqual({ threshold: [0, 0.1, 0.25, 0.5, 1] });
    made!.report([entry(first, 0.25, 100), entry(second, 0, 0)]);
    expect(entered).toEqual([]);
    made!.report([entry(first, 0.5, 200)]);
    expect(entered).toEqual([first]);
    expect([...made!.watched]).toEqual([second]);
    made!.report([entry(second, 1, 300)]);
    expect(entered).toEqual([first, second]);
  });

  it("takes another ratio, and brings in a block taller than the screen once it fills that share of the screen", () => {
    expect(hasEntered(entry({} as Element, 0.3, 240) as IntersectionObserverEntry, 0.25)).toBe(true);
    expect(hasEntered(entry({} as Element, 0.2, 160) as IntersectionObserverEntry, 0.25)).toBe(false);
    expect(hasEntered(entry({} as Element, 0.3, 400) as IntersectionObserverEntry, ANIMATION_LIMITS.observerDefaultRatio)).toBe(true);
    expect(hasEntered({ ...entry({} as Element, 0, 0), rootBounds: null } as IntersectionObserverEntry, 0.5)).toBe(false);
  });
});

describe("text shrink", () => {
  it("shrinks a line's font in proportion until it fits, never below 11 px", () => {
    expect(TEXT_SHRINK_LIMITS).toMatchObject({ minFontSizePx: 11, resizeDebounceMs: 100 });
    expect(fittingFontSize(40, 300, 400)).toBe(40);
    expect(fittingFontSize(40, 800, 400)).toBe(20);
    expect(fittingFontSize(40, 900, 400)).toBe(17.7);
    expect(fittingFontSize(40, 4000, 400)).toBe(11);
  });

  it("is a heading option that loads the motion island only for headings that ask for it", () => {
    expect(headingSchema.schema.parse({ text: "Hi" })).toMatchObject({ shrinkToFit: false });
    const render = (settings: unknown) =>
      renderToStaticMarkup(
        createElement(HeadingBlock, {
          id: "d".repeat(24),
          settings: headingSchema.schema.parse(settings),
          context: { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" },
        }),
      );
    expect(render({ text: "Fits", shrinkToFit: true })).toContain(
      'data-island="motion"><h2 class="tsr-heading tsr-align-left" data-text-shrink="waiting">Fits</h2>',
    );
    expect(render({ text: "Wraps" })).not.toContain("data-island");
    expect(usesMotion({ settings: { shrinkToFit: true } })).toBe(true);
    expect(usesMotion({ settings: {} })).toBe(false);
    const heading = { ...block("f"), type: "heading", settings: { text: "Big", shrinkToFit: true } };
    expect(islandsOf(parseLayout(layoutWith([heading])))).toEqual([MOTION_ISLAND]);
  });
});
