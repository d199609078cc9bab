import { useEffect, useEffectEvent } from "react";
import { isSharedPlacement, type Arrangement, type GridPlace, type PageSection } from "../../../../blocks/sections/sectionModel";
import { blockIdAt, sectionIdAt, showPlacesInFrame } from "./frameGrid";
import { placeIn } from "./phoneArrangement";

/** Every own block's place in an arrangement, by block id. */
function placesOf(sections: readonly PageSection[], arrangement: Arrangement): Map<string, GridPlace> {
  const places = new Map<string, GridPlace>();
  for (const section of sections) {
    if (isSharedPlacement(section)) continue;
    for (const block of section.blocks) places.set(block.id, placeIn(section, block, arrangement));
  }
  return places;
}

/**
 * Ties the framed page to the editor: it shows the edited arrangement's places at once (before the
 * saved draft reloads the frame), and a click on a block in the frame chooses that block rather
 * than following a link inside it.
 */
export function useFrameEditing(
  doc: Document | null,
  sections: readonly PageSection[],
  arrangement: Arrangement,
  onChoose: (blockId: string, sectionId: string | null) => void,
) {
  useEffect(() => {
    if (doc) showPlacesInFrame(doc, placesOf(sections, arrangement));
  }, [doc, sections, arrangement]);
  const choose = useEffectEvent((blockId: string, sectionId: string | null) => onChoose(blockId, sectionId));
  useEffect(() => {
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      const blockId = blockIdAt(event.target);
      if (!blockId) return;
      event.preventDefault();
      choose(blockId, sectionIdAt(event.target));
    };
    doc.addEventListener("click", onClick, true);
    return () => doc.removeEventListener("click", onClick, true);
  }, [doc]);
}
