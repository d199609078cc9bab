import type { AccessibilityProblem } from "./pageProblems";

/** The id of the layer of markers the editor adds to the page in its frame. */
const LAYER_ID = "tsr-editor-accessibility-markers";

/** The marker's diameter in CSS pixels. */
const MARKER_PX = 22;

/** How far inside the block's top right corner the marker sits, so it never widens the page. */
const INSET_PX = 4;

/** Takes the markers off the page in the frame (before the editor leaves it). */
export function removeMarkers(doc: Document): void {
  doc.getElementById(LAYER_ID)?.remove();
}

/**
 * Draws a small round marker with the number of problems inside the top right corner of each block
 * that has some, on the page in the editing frame, so the owner sees where they are. The
 * markers let clicks through to the block (which selects it) and are hidden from screen
 * readers: the block's panel lists the same problems in words.
 */
export function drawMarkers(doc: Document, problems: readonly AccessibilityProblem[]): void {
  removeMarkers(doc);
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem.blockId, (counts.get(problem.blockId) ?? 0) + 1);
  if (counts.size === 0 || !doc.body) return;
  const view = doc.defaultView;
  const layer = doc.createElement("div");
  layer.id = LAYER_ID;
  layer.setAttribute("aria-hidden", "true");
  Object.assign(layer.style, { position: "absolute", top: "0", left: "0", width: "0", height: "0", zIndex: "2147483647", pointerEvents: "none" });
  for (const [blockId, count] of counts) {
    const block = doc.getElementById(`block-${blockId}`);
    if (!block) continue;
    const box = block.getBoundingClientRect();
    const marker = doc.createElement("div");
    marker.dataset.blockId = blockId;
    marker.textContent = String(count);
    Object.assign(marker.style, {
      position: "absolute",
      left: `${Math.max(0, box.right + (view?.scrollX ?? 0) - MARKER_PX - INSET_PX)}px`,
      top: `${Math.max(0, box.top + (view?.scrollY ?? 0) + INSET_PX)}px`,
      width: `${MARKER_PX}px`,
      height: `${MARKER_PX}px`,
      borderRadius: "50%",
      background: "#b42318",
      color: "#fff",
      boxShadow: "0 0 0 2px #fff, 0 1px 4px rgba(0, 0, 0, 0.4)",
      font: `700 13px/${MARKER_PX}px system-ui, sans-serif`,
      textAlign: "center",
    });
    layer.append(marker);
  }
  doc.body.append(layer);
}
