/** The words of each state a gift may be in, as the owner's Donations tab shows them. */
const STATE_WORDS: Record<string, string> = {
  paid: "Paid",
  awaiting_confirmation: "Waiting for the donor's card confirmation",
  abandoned: "Not confirmed: nothing charged",
  declined: "Card declined",
  retry: "Card declined, trying again",
  cancelled: "Not charged: stopped",
};

/** A gift's state in the owner's words, so the Donations tab never shows a stored code. */
export function donationStateWords(status: string): string {
  return STATE_WORDS[status] ?? "Being charged";
}
