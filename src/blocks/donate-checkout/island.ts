import { coverFeeCents } from "../../domain/commerce/donations";
import { isCurrencyCode } from "../../domain/currencies";
import { formatMoney, toMinorUnits } from "../../domain/money";
import { fieldValue } from "../shared/checkoutForm";
import { sendPaymentOnce } from "../shared/checkoutSubmission";
import { readIslandTexts } from "../../domain/translations/storeIslandTexts";
import { filledIn } from "../../domain/translations/filledIn";

/** The gift in minor units the form asks for: a suggested amount, or the typed one; null when none is readable. */
function amountOf(form: HTMLFormElement, currency: string): number | null {
  const choice = form.querySelector<HTMLInputElement>('input[name="amountChoice"]:checked')?.value;
  if (choice && choice !== "other") return Number(choice);
  const typed = fieldValue(form, "customAmount").replace(/[^0-9.]/g, "");
  if (typed === "" || !isCurrencyCode(currency)) return null;
  const value = Number(typed);
  return Number.isFinite(value) && value > 0 ? toMinorUnits(value, currency) : null;
}

/**
 * The donate page's form: shows what will be charged, and the fee on the chosen amount, as the
 * amount and the fee choice change; sends the gift once with an idempotency key (a double click
 * or a retry reuses it, so one payment), then opens the contribution confirmed page. Refusals show their message, and next
 * to each refused field. Its own words come from the page (`data-texts`), and it sends the page's
 * language, which the refusals and the next page are in.
 */
export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>("form");
  const error = root.querySelector<HTMLElement>(".tsr-checkout__error");
  const total = root.querySelector<HTMLElement>(".tsr-donate__total");
  const fee = root.querySelector<HTMLElement>(".tsr-donate__fee");
  if (!form || !error) return;
  const texts = readIslandTexts("donate", root.dataset.texts);
  const currency = root.dataset.currency ?? "";
  const feeRule = { feePercentBasisPoints: Number(root.dataset.feeBasisPoints ?? 0), feeFixedCents: Number(root.dataset.feeFixedCents ?? 0) };
  const custom = form.querySelector<HTMLInputElement>('input[name="customAmount"]');
  const other = form.querySelector<HTMLInputElement>('input[name="amountChoice"][value="other"]');
  const coverFees = () => form.querySelector<HTMLInputElement>('input[name="coverFees"]')?.checked ?? false;
  const showTotal = () => {
    const amount = amountOf(form, currency);
    if (amount === null || !isCurrencyCode(currency)) {
      if (fee) fee.textContent = "";
      return;
    }
    if (fee)
      fee.textContent = `: ${filledIn(texts.donateFeeOn, { fee: formatMoney(coverFeeCents(amount, feeRule), currency), amount: formatMoney(amount, currency) })}`;
    if (total) total.textContent = filledIn(texts.donateTotal, { amount: formatMoney(amount + (coverFees() ? coverFeeCents(amount, feeRule) : 0), currency) });
  };
  custom?.addEventListener("focus", () => {
    if (other) other.checked = true;
  });
  form.addEventListener("input", showTotal);
  form.addEventListener("change", showTotal);
  showTotal();
  sendPaymentOnce(
    form,
    error,
    "/api/commerce/donate",
    () => {
      const amountCents = amountOf(form, currency);
      if (amountCents === null) return texts.donateChooseAmount;
      return {
        donatePageId: root.dataset.donatePageId,
        amountCents,
        fund: fieldValue(form, "fund"),
        coverFees: coverFees(),
        frequency: form.querySelector<HTMLInputElement>('input[name="frequency"]:checked')?.value ?? "once",
        name: fieldValue(form, "name"),
        email: fieldValue(form, "email"),
        locale: document.documentElement.lang,
      };
    },
    texts.checkConnection,
  );
}
