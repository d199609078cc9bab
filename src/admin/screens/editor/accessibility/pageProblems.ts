import { comparableName } from "../../../../domain/navigationNames";
import { AA_TEXT_CONTRAST, contrastRatio, formatRatio } from "../../../../domain/siteStyles/contrast";
import type { HeadingFact, LinkFact, NavigationFact, PageFacts, PictureFact, TargetFact, TextFact } from "./pageFacts";
import { hexOf, over } from "./rgba";

/** The kinds of problem the editor checks, in the order its summary lists them. */
export const PROBLEM_KINDS = ["contrast", "alt", "headings", "navigationNames", "links", "tinyText", "targets"] as const;

/** One kind of accessibility problem. */
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/**
 * What a one-click fix would change, when the block allows it: its button style, its alternative
 * text, its heading level, or its screen reader name (one not among the names `taken` on the page).
 */
type Repair =
  { kind: "buttonStyle" } | { kind: "altText" } | { kind: "headingLevel"; level: number } | { kind: "navigationName"; taken: string[]; inLastSection: boolean };

/** A problem found in one block, in plain words saying what is wrong and why it matters. */
export interface AccessibilityProblem {
  blockId: string;
  kind: ProblemKind;
  message: string;
  repair?: Repair;
}

/** WCAG AA's least contrast for large text (24 px, or 18.66 px bold). */
const LARGE_TEXT_CONTRAST = 3;

/** Text smaller than this (in CSS pixels) is too small to read comfortably. */
const SMALLEST_TEXT_PX = 12;

/** WCAG 2.2's least size of a target to press (2.5.8, AA), in CSS pixels. */
const SMALLEST_TARGET_PX = 24;

/** The share of a text's background samples allowed under the contrast asked: speckles of a picture do not count, a busy area does. */
const UNREADABLE_SHARE = 0.1;

/** Link words that do not say where a link goes, once lower-cased and without trailing punctuation or arrows. */
const VAGUE_LINK_WORDS = new Set(["read more", "click here", "here", "more", "click", "link", "this", "this link", "more info"]);

/** At most this many characters of a text are quoted in a message. */
const QUOTE_LENGTH = 40;

function quoted(text: string): string {
  const words = text.replace(/\s+/g, " ").trim();
  return `“${words.length > QUOTE_LENGTH ? `${words.slice(0, QUOTE_LENGTH - 1)}…` : words}”`;
}

/** The text's contrast against what is behind it, at the worst tenth of its samples (null when unmeasured). */
export function textContrast(fact: Pick<TextFact, "colour" | "behind">): number | null {
  if (!fact.behind || fact.behind.length === 0) return null;
  const ratios = fact.behind.map((background) => contrastRatio(hexOf(over(fact.colour, background)), hexOf(background))).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * UNREADABLE_SHARE)]!;
}

/** The contrast WCAG AA asks of text of this size and weight. */
export function contrastNeeded(fact: Pick<TextFact, "fontSize" | "bold">): number {
  return fact.fontSize >= 24 || (fact.bold && fact.fontSize >= 18.66) ? LARGE_TEXT_CONTRAST : AA_TEXT_CONTRAST;
}

function contrastProblems(texts: TextFact[]): AccessibilityProblem[] {
  return texts.flatMap((fact): AccessibilityProblem[] => {
    const ratio = textContrast(fact);
    const needed = contrastNeeded(fact);
    if (ratio === null || ratio >= needed) return [];
    return [
      {
        blockId: fact.blockId,
        kind: "contrast",
        message: `${quoted(fact.text)} is hard to read: its contrast with what is behind it is ${formatRatio(ratio)}, and text needs at least ${needed}:1 so that people with weak eyesight, or on a phone in sunlight, can read it.`,
        repair: { kind: "buttonStyle" },
      },
    ];
  });
}

/** Text under 12 px, said once per block (a chart's labels are one problem, not twenty). */
function tinyTextProblems(texts: TextFact[]): AccessibilityProblem[] {
  const byBlock = new Map<string, TextFact[]>();
  for (const fact of texts) {
    if (fact.fontSize < SMALLEST_TEXT_PX) byBlock.set(fact.blockId, [...(byBlock.get(fact.blockId) ?? []), fact]);
  }
  return [...byBlock].map(([blockId, tiny]) => {
    const size = Math.round(Math.min(...tiny.map((fact) => fact.fontSize)) * 10) / 10;
    const which =
      tiny.length === 1 ? `${quoted(tiny[0]!.text)} is ${size} px tall` : `${tiny.length} texts, such as ${quoted(tiny[0]!.text)}, are as small as ${size} px`;
    return {
      blockId,
      kind: "tinyText",
      message: `${which}, under ${SMALLEST_TEXT_PX} px: many people cannot read text this small, above all on a phone.`,
    };
  });
}

function pictureProblems(pictures: PictureFact[]): AccessibilityProblem[] {
  return pictures
    .filter((picture) => !picture.decorative && (picture.alt ?? "").trim() === "")
    .map((picture) => ({
      blockId: picture.blockId,
      kind: "alt",
      message:
        "A picture has no description (alternative text). People who use a screen reader hear nothing of what it shows, and search engines cannot tell either.",
      repair: { kind: "altText" },
    }));
}

