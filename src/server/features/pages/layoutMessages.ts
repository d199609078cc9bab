/** Shown when another editor saved the same draft first (HTTP 409); the app offers to reload. */
export const DRAFT_CONFLICT_MESSAGE = "Someone else saved this page after you opened it. Reload to see their changes; your last change was not saved.";
