import { DIALOG_LIMITS } from "../../domain/limits/widgetLimits";

let openDialogs: HTMLElement[] = [];

/**
 * Shows an information dialog (spec 2 §4): a title, a message and an OK button. It hides
 * itself after the information auto-hide time (counting as confirmed), waits while the
 * pointer rests on it, and Escape cancels it. Resolves true when confirmed.
 */
export function showInformationDialog(input: { title: string; message: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement("div");
    dialog.className = "tsr-dialog tsr-dialog--information";
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "false");
    dialog.setAttribute("aria-labelledby", "tsr-dialog-title");
    dialog.setAttribute("aria-describedby", "tsr-dialog-message");
    dialog.style.width = `${DIALOG_LIMITS.width}px`;
    dialog.style.padding = `${DIALOG_LIMITS.padding}px`;
    const title = document.createElement("h2");
    title.id = "tsr-dialog-title";
    title.textContent = input.title;
    const message = document.createElement("p");
    message.id = "tsr-dialog-message";
    message.textContent = input.message;
    const ok = document.createElement("button");
    ok.type = "button";
    ok.className = "tsr-button tsr-button--primary tsr-button--small";
    ok.textContent = "OK";
    dialog.append(title, message, ok);
    document.body.append(dialog);
    openDialogs.push(dialog);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (confirmed: boolean) => {
      clearTimeout(timer);
      openDialogs = openDialogs.filter((d) => d !== dialog);
      dialog.remove();
      document.removeEventListener("keydown", onKey);
      resolve(confirmed);
    };
    const arm = () => {
      timer = setTimeout(() => finish(true), DIALOG_LIMITS.informationAutoHideMs);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && openDialogs[openDialogs.length - 1] === dialog) {
        event.stopImmediatePropagation();
        finish(false);
      }
    };
    ok.addEventListener("click", () => finish(true));
    dialog.addEventListener("pointerenter", () => clearTimeout(timer));
    dialog.addEventListener("pointerleave", arm);
    document.addEventListener("keydown", onKey);
    arm();
  });
}
