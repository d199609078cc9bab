import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

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
    <ModalOverlay className="modal-overlay" isOpen={props.isOpen} onOpenChange={(open) => !open && props.onCancel()} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title">{props.title}</Heading>
          <div className="dialog-body">{props.children}</div>
          <div className="dialog-actions">
            <Button className="btn" onPress={props.onCancel}>
              Cancel
            </Button>
            <Button className={props.destructive ? "btn btn-danger" : "btn btn-primary"} onPress={props.onConfirm} autoFocus>
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
