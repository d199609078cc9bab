import type { Page } from "playwright-core";

/**
 * Lists every word a person can see drawn on two lines without a hyphen ("cuppin" on one line,
 * "g" on the next), as "name: “cuppin/g”". A word is a run of two or more letters or digits (a soft
 * hyphen ends one); addresses, paths and email addresses (anything with a slash or an @ between
 * spaces) are no words and may break anywhere. Runs in the page with window.seenElements installed.
 */
function collect(): string[] {
  const { name, shown } = window.seenElements!;
  const lines = (range: Range): number[] => {
    const tops: number[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width >= 1 && rect.height >= 1 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const parent = node.parentElement;
    if (!parent || !/[\p{L}\p{N}]{2}/u.test(text) || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "TITLE"].includes(parent.tagName)) continue;
    const whole = document.createRange();
    whole.selectNodeContents(node);
    if (lines(whole).length < 2 || !shown(parent)) continue;
    for (const token of text.matchAll(/\S+/g)) {
      if (/[/@]/.test(token[0])) continue;
      for (const match of token[0].matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const start = token.index + match.index;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + match[0].length);
        if (lines(range).length < 2) continue;
        let split = 1;
        for (; split < match[0].length; split += 1) {
          range.setEnd(node, start + split + 1);
          if (lines(range).length > 1) break;
        }
        found.push(`${name(parent)}: “${match[0].slice(0, split)}/${match[0].slice(split)}”`);
      }
    }
  }
  return found;
}

/** The broken word rule: every word drawn across two lines without a hyphen, named by the element holding it. */
export async function checkBrokenWords(page: Page): Promise<string[]> {
  return (await page.evaluate(collect)).map((finding) => `${finding} is broken across lines inside the word`);
}
