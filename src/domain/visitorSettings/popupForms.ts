import type { FormField } from "../forms/formDefinition";

/** Why a popup's form is refused: the site has no form by that id that asks for an email address. */
export const POPUP_FORM_REFUSAL = "Choose one of the site's forms that has an email field.";

/** Whether a form can sign visitors up in the popup: it asks for an email address. */
export function isPopupForm(form: { fields: readonly Pick<FormField, "type">[] }): boolean {
  return form.fields.some((field) => field.type === "email");
}

/**
 * The popup overlay's form as the server renders it into a page (hidden until the popup shows
 * it, which then mounts its island) and the event its successful submission sends up to the
 * popup, which keeps the sign-up in the browser's record.
 */
export const OVERLAY_FORM_DOM = {
  /** The id the form is rendered under, as a block's `block-{id}`; its submissions carry it as objectName. */
  blockId: "popup-overlay",
  elementId: "block-popup-overlay",
  /** The data attribute naming the island that sends the form ("form" or "newsletter"). */
  islandAttribute: "data-overlay-island",
  signedUpEvent: "tessera:overlay-form-signed-up",
} as const;
