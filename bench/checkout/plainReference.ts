// The flash sale's plain reference: the same buyers' database work as a checkout through the
// server (the cart and its variants read, the order written in one transaction, then paid in
// another and its key's answer announced, or the refusal stored against the key), run in this process straight on the
// server's database with the same repositories, so a round through the server is read beside
// what the same statements cost without HTTP, routing, pricing and the payment provider.
import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "../../src/db/database";
import { flushedTransaction } from "../../src/db/flushedTransaction";
import { DomainError } from "../../src/domain/errors";
import { newId } from "../../src/domain/ids";
import { cartRepository } from "../../src/server/features/store/cartRepository";
import { checkoutsRepository } from "../../src/server/features/store/checkoutsRepository";
import { KeyAnswerWaits } from "../../src/server/features/store/keyAnswerWaits";
import { processLog } from "../../src/server/log/serverLog";
import { HOLD_MINUTES, inventory, shortage } from "../../src/server/features/store/inventory";
import { mailRepository } from "../../src/server/features/mail/mailRepository";
import { ordersRepository } from "../../src/server/features/store/ordersRepository";
import { ORDER_CONFIRMATION } from "../../src/server/features/store/orderMail";
import { productsRepository } from "../../src/server/features/store/productsRepository";
import { emptyOrder } from "../../src/server/testing/storeSites";

/** A buyer of the reference: a cart of its own holding one unit of the round's variant. */
interface ReferenceBuyer {
  tokenHash: string;
  idempotencyKey: string;
}

/** Writes a cart for each buyer, holding one unit of the variant, as adding it through the server leaves it. */
export async function referenceBuyers(database: AppDatabase, websiteId: string, variantId: string, count: number): Promise<ReferenceBuyer[]> {
  const { db } = database;
  const now = new Date().toISOString();
  const buyers: ReferenceBuyer[] = [];
  for (let n = 0; n < count; n++) {
    const id = newId();
    const tokenHash = createHash("sha256").update(randomBytes(16)).digest("hex");
    await cartRepository.insert(db, { id, websiteId, tokenHash, now });
    await cartRepository.saveEntries(db, id, [{ id: newId(), variantId, quantity: 1 }], now);
    buyers.push({ tokenHash, idempotencyKey: `reference-${newId()}` });
  }
  return buyers;
}

/** One buyer's checkout, done with the statements the server's checkout runs; answers the status the server would (200 paid, 409 sold out). */
export async function referenceCheckout(database: AppDatabase, websiteId: string, buyer: ReferenceBuyer): Promise<number> {
  const { db } = database;
  const started = new Date();
  const now = started.toISOString();
  const holdUntil = new Date(started.getTime() + HOLD_MINUTES * 60_000).toISOString();
  const cart = await cartRepository.findByTokenHash(db, websiteId, buyer.tokenHash);
  if (!cart) throw new Error("A reference buyer's cart is missing.");
  const [entry] = cart.entries;
  const found = (await productsRepository.findVariants(db, websiteId, [entry!.variantId])).get(entry!.variantId)!;
  const demand = [{ variantId: entry!.variantId, name: found.product.name, quantity: entry!.quantity }];
  const refuse = async (error: DomainError) => {
    const answer = { status: 409, body: { error: error.message } };
    await checkoutsRepository.storeRefusal(db, websiteId, buyer.idempotencyKey, "reference", now, answer);
    return 409;
  };
  const early = shortage(demand, () => found.variant);
  if (early) return refuse(early);
  const orderId = newId();
  const priceCents = found.variant.priceCents;
  const order = {
    ...emptyOrder(orderId, websiteId, now),
    cartId: cart.id,
    idempotencyKey: buyer.idempotencyKey,
    subtotalCents: priceCents,
    grandTotalCents: priceCents,
  };
  try {
    await flushedTransaction(database, async (trx) => {
      if ("claimedBefore" in (await checkoutsRepository.claim(trx, websiteId, buyer.idempotencyKey, "reference", now)))
        throw new Error("A reference key was claimed twice.");
      const taken = await inventory.take(trx, websiteId, demand);
      if (!(await cartRepository.claimForCheckout(trx, cart.id, orderId, now))) throw new Error("A reference cart was claimed twice.");
      await ordersRepository.insert(trx, order);
      await inventory.hold(trx, orderId, websiteId, taken, holdUntil);
    });
  } catch (error) {
    if (error instanceof DomainError) return refuse(error);
    throw error;
  }
  await flushedTransaction(database, async (trx) => {
    if (!(await ordersRepository.moveStatus(trx, orderId, ["pending_payment"], "paid", { paidAt: now, updatedAt: now, paymentReference: orderId })))
      throw new Error("A reference order was closed before it was paid.");
    await ordersRepository.recordPayment(trx, {
      id: newId(),
      websiteId,
      orderId,
      provider: "test",
      reference: orderId,
      amountCents: order.grandTotalCents,
      status: "captured",
      createdAt: now,
      updatedAt: now,
    });
    await inventory.commit(trx, orderId);
    await cartRepository.markPurchased(trx, cart.id, orderId, now);
    await mailRepository.insert(trx, {
      id: newId(),
      websiteId,
      kind: ORDER_CONFIRMATION,
      toAddress: order.email,
      subject: "Your order",
      textBody: "",
      htmlBody: null,
      sourceId: orderId,
      status: "stored",
      attempts: 0,
      lastError: null,
      claimedAt: null,
      createdAt: now,
      sentAt: null,
    });
    await checkoutsRepository.finish(trx, websiteId, buyer.idempotencyKey, { status: 200, body: { orderId } });
  });
  await new KeyAnswerWaits(database.notices, processLog).answered(websiteId, buyer.idempotencyKey);
  return 200;
}
