import { FORM_MESSAGES, formStatusMessage } from "../../../domain/messages/formMessages";

/** What a failed submission shows: messages on fields, or one message for the form. */
export type SubmissionFailure = { kind: "fields"; errors: Record<string, string> } | { kind: "message"; text: string };

/**
 * Reads a failed SaveFormSubmission answer as spec 1 §5 and §8 say: a 400 with an errors map
 * marks fields; otherwise the message for the status (401, 404, 429, 500); otherwise the
 * server's error as it is; otherwise "Unknown error, please try again later."
 */
export function failureMessage(status: number, data: unknown): SubmissionFailure {
  const body = data && typeof data === "object" ? (data as { errors?: unknown; error?: unknown }) : {};
  if (status === 400 && body.errors && typeof body.errors === "object" && Object.keys(body.errors).length > 0) {
    return { kind: "fields", errors: body.errors as Record<string, string> };
  }
  const byStatus = formStatusMessage(status);
  if (byStatus) return { kind: "message", text: byStatus };
  if (typeof body.error === "string" && body.error) return { kind: "message", text: body.error };
  return { kind: "message", text: FORM_MESSAGES.unknownError };
}
