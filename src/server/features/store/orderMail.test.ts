import { afterAll, beforeAll, expect, it } from "vitest";
import type { StoreOrderRow } from "../../../db/schema";
import { smtpTransport } from "../mail/mailTransport";
import { startSmtpCatcher, type SmtpCatcher } from "../../testing/smtpCatcher";
import { orderConfirmationBodies, orderConfirmationSubject } from "./orderMail";

const ORDER: StoreOrderRow = {
  id: "64f1a0c2b3d4e5f6a7b8c9d0",
  websiteId: "a".repeat(24),
  cartId: "b".repeat(24),
  status: "paid",
  email: "ada@example.com",
  shippingAddressJson: null,
  linesJson: JSON.stringify([
    {
      variantId: "c".repeat(24),
      productId: "d".repeat(24),
      productType: "PHYSICAL",
      name: "Harbor Blend",
      sku: "HB-12",
      optionValues: [{ name: "Size", value: "12 oz" }],
      quantity: 2,
      unitPriceCents: 1800,
      lineTotalCents: 3600,
    },
  ]),
  currency: "USD",
  subtotalCents: 3600,
  discountCents: 0,
  shippingCents: 500,
  taxCents: 198,
  grandTotalCents: 4298,
  couponsJson: "[]",
  shippingOptionJson: null,
  paymentProvider: "test",
  paymentReference: null,
  searchText: "",
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  paidAt: null,
  fulfilledAt: null,
  refundedAt: null,
  refundStartedAt: null,
  baseUrl: null,
  locale: null,
  idempotencyKey: null,
  giftCardCents: 0,
  giftCardId: null,
};

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});

it("sends the confirmation as plain text and as HTML in the site's look, with the order pages' receipt", async () => {
  const mail = orderConfirmationBodies(ORDER, "Harbor Coffee", "https://harbor.example", "secret", new Date("2026-11-25T10:00:00Z"));
  await smtpTransport(smtp.url).send({
    from: "Harbor Coffee <shop@harbor.example>",
    to: ORDER.email,
    subject: orderConfirmationSubject("Harbor Coffee", ORDER.id),
    text: mail.text,
    html: mail.html,
  });
  const [caught] = smtp.mails;
  expect(caught?.subject).toBe("Your Harbor Coffee order A7B8C9D0");
  expect(caught?.text).toContain(
    "Thank you for your order from Harbor Coffee.\n\nOrder A7B8C9D0\n2 × Harbor Blend (12 oz) — $36.00\n\nSubtotal: $36.00\nShipping: $5.00\nTax: $1.98\nTotal: $42.98",
  );
  const html = caught?.html ?? "";
  expect(html).toContain('<p style="margin:0 0 16px;color:#8a4b2a;font-weight:700;font-size:20px">Harbor Coffee</p>');
  expect(html).toContain("Thank you for your order from Harbor Coffee.</h1>");
  expect(html).toMatch(/<td class="tsr-receipt__item"[^>]*>2 × Harbor Blend<span class="tsr-receipt__options"[^>]*> \(12 oz\)<\/span><\/td>/);
  expect(html).toMatch(/<th scope="row"[^>]*>Total<\/th><td class="tsr-receipt__amount" data-total="grandTotal"[^>]*>\$42\.98<\/td>/);
  expect(html).not.toContain(">Discount<");
  expect(html).toMatch(
    /<a href="https:\/\/harbor\.example\/commerce\/order-status\/64f1a0c2b3d4e5f6a7b8c9d0\?token=[^"]+" style="[^"]*background:#8a4b2a;color:#ffffff[^"]*">View your order<\/a>/,
  );
});
