import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { ModalDialog } from "./ModalDialog";

/**
 * A confirm-or-cancel dialog (Escape cancels, focus stays inside) for actions that lose
 * something, such as deleting a page or discarding a draft.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog isOpen={props.isOpen} title={props.title} onClose={props.onCancel} role="alertdialog">
      <div className="dialog-body">{props.children}</div>
      <div className="dialog-actions">
        <Button className="btn" onPress={props.onCancel}>
          Cancel
        </Button>
        <Button className={props.destructive ? "btn btn-danger" : "btn btn-primary"} onPress={props.onConfirm} autoFocus>
          {props.confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
