import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { CheckoutAnswer } from "./checkoutsRepository";
import { orderAccessToken } from "./downloadLinks";
import { STORE_PATHS } from "./storePaths";

/** The answer to a checkout whose order is paid: where the buyer's confirmation page is. Stored as the checkout's answer by the move that paid it. */
export function paidAnswer(secret: string, orderId: string): CheckoutAnswer {
  const redirect = `${STORE_PATHS.orderConfirmed(orderId)}?token=${orderAccessToken(secret, orderId)}`;
  return { status: 200, body: { orderId, status: ORDER_STATUS.PAID, redirect } };
}
