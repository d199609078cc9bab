import { heldXsrfToken, signInCustomer, signOutCustomer } from "../../browser/customerSession";
import { ACCOUNT_PATHS } from "../../domain/people/accountPaths";
import { RETURN_TO_FIELD, safeReturnPath } from "../../domain/people/returnPath";
import { refusalIn } from "../../domain/translations/accountWords";
import { readIslandTexts } from "../../domain/translations/storeIslandTexts";

/** The notice above the sign-in form that says why signing in was refused. */
function refusalNotice(form: HTMLFormElement): HTMLElement {
  const kept = form.parentElement?.querySelector<HTMLElement>(".tsr-account__notice[data-refusal]");
  if (kept) return kept;
  const notice = document.createElement("p");
  notice.className = "tsr-alert tsr-account__notice";
  notice.setAttribute("role", "alert");
  notice.dataset.refusal = "";
  form.before(notice);
  return notice;
}

/**
 * Signs in through the session API, keeping its XSRF token for the tab, then goes to the page the
 * form names to go back to (a path of this site only) or the account in the page's language
 * (`data-account`); a call the network did not carry falls back to the form. A refusal is shown in
 * the page's words (`data-texts`); the page's language (`<html lang>`) is sent so a lock notice is
 * mailed in it.
 */
function enhanceSignIn(root: HTMLElement, form: HTMLFormElement): void {
  const texts = readIslandTexts("customerSession", root.dataset.texts);
  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const fields = new FormData(form);
    const answer = await signInCustomer({
      email: String(fields.get("email") ?? ""),
      password: String(fields.get("password") ?? ""),
      rememberMe: fields.get("rememberMe") === "true",
      locale: document.documentElement.lang,
    });
    busy = false;
    if (answer.status === 200) return window.location.assign(safeReturnPath(fields.get(RETURN_TO_FIELD)) ?? root.dataset.account ?? ACCOUNT_PATHS.account);
    if (answer.status === 0) return form.submit();
    const message = (answer.data as { error?: unknown } | null)?.error;
    refusalNotice(form).textContent = typeof message === "string" ? refusalIn(texts, message, answer.status) : texts.accountSignInFailedScript;
  });
}

/** Signs out through the session API (its DELETE repeated once on crumbFail), landing on the home page in the page's language (`data-landing`); without a token (signed in by the form) or on a refusal, the form signs out instead. */
function enhanceSignOut(form: HTMLFormElement): void {
  form.addEventListener("submit", async (event) => {
    if (!heldXsrfToken()) return;
    event.preventDefault();
    const cloneCart = form.querySelector<HTMLInputElement>('input[name="cloneCart"]')?.checked ?? false;
    const landing = await signOutCustomer(cloneCart);
    if (landing) window.location.assign(form.dataset.landing ?? landing);
    else form.submit();
  });
}

/**
 * The customer account pages' script: the sign-in form signs in through the session API and
 * keeps the session's XSRF token for the tab, and the sign-out form signs out through the API's
 * DELETE with it. The forms work without script; this only makes them calls of the API.
 */
export function mount(root: HTMLElement): void {
  const signIn = root.querySelector<HTMLFormElement>("form[data-customer-sign-in]");
  if (signIn) enhanceSignIn(root, signIn);
  const signOut = root.querySelector<HTMLFormElement>("form[data-customer-sign-out]");
  if (signOut) enhanceSignOut(signOut);
}
