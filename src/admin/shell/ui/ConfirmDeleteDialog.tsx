import type { ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * The "Delete …?" confirmation of a list screen, open while `item` is set. Deleting closes it
 * first and then hands over the item it was opened for, so a slow delete never leaves the
 * dialog up or acts on an item the screen has since replaced.
 */
export function ConfirmDeleteDialog<T>(props: {
  item: T | null;
  title: (item: T) => string;
  children: ReactNode;
  onDelete: (item: T) => void;
  onCancel: () => void;
}) {
  const { item } = props;
  return (
    <ConfirmDialog
      isOpen={item !== null}
      title={item === null ? "" : props.title(item)}
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        props.onCancel();
        if (item !== null) props.onDelete(item);
      }}
      onCancel={props.onCancel}
    >
      {props.children}
    </ConfirmDialog>
  );
}
