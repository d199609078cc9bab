import { mountForm } from "./browser/formController";

/** The form block's island: sends the server-rendered form as spec 1 §4 describes. */
export function mount(root: HTMLElement): void {
  mountForm(root);
}
