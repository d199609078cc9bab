import { ApiError } from "../../api/client";

/** Problems of a form by field name; "form" holds the one that belongs to no single field. */
export type FieldErrors = Record<string, string>;

/**
 * Runs a form's check-and-save and says what stops it: the problems the check returned, the
 * fields the server refused, or the server's message as the form-wide problem. Null means it
 * saved. Anything but a refused call is a fault and is thrown on.
 */
export async function submissionProblems(submit: () => Promise<FieldErrors | void>): Promise<FieldErrors | null> {
  try {
    const problems = await submit();
    return problems && Object.keys(problems).length > 0 ? problems : null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { form: error.message };
  }
}
