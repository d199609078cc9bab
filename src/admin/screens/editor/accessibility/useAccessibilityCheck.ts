import { useEffect, useMemo, useRef, useState } from "react";
import type { PageSection } from "../../../../blocks/sections/sectionModel";
import { findBlock } from "../sections/sectionEditorState";
import { checkTimer } from "./checkTimer";
import { drawMarkers, removeMarkers } from "./frameMarkers";
import { measurePage } from "./measurePage";
import { pageProblems, type AccessibilityProblem } from "./pageProblems";

/** How long the page in the frame must stay still (reloaded, pictures in, laid out) before it is checked. */
const CHECK_DELAY_MS = 600;

/**
 * Checks the page in the editing frame for accessibility problems as the owner edits: after
 * each reload, picture arriving or change of size, once the page has been still for a moment.
 * Answers the problems of the blocks this editor edits (not those of a shared section or of
 * another page opened in the frame) and marks those blocks in the frame.
 */
export function useAccessibilityCheck(doc: Document | null, layoutTick: number, sections: readonly PageSection[]): AccessibilityProblem[] {
  const [found, setFound] = useState<AccessibilityProblem[]>([]);
  const timer = useRef<ReturnType<typeof checkTimer> | null>(null);
  useEffect(() => {
    const view = doc?.defaultView;
    if (!doc || !view) return;
    // Pictures below the fold load only when scrolled to; the check needs their pixels now.
    for (const img of doc.querySelectorAll("img[loading='lazy']")) img.setAttribute("loading", "eager");
    // A frame hidden behind the panel on a narrow screen lays nothing out: the last check stands
    // until it is shown again (its change of size asks for a check).
    const check = checkTimer(CHECK_DELAY_MS, () => {
      if (doc.defaultView && doc.documentElement.getBoundingClientRect().width > 0) setFound(pageProblems(measurePage(doc)));
    });
    timer.current = check;
    check.request();
    const again = () => check.request();
    view.addEventListener("load", again);
    doc.addEventListener("load", again, true);
    return () => {
      check.stop();
      view.removeEventListener("load", again);
      doc.removeEventListener("load", again, true);
    };
  }, [doc]);
  useEffect(() => timer.current?.request(), [layoutTick]);
  const problems = useMemo(() => found.filter((problem) => findBlock(sections, problem.blockId)), [found, sections]);
  useEffect(() => {
    if (!doc) return;
    drawMarkers(doc, problems);
    return () => removeMarkers(doc);
  }, [doc, problems]);
  return problems;
}
