import { describe, expect, it } from "vitest";
import { SlowestInteractions } from "./slowestInteractions";

const inpOf = (entries: [interactionId: number, duration: number][]) => {
  const interactions = new SlowestInteractions();
  for (const [interactionId, duration] of entries) interactions.add({ interactionId, duration });
  return interactions.inp;
};

describe("interaction to next paint (INP)", () => {
  it("is null without an interaction, events outside one not counting", () => {
    expect(inpOf([])).toBeNull();
    expect(inpOf([[0, 300]])).toBeNull();
  });

  it("takes an interaction's longest event and the slowest interaction of a short visit", () => {
    expect(
      inpOf([
        [7, 24],
        [7, 96],
        [14, 48],
        [21, 16],
        [7, 40],
      ]),
    ).toBe(96);
  });

  it("leaves out one slowest interaction for every 50, the 98th percentile", () => {
    const slowFirst: [number, number][] = [
      [1, 900],
      [2, 700],
      [3, 500],
    ];
    const quick = (from: number, count: number) => Array.from({ length: count }, (_, i): [number, number] => [from + i, 16]);
    expect(inpOf([...slowFirst, ...quick(4, 46)])).toBe(900);
    expect(inpOf([...slowFirst, ...quick(4, 47)])).toBe(700);
    expect(inpOf([...slowFirst, ...quick(4, 97)])).toBe(500);
  });

  it("keeps only the ten slowest, and still finds the 98th percentile of a long visit", () => {
    const visit = Array.from({ length: 600 }, (_, i): [number, number] => [i + 1, i < 12 ? 1000 - i * 10 : 8]);
    expect(inpOf(visit)).toBe(910);
  });
});