function headingProblems(headings: HeadingFact[]): AccessibilityProblem[] {
  const found: AccessibilityProblem[] = [];
  const report = (heading: HeadingFact, message: string, level: number) => {
    if (heading.blockId) found.push({ blockId: heading.blockId, kind: "headings", message, repair: { kind: "headingLevel", level } });
  };
  let previous = 0;
  let seenMain = false;
  let previousWasTitle = false;
  for (const heading of headings) {
    if (heading.level === 1 && seenMain) {
      report(
        heading,
        `${quoted(heading.text)} is a second main heading (level 1). A page has one main heading, its title, so that screen readers and search engines know what the page is about.`,
        2,
      );
    } else if (heading.level > previous + 1 && previous > 0) {
      const after = previousWasTitle
        ? `comes right after the page's title, which screen readers read as its main heading (level 1) though it is hidden from sight, and jumps to level ${heading.level}`
        : `jumps from level ${previous} to level ${heading.level}`;
      report(
        heading,
        `The heading ${quoted(heading.text)} ${after}. People who move through a page by its headings, as screen reader users do, think a part is missing.`,
        previous + 1,
      );
    }
    seenMain ||= heading.level === 1;
    previous = heading.level;
    previousWasTitle = heading.level === 1 && heading.blockId === null;
  }
  return found;
}

/**
 * Navigations of blocks named like another navigation of the page (the site header's included):
 * screen reader users move between a page's navigations by their names. The first of a name
 * keeps it; each later one is a problem, fixed by a name no navigation of the page has.
 */
function navigationNameProblems(navigations: NavigationFact[]): AccessibilityProblem[] {
  const taken = [...new Set(navigations.map((navigation) => comparableName(navigation.name)))];
  const seen = new Set<string>();
  return navigations.flatMap((navigation): AccessibilityProblem[] => {
    const name = comparableName(navigation.name);
    const clash = seen.has(name);
    seen.add(name);
    if (!clash || !navigation.blockId) return [];
    return [
      {
        blockId: navigation.blockId,
        kind: "navigationNames",
        message: `Another navigation on this page is also called ${quoted(navigation.name)}. People who use a screen reader move between a page's navigations by their names, and cannot tell these two apart.`,
        repair: { kind: "navigationName", taken, inLastSection: navigation.inLastSection },
      },
    ];
  });
}

function linkWords(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .replace(/[\s.…:!→›»>]+$/u, "");
}

function linkProblems(links: LinkFact[]): AccessibilityProblem[] {
  return links.flatMap((link): AccessibilityProblem[] => {
    const words = linkWords(link.name);
    const message =
      words === ""
        ? "A link has no words. A screen reader announces it only as “link”, so nobody who cannot see it knows where it goes."
        : /^(https?:\/\/|www\.)\S*$/.test(words) || words === link.href.toLowerCase()
          ? `The link ${quoted(link.name)} is an address, not words: a screen reader spells it out. Name the place it leads to instead.`
          : VAGUE_LINK_WORDS.has(words)
            ? `The link ${quoted(link.name)} does not say where it goes. People who list a page's links, as screen reader users do, hear only these words; name the place, as in “Read our opening hours”.`
            : null;
    return message ? [{ blockId: link.blockId, kind: "links", message }] : [];
  });
}

function overlapping(a: Box, b: Box): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 1 && height > 1;
}

type Box = TargetFact["box"];

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

function distanceToBox(point: { x: number; y: number }, box: Box): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/**
 * Undersized targets (not links inside a sentence) too close to others: WCAG 2.5.8 lets a target
 * be smaller than 24 × 24 px when a 24 px circle on its centre touches no other target and no
 * other undersized target's circle.
 */
function crowdedTargets(targets: TargetFact[]): TargetFact[] {
  const undersized = targets.filter((t) => !t.inSentence && (t.box.width < SMALLEST_TARGET_PX || t.box.height < SMALLEST_TARGET_PX));
  const radius = SMALLEST_TARGET_PX / 2;
  return undersized.filter((target) => {
    const middle = centre(target.box);
    return targets.some((other) => {
      if (other === target) return false;
      if (distanceToBox(middle, other.box) < radius) return true;
      const theirs = centre(other.box);
      return undersized.includes(other) && Math.hypot(middle.x - theirs.x, middle.y - theirs.y) < SMALLEST_TARGET_PX;
    });
  });
}

function targetProblems(targets: TargetFact[]): AccessibilityProblem[] {
  const found: AccessibilityProblem[] = crowdedTargets(targets).map((target) => ({
    blockId: target.blockId,
    kind: "targets",
    message: `${quoted(target.name)} is ${Math.round(target.box.width)} × ${Math.round(target.box.height)} px, smaller than ${SMALLEST_TARGET_PX} × ${SMALLEST_TARGET_PX} px, and close to another button or link: it is hard to tap with a finger, or to click with an unsteady hand, without pressing the wrong one.`,
  }));
  targets.forEach((target, index) => {
    for (const other of targets.slice(index + 1)) {
      if (overlapping(target.box, other.box)) {
        found.push({
          blockId: target.blockId,
          kind: "targets",
          message: `${quoted(target.name)} and ${quoted(other.name)} overlap: a tap on one may press the other.`,
        });
      }
    }
  });
  return found;
}

/**
 * The problems of a rendered page, block by block: text contrast over what is really behind it,
 * pictures without a description, headings out of order, navigations with the same name, links
 * that do not say where they go, text under 12 px and targets under 24 × 24 px or overlapping. The same problem said twice of
 * one block is kept once.
 */
export function pageProblems(facts: PageFacts): AccessibilityProblem[] {
  const all = [
    ...contrastProblems(facts.texts),
    ...tinyTextProblems(facts.texts),
    ...pictureProblems(facts.pictures),
    ...headingProblems(facts.headings),
    ...navigationNameProblems(facts.navigations),
    ...linkProblems(facts.links),
    ...targetProblems(facts.targets),
  ];
  const seen = new Set<string>();
  return all.filter((problem) => {
    const key = `${problem.blockId} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
