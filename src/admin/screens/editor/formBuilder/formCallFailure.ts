import { ApiError } from "../../../api/client";
import { CART_MESSAGES } from "../../../../domain/messages/cartMessages";

/** What the form builder was doing when a call failed: opening a form to edit it, or saving it. */
export type FormCall = "open" | "update";

/**
 * The words of a form builder's failed call, as spec 2 §8's cart strings put an item's form:
 * "Unable to open form" or "Unable to update form", then why: "Please check your internet
 * connection." when the network did not carry the call, the server's own refusal for a
 * refusal it explains (a form removed meanwhile, a permission), else "Please try again.".
 */
export function formCallFailure(action: FormCall, failure: unknown): string {
  const what = action === "open" ? CART_MESSAGES.unableToOpenForm : CART_MESSAGES.unableToUpdateForm;
  return `${what}. ${formFailureReason(failure)}`;
}

function formFailureReason(failure: unknown): string {
  if (!(failure instanceof ApiError)) return CART_MESSAGES.tryAgain;
  if (failure.status === 0) return CART_MESSAGES.checkConnection;
  return failure.status >= 400 && failure.status < 500 && failure.message ? failure.message : CART_MESSAGES.tryAgain;
}
