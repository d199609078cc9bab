import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

/**
 * The frame the configuration dialogs share: a react-aria modal over a dimmed page with a
 * titled dialog. Escape or a press outside asks to close; focus stays inside while it is open
 * and goes back where it was after.
 */
export function ModalDialog(props: {
  isOpen?: boolean;
  title: string;
  /** The dialog's accessible name when it should say more than the title, such as which form it edits. */
  label?: string;
  onClose: () => void;
  /** "alertdialog" for a question about an action that loses something. */
  role?: "dialog" | "alertdialog";
  /** A wider frame, for pickers and builders that lay things side by side. */
  wide?: boolean;
  /** A Cancel button under the content, for pickers where choosing an item is the dialog's action. */
  cancellable?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.isOpen ?? true} onOpenChange={(open) => !open && props.onClose()} isDismissable>
      <Modal className={props.wide ? "modal modal-wide" : "modal"}>
        <Dialog className="dialog" role={props.role} aria-label={props.label}>
          <Heading slot="title">{props.title}</Heading>
          {props.children}
          {props.cancellable ? (
            <div className="dialog-actions">
              <Button className="btn" onPress={props.onClose}>
                Cancel
              </Button>
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
