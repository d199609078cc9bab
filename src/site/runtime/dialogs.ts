import { DIALOG_STYLE, type DialogStyle } from "../../domain/enumerations/dialogStyles";
import { DIALOG_LIMITS } from "../../domain/limits/widgetLimits";
import { hideAfterTransition } from "./hideAfterTransition";
import { registerOpenPopup } from "./openPopups";
import { followLink } from "./followLink";

/** How a dialog was answered: its confirm button, its reject button, or cancelled (Cancel, Escape). */
export type DialogResult = "confirm" | "reject" | "cancel";

/** What a dialog shows and how it behaves (spec 2 §4). */
export interface DialogOptions {
  style: DialogStyle;
  /** A heading; without one the message names the dialog. */
  title?: string;
  message: string;
  /** What the dialog shows below its message (a product's quick view), moved into it. */
  content?: HTMLElement;
  confirmLabel?: string;
  rejectLabel?: string;
  cancelLabel?: string;
  /** Hides the dialog on its own after `afterMs` (paused while the pointer rests on it), answering `answer`. */
  autoHide?: { afterMs: number; answer: DialogResult };
  /** Modal dialogs dim the page and keep focus inside; by default every style with buttons is modal. */
  modal?: boolean;
}

/** The buttons of each dialog style, in the order they are shown. */
const BUTTONS: Record<DialogStyle, DialogResult[]> = {
  [DIALOG_STYLE.CONFIRM_OR_REJECT]: ["reject", "confirm"],
  [DIALOG_STYLE.CONFIRM_OR_CANCEL]: ["cancel", "confirm"],
  [DIALOG_STYLE.CONFIRM_ONLY]: ["confirm"],
  [DIALOG_STYLE.NO_BUTTONS]: [],
};

/** The labels of the buttons when the caller names none. */
const DEFAULT_LABELS: Record<DialogResult, string> = { confirm: "OK", reject: "No", cancel: "Cancel" };

/** The labels of the question asked before following a link that asks to confirm. */
const LEAVE_LABELS = { confirmLabel: "Continue", cancelLabel: "Stay on this page" } as const;

let dialogCount = 0;

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>("button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])"));
}

/**
 * Shows a dialog in one of the four styles of spec 2 §4 and resolves with how it was answered:
 * confirm, reject and cancel each hide it, Escape cancels, and an optional timer hides it on its
 * own. Focus moves into the dialog and returns where it was on close; modal dialogs keep Tab
 * inside. A hiding dialog fades out and is removed when the fade ends, or after the hide
 * fallback when no transition end arrives; under reduced motion it is removed at once.
 */
export function showDialog(options: DialogOptions): Promise<DialogResult> {
  return new Promise((resolve) => {
    dialogCount += 1;
    const id = `tsr-dialog-${dialogCount}`;
    const modal = options.modal ?? options.style !== DIALOG_STYLE.NO_BUTTONS;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const dialog = document.createElement("div");
    dialog.className = `tsr-dialog tsr-dialog--${options.style}`;
    dialog.setAttribute("role", options.style === DIALOG_STYLE.NO_BUTTONS ? "status" : "dialog");
    if (options.style !== DIALOG_STYLE.NO_BUTTONS) dialog.setAttribute("aria-modal", String(modal));
    dialog.setAttribute("aria-labelledby", options.title ? `${id}-title` : `${id}-message`);
    if (options.title) dialog.setAttribute("aria-describedby", `${id}-message`);
    dialog.tabIndex = -1;
    dialog.style.width = `${DIALOG_LIMITS.width}px`;
    dialog.style.padding = `${DIALOG_LIMITS.padding}px`;
    if (options.title) {
      const title = document.createElement("h2");
      title.id = `${id}-title`;
      title.textContent = options.title;
      dialog.append(title);
    }
    const message = document.createElement("p");
    message.id = `${id}-message`;
    message.textContent = options.message;
    dialog.append(message);
    if (options.content) dialog.append(options.content);

    const buttons = BUTTONS[options.style].map((result) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `tsr-button tsr-button--${result === "confirm" ? "primary" : "outline"} tsr-button--small`;
      button.dataset.answer = result;
      button.textContent = options[`${result}Label`] ?? DEFAULT_LABELS[result];
      button.addEventListener("click", () => finish(result));
      return button;
    });
    if (buttons.length > 0) {
      const row = document.createElement("div");
      row.className = "tsr-dialog__buttons";
      row.append(...buttons);
      dialog.append(row);
    }

    let root: HTMLElement = dialog;
    if (modal) {
      root = document.createElement("div");
      root.className = "tsr-dialog-backdrop";
      root.append(dialog);
    }
    document.body.append(root);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    const unregister = registerOpenPopup(() => finish("cancel"));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !modal) return;
      const focusable = focusableIn(dialog);
      const first = focusable[0] ?? dialog;
      const last = focusable[focusable.length - 1] ?? dialog;
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    function finish(result: DialogResult): void {
      if (!open) return;
      open = false;
      clearTimeout(timer);
      unregister();
      document.removeEventListener("keydown", onKey, true);
      resolve(result);
      if (returnFocus?.isConnected) returnFocus.focus();
      root.dataset.hiding = "";
      if (reducedMotion()) root.remove();
      else hideAfterTransition(root, DIALOG_LIMITS.hideFallbackMs, () => root.remove());
    }
    const arm = () => {
      if (options.autoHide) timer = setTimeout(() => finish(options.autoHide!.answer), options.autoHide.afterMs);
    };
    if (options.autoHide) {
      dialog.addEventListener("pointerenter", () => clearTimeout(timer));
      dialog.addEventListener("pointerleave", arm);
    }
    document.addEventListener("keydown", onKey, true);
    (buttons[0] ?? dialog).focus();
    arm();
  });
}

/**
 * Shows an information dialog (spec 2 §4): a title, a message and an OK button. It hides
 * itself after the information auto-hide time, counting as confirmed, and waits while the
 * pointer rests on it. Resolves true when confirmed.
 */
export async function showInformationDialog(input: { title: string; message: string }): Promise<boolean> {
  const result = await showDialog({
    style: DIALOG_STYLE.CONFIRM_ONLY,
    title: input.title,
    message: input.message,
    modal: false,
    autoHide: { afterMs: DIALOG_LIMITS.informationAutoHideMs, answer: "confirm" },
  });
  return result === "confirm";
}

/**
 * Asks the owner's question before following a link that carries it (a button's "ask to
 * confirm before leaving"): follows the link, in a new window when it opens one, only when the
 * visitor confirms.
 */
export async function confirmLink(link: HTMLAnchorElement, question: string): Promise<void> {
  const result = await showDialog({ style: DIALOG_STYLE.CONFIRM_OR_CANCEL, message: question, ...LEAVE_LABELS });
  if (result === "confirm") followLink(link);
}
