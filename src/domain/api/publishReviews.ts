import { z } from "zod";
import type { ApiRoute } from "./route";

/** The longest note an admin sends a page or post back with. */
const REVIEW_NOTE_MAX = 2000;

/** What an editor reads when a send-back has no note. */
export const REVIEW_NOTE_REQUIRED = "Write a note saying what to change.";

/** The path of a review route: the page or post reviewed. */
const reviewParamsSchema = z.object({ ownerId: z.string() });

/** The body of a submit or an approval: nothing, or an object whose fields are ignored. */
const noFieldsSchema = z.object({}).nullable();

/** What `POST /api/config/reviews/:ownerId/send-back` takes: the note the editor reads. */
export const sendBackSchema = z.strictObject({
  note: z.string().trim().min(1, REVIEW_NOTE_REQUIRED).max(REVIEW_NOTE_MAX, `A note has at most ${REVIEW_NOTE_MAX} characters.`),
});

/** Where a page or post stands after a review step: its state label and, when sent back, the note. */
const reviewOutcomeSchema = z.object({
  ownerId: z.string(),
  label: z.enum(["Available", "Scheduled", "Hidden", "Needs Review"]),
  reviewNote: z.string().nullable(),
});

/**
 * The review of a page or post an editor may not publish: the editor submits it (content
 * manager 11, write), an admin approves it (it goes live, or waits for its schedule) or sends it
 * back with a note (publishing right). Each step mails the other party.
 */
export const publishReviewRoutes = {
  submit: {
    method: "POST",
    url: "/api/config/reviews/:ownerId/submit",
    schema: { params: reviewParamsSchema, body: noFieldsSchema, response: { 200: reviewOutcomeSchema } },
  },
  approve: {
    method: "POST",
    url: "/api/config/reviews/:ownerId/approve",
    schema: { params: reviewParamsSchema, body: noFieldsSchema, response: { 200: reviewOutcomeSchema } },
  },
  sendBack: {
    method: "POST",
    url: "/api/config/reviews/:ownerId/send-back",
    schema: { params: reviewParamsSchema, body: sendBackSchema, response: { 200: reviewOutcomeSchema } },
  },
} satisfies Record<string, ApiRoute>;
