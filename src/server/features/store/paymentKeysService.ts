import type { z } from "zod";
import type { Db } from "../../../db/database";
import type { StorePaymentKeyRow } from "../../../db/schema";
import type { paymentKeysBodySchema } from "../../../domain/api/store";
import { PAYMENT_KEY_NAMES, paymentKeyProblem } from "../../../domain/commerce/paymentKeys";
import { invalid } from "../../../domain/errors";
import { isoNow, type Clock } from "../../clock";
import { paymentKeysRepository } from "./paymentKeysRepository";

/**
 * A site's own Stripe keys, built once in buildApp (`services.paymentKeys`): each key given is
 * checked for its kind, the keys not given stay as they were, and removing drops them all.
 */
export class PaymentKeysService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Stores the keys given (blank ones are left as they were); every wrong key is named under its field. */
  async save(websiteId: string, body: z.output<typeof paymentKeysBodySchema>): Promise<StorePaymentKeyRow> {
    const errors: Record<string, string> = {};
    const typed: Partial<Record<(typeof PAYMENT_KEY_NAMES)[number], string>> = {};
    for (const name of PAYMENT_KEY_NAMES) {
      const value = body[name]?.trim();
      if (!value) continue;
      const problem = paymentKeyProblem(name, value);
      if (problem) errors[name] = problem;
      else typed[name] = value;
    }
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);
    const stored = await paymentKeysRepository.find(this.db, websiteId);
    const row: StorePaymentKeyRow = {
      websiteId,
      publishableKey: typed.publishableKey ?? stored?.publishableKey ?? null,
      secretKey: typed.secretKey ?? stored?.secretKey ?? null,
      webhookSecret: typed.webhookSecret ?? stored?.webhookSecret ?? null,
      updatedAt: isoNow(this.clock),
    };
    await paymentKeysRepository.put(this.db, row);
    return row;
  }

  /** Removes all of the site's keys; its payments go back to the server's provider. */
  async remove(websiteId: string): Promise<void> {
    await paymentKeysRepository.remove(this.db, websiteId);
  }
}
