import { ORDER_STATUS } from "../../../domain/commerce/orderStatus";
import type { CheckoutAnswer } from "./checkoutsRepository";
import { STORE_PATHS } from "./storePaths";

/**
 * The answer to a checkout whose order is paid: where the buyer's confirmation page is, opened
 * by the order's access token (signed once by the caller, which has usually signed it already
 * for the payment's return address). Stored as the checkout's answer by the move that paid it.
 */
export function paidAnswer(orderId: string, token: string): CheckoutAnswer {
  const redirect = `${STORE_PATHS.orderConfirmed(orderId)}?token=${token}`;
  return { status: 200, body: { orderId, status: ORDER_STATUS.PAID, redirect } };
}
