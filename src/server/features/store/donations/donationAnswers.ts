import { contributionConfirmedPath } from "../../../../domain/commerce/donations";
import { orderAccessToken } from "../downloadLinks";
import type { StoredDonationAnswer } from "./donationsRepository";

/** The signed address of a gift's contribution confirmed page, the only way to open it. */
export function contributionConfirmedHref(secret: string, donationId: string): string {
  return `${contributionConfirmedPath(donationId)}?token=${orderAccessToken(secret, donationId)}`;
}

/** The answer of a paid gift: the donor goes on to its contribution confirmed page. */
export function paidAnswer(secret: string, donationId: string): StoredDonationAnswer {
  return { status: 200, body: { donationId, status: "paid", redirect: contributionConfirmedHref(secret, donationId) } };
}

/** The refusal answer of a provider's decline, in the shape the checkout's refusals have. */
export function declinedAnswer(message: string): StoredDonationAnswer {
  return { status: 402, body: { error: message, code: "payment_declined" } };
}
