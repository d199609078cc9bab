import { expect } from "vitest";
import { KNOWN_FINDINGS, type VisualCheckPart } from "./visualCheckKnownFindings";

/**
 * Fails on every finding of a part of the visual check that the known findings do not list, and
 * on every known finding of that part that matched nothing (its defect is fixed: remove it).
 */
export function expectOnlyKnownFindings(part: VisualCheckPart, findings: readonly string[]): void {
  const known = KNOWN_FINDINGS.filter((entry) => entry.part === part);
  const unknown = findings.filter((finding) => !known.some((entry) => entry.pattern.test(finding)));
  const fixed = known.filter((entry) => !findings.some((finding) => entry.pattern.test(finding))).map((entry) => `${entry.defect} (${entry.pattern})`);
  const listed = [...unknown.slice(0, 40), ...(unknown.length > 40 ? [`… and ${unknown.length - 40} more`] : []), ...fixed.map((entry) => `fixed: ${entry}`)];
  expect(
    { unknown, fixed },
    `findings of the visual check not in visualCheckKnownFindings.ts, and entries there that match nothing any more:\n${listed.join("\n")}\n`,
  ).toEqual({
    unknown: [],
    fixed: [],
  });
}
