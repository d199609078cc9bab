import type { ReactNode } from "react";

/**
 * The element every block renders inside: a stable id for deep links and the editor, the
 * block type for styling, and the island marker the runtime looks for when the block has
 * browser behaviour.
 */
export function BlockFrame(props: { id: string; type: string; code: number; island?: string; children: ReactNode; className?: string }) {
  return (
    <div
      id={`block-${props.id}`}
      className={`tsr-block tsr-block--${props.type}${props.className ? ` ${props.className}` : ""}`}
      data-block-type={props.code}
      data-island={props.island}
    >
      {props.children}
    </div>
  );
}
