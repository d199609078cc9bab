import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

/**
 * The frame the configuration dialogs share: a react-aria modal over a dimmed page with a
 * titled dialog. Escape or a press outside asks to close; focus stays inside while it is open
 * and goes back where it was after.
 */
export function ModalDialog(props: {
  isOpen?: boolean;
  title: string;
  onClose: () => void;
  /** "alertdialog" for a question about an action that loses something. */
  role?: "dialog" | "alertdialog";
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={props.isOpen ?? true} onOpenChange={(open) => !open && props.onClose()} isDismissable>
      <Modal className={props.wide ? "modal modal-wide" : "modal"}>
        <Dialog className="dialog" role={props.role}>
          <Heading slot="title">{props.title}</Heading>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
