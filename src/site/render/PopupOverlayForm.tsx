import type { FormDefinition } from "../../domain/forms/formDefinition";
import { OVERLAY_FORM_DOM } from "../../domain/visitorSettings/popupForms";
import { FormView } from "../../blocks/form/render/FormView";

/** The popup overlay's form as a page carries it: the form, and the public key of its captcha provider when it has one. */
export interface PopupFormForRender {
  form: FormDefinition;
  captchaSiteKey: string | undefined;
}

/** The island that sends the popup's form: a newsletter form's or any other form's. */
export function popupFormIsland(form: FormDefinition): string {
  return form.kind === "newsletter" ? "newsletter" : "form";
}

/**
 * The popup overlay's form, rendered whole on the server as a form block is, but hidden: the
 * popup moves it into its dialog when it shows and only then mounts its island, so a page whose
 * popup stays closed neither shows nor counts it.
 */
export function PopupOverlayForm({ popup }: { popup: PopupFormForRender }) {
  const island = { [OVERLAY_FORM_DOM.islandAttribute]: popupFormIsland(popup.form) };
  return (
    <div id={OVERLAY_FORM_DOM.elementId} className="tsr-popup-form" hidden {...island}>
      <FormView form={popup.form} blockId={OVERLAY_FORM_DOM.blockId} captchaSiteKey={popup.captchaSiteKey} />
    </div>
  );
}
