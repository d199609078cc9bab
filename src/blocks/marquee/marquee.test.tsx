import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { MARQUEE_LIMITS } from "../../domain/limits/layoutLimits";
import { blockSchemaFor } from "../schemaRegistry";
import { MarqueeBlock } from "./MarqueeBlock";
import { copiesNeeded, moves, nextOffset, showsCopies, waveRise, type MarqueeConditions } from "./marqueeMotion";
import { marqueeSchema } from "./schema";

function settingsProblems(schema: ZodType, settings: unknown): Record<string, string> {
  return Object.fromEntries((schema.safeParse(settings).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

const context = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const id = "c".repeat(24);

const still: MarqueeConditions = { reducedMotion: false, wideEnough: true, visible: true, pausedByButton: false, hovered: false, pausedOnHover: false };

describe("marquee block", () => {
  it("is registered as marquee with code 70 and the spec's defaults", () => {
    expect(blockSchemaFor("marquee")).toBe(marqueeSchema);
    expect(marqueeSchema.code).toBe(BLOCK_TYPE.marquee);
    expect(marqueeSchema.code).toBe(70);
    expect(marqueeSchema.island).toBe("marquee");
    expect(marqueeSchema.schema.parse({ items: ["Open daily"] })).toEqual({
      items: ["Open daily"],
      separator: "•",
      waveFrequency: 1,
      waveIntensity: 0,
      animationDirection: "left",
      animationSpeed: 1,
      pausedOnHover: false,
    });
    expect(marqueeSchema.summary?.({ items: ["Bread", "Cakes"], separator: "/" })).toBe("Bread / Cakes");
  });

  it("refuses bad settings in plain words", () => {
    expect(settingsProblems(marqueeSchema.schema, { items: [] })).toEqual({ items: "Add at least one phrase." });
    expect(settingsProblems(marqueeSchema.schema, { items: [" "] })).toEqual({ "items.0": "Each phrase needs some text." });
    expect(settingsProblems(marqueeSchema.schema, { items: ["x".repeat(201)] })).toEqual({ "items.0": "A phrase holds at most 200 characters." });
    expect(settingsProblems(marqueeSchema.schema, { items: Array(21).fill("x") })).toEqual({ items: "A marquee holds at most 20 phrases." });
    expect(
      settingsProblems(marqueeSchema.schema, { items: ["x"], animationDirection: "up", animationSpeed: 0, waveIntensity: 51, waveFrequency: "2" }),
    ).toEqual({
      animationDirection: "The direction must be left or right.",
      animationSpeed: "The speed must be at least 0.1.",
      waveIntensity: "The wave intensity must be at most 50.",
      waveFrequency: "The wave frequency must be a number.",
    });
    expect(settingsProblems(marqueeSchema.schema, { items: ["x"], speed: 2 })).toEqual({ "": 'Unrecognized key: "speed"' });
  });

  it("renders the phrases once as a list, the separators hidden from screen readers, how it moves in data attributes", () => {
    const settings = marqueeSchema.schema.parse({
      items: ["Fresh <bread>", "Open daily"],
      separator: "*",
      animationDirection: "right",
      waveIntensity: 8,
      pausedOnHover: true,
    });
    const html = renderToStaticMarkup(<MarqueeBlock id={id} settings={settings} context={context} />);
    expect(html).toContain('data-island="marquee"');
    expect(html).toContain('data-block-type="70"');
    expect(html).toContain(
      '<div class="tsr-marquee" data-direction="right" data-speed="1" data-wave-frequency="1" data-wave-intensity="8" data-paused-on-hover="true">',
    );
    expect(html).toContain(
      '<ul class="tsr-marquee__text"><li class="tsr-marquee__item">Fresh &lt;bread&gt;<span class="tsr-marquee__separator" aria-hidden="true">*</span></li><li class="tsr-marquee__item">Open daily<span class="tsr-marquee__separator" aria-hidden="true">*</span></li></ul>',
    );
    expect(html.match(/Open daily/g)).toHaveLength(1);
  });
});

describe("marquee motion", () => {
  it("fills the block with copies and one to spare", () => {
    expect(copiesNeeded(1000, 400)).toBe(4);
    expect(copiesNeeded(800, 400)).toBe(3);
    expect(copiesNeeded(300, 400)).toBe(2);
    expect(copiesNeeded(300, 0)).toBe(0);
  });

  it("travels at speed times 60 pixels a second and wraps after one copy's width", () => {
    expect(MARQUEE_LIMITS.pixelsPerSecondAtSpeedOne).toBe(60);
    expect(nextOffset(0, 1000, 1, "left", 400)).toBe(-60);
    expect(nextOffset(-60, 500, 2, "left", 400)).toBe(-120);
    expect(nextOffset(-380, 1000, 1, "left", 400)).toBe(-40);
    expect(nextOffset(0, 1000, 1, "right", 400)).toBe(-340);
    expect(nextOffset(-20, 1000, 0.5, "right", 400)).toBe(-390);
    expect(nextOffset(-30, 1000, 0.5, "right", 400)).toBe(0);
    expect(nextOffset(-100, 0, 1, "left", 400)).toBe(-100);
  });

  it("lifts letters on a sine of waveFrequency waves across the block, waveIntensity pixels high", () => {
    expect(waveRise(250, 1000, 1, 10)).toBeCloseTo(10);
    expect(waveRise(750, 1000, 1, 10)).toBeCloseTo(-10);
    expect(waveRise(125, 1000, 2, 10)).toBeCloseTo(10);
    expect(waveRise(250, 1000, 1, 0)).toBe(0);
    expect(waveRise(250, 1000, 0, 10)).toBe(0);
  });

  it("moves only when on screen, wide enough, motion allowed and not paused", () => {
    expect(moves(still)).toBe(true);
    expect(moves({ ...still, visible: false })).toBe(false);
    expect(moves({ ...still, reducedMotion: true })).toBe(false);
    expect(showsCopies({ ...still, reducedMotion: true })).toBe(false);
    expect(showsCopies({ ...still, wideEnough: false })).toBe(false);
    expect(showsCopies({ ...still, visible: false })).toBe(true);
    expect(moves({ ...still, pausedByButton: true })).toBe(false);
    expect(moves({ ...still, hovered: true })).toBe(true);
    expect(moves({ ...still, hovered: true, pausedOnHover: true })).toBe(false);
  });
});
