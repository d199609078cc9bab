/** The words a summary shows visitors, shared by its server rendering and its island. */
export const SUMMARY_WORDS = {
  empty: "Nothing to show here yet.",
  previous: "Previous items",
  next: "Next items",
  more: "Show more",
  /** What the carousel's status line says after a step, for screen readers. */
  showing: (first: number, last: number, total: number) => `Showing items ${first} to ${last} of ${total}`,
  refreshFailed: "These items could not be refreshed. Try again later.",
} as const;
