import type { FormValues } from "../../../domain/forms/formDefinition";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { censusPayload, pageFields } from "../../../browser/census/censusPayload";
import type { SiteContext } from "../../../domain/siteContext";
import { crumbFetch, crumbRefused } from "../../../browser/crumbFetch";

/** Where a submission key is asked for (spec 1 §7). */
const FORM_KEY_URL = "/api/form/FormSubmissionKey";
/** Where a submission is saved (spec 1 §7). */
const FORM_SAVE_URL = "/api/form/SaveFormSubmission";

/** What sending came to: saved; a message before the save was tried; or the save's failed answer. */
export type SendOutcome = { kind: "saved" } | { kind: "message"; text: string } | { kind: "failed"; status: number; data: unknown };

/** What one submission sends. */
export interface SendInput {
  context: SiteContext;
  formId: string;
  /** The block's id, sent as objectName. */
  blockId: string;
  buttonText: string;
  values: FormValues;
  captchaKey: string | null | undefined;
  /** Whether the form is the popup overlay's. */
  isOverlayForm: boolean;
}

/**
 * The two calls of a submission: POST FormSubmissionKey (credentials sent, the key in
 * data.key), then POST SaveFormSubmission with the key, the form's identity, its values as
 * JSON, the captcha answer when there is a captcha, and the page and census fields.
 */
export async function sendSubmission(input: SendInput): Promise<SendOutcome> {
  const keyAnswer = await crumbFetch({ method: "POST", url: `${FORM_KEY_URL}?formId=${encodeURIComponent(input.formId)}` });
  if (crumbRefused(keyAnswer)) return { kind: "message", text: FORM_MESSAGES.processingError };
  const key = keyAnswer.status === 200 ? (keyAnswer.data as { key?: unknown } | null)?.key : undefined;
  if (typeof key !== "string" || !key) return { kind: "message", text: FORM_MESSAGES.submissionKeyUnavailable };

  const payload = {
    ...censusPayload(input.context),
    ...pageFields(input.context),
    key,
    formId: input.formId,
    collectionId: input.context.collectionId ?? "",
    objectName: input.blockId,
    isOverlayForm: input.isOverlayForm,
    submitButtonText: input.buttonText,
    form: JSON.stringify(input.values),
    ...(input.captchaKey ? { captchaKey: input.captchaKey } : {}),
  };
  const answer = await crumbFetch({ method: "POST", url: FORM_SAVE_URL, body: { json: payload } });
  if (answer.status === 200) return { kind: "saved" };
  if (crumbRefused(answer)) return { kind: "message", text: FORM_MESSAGES.processingError };
  return { kind: "failed", status: answer.status, data: answer.data };
}
