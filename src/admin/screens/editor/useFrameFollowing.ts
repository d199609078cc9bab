import { useEffect, useEffectEvent } from "react";
import type { FrameDevice } from "../../shell/frameDevice";
import type { useFrame } from "../../shell/frame";
import type { EditorDocument } from "./editorSources";

/**
 * Keeps the editing frame on what the editor edits: it opens the page when a page is opened (not
 * on every navigation inside the frame), scrolls the selected block into view, and shows a
 * desktop's width while the editor is open (other screens fit the frame beside their panel).
 */
export function useFrameFollowing(frame: ReturnType<typeof useFrame>, meta: EditorDocument | null, selectedBlockId: string | null): void {
  const showOwnerInFrame = useEffectEvent(() => {
    if (meta && frame.path !== meta.owner.path && !frame.path.startsWith(`${meta.owner.path}?`)) frame.open(meta.owner.path);
  });
  useEffect(() => showOwnerInFrame(), [meta?.ownerId]);

  const revealInFrame = useEffectEvent((blockId: string) => frame.reveal(blockId));
  useEffect(() => {
    if (selectedBlockId) revealInFrame(selectedBlockId);
  }, [selectedBlockId]);

  const showDevice = useEffectEvent((device: FrameDevice) => frame.setDevice(device));
  useEffect(() => {
    showDevice("desktop");
    return () => showDevice("fit");
  }, []);
}
