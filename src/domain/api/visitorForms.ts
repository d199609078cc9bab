import { z } from "zod";
import { isId } from "../ids";

/** The query of `POST /api/form/FormSubmissionKey`: the form a key is asked for. */
export const submissionKeyQuerySchema = z.object({ formId: z.string().refine(isId), crumb: z.string().optional() });

/** The answer of `POST /api/form/FormSubmissionKey`: the key SaveFormSubmission must carry. */
export const submissionKeySchema = z.object({ key: z.string() });

/** The answer of `POST /api/form/SaveFormSubmission`. */
export const submissionSavedSchema = z.object({ success: z.literal(true) });
