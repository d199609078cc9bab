import type { OutboxMail } from "../../api/outbox";

/** Where a mail stands, in a word or two, with the style of its status chip. */
export interface MailStanding {
  label: string;
  tone: "available" | "scheduled" | "hidden" | "failed";
}

/** The outbox's word for each stored mail status: sent, waiting (first try or again), kept unsent, or not sent. */
export function mailStanding(mail: Pick<OutboxMail, "status" | "attempts">): MailStanding {
  switch (mail.status) {
    case "sent":
      return { label: "Sent", tone: "available" };
    case "pending":
    case "sending":
      return { label: mail.attempts > 0 ? "Waiting to be sent again" : "Waiting to be sent", tone: "scheduled" };
    case "failed":
      return { label: "Not sent", tone: "failed" };
    default:
      return { label: "Kept, not sent", tone: "hidden" };
  }
}
