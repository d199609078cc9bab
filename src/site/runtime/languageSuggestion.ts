import { suggestedLanguage, type Alternate } from "../../domain/translations/suggestedLanguage";
import { LANGUAGE_ALTERNATES_SELECTOR } from "./languageAlternatesSelector";
import { languageName } from "../../domain/translations/languagePaths";
import { pageWords } from "../../browser/pageWords";
import { CLOSE_WORD } from "../../domain/messages/controlWords";

/** Where a dismissed suggestion is remembered for the rest of the visit (no cookie: nothing to consent to). */
const DISMISSED_KEY = "tsr-language-suggestion-dismissed";

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage refused (private mode): the suggestion just comes back on the next page.
  }
}

/**
 * Offers the page in the visitor's own language when their browser asks for one the site has and
 * the page is in another: a bar at the top with a link named in that language and a close button.
 * It never redirects, so no visitor is sent round in a loop; closing it keeps it away for the visit.
 */
export function showLanguageSuggestion(): void {
  if (dismissed()) return;
  const alternates: Alternate[] = [...document.querySelectorAll<HTMLLinkElement>(LANGUAGE_ALTERNATES_SELECTOR)].map((link) => ({
    hreflang: link.hreflang,
    href: link.getAttribute("href") ?? "",
  }));
  const suggestion = suggestedLanguage(navigator.languages, document.documentElement.lang, alternates);
  if (!suggestion) return;
  const bar = document.createElement("aside");
  bar.className = "tsr-language-suggestion";
  bar.setAttribute("aria-label", languageName(suggestion.hreflang));
  const link = document.createElement("a");
  link.className = "tsr-language-suggestion__link";
  link.href = suggestion.href;
  link.lang = suggestion.hreflang;
  link.hreflang = suggestion.hreflang;
  link.textContent = `${languageName(suggestion.hreflang)} →`;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "tsr-language-suggestion__close";
  close.setAttribute("aria-label", pageWords({ closeButton: CLOSE_WORD }).closeButton);
  close.textContent = "×";
  close.addEventListener("click", () => {
    rememberDismissed();
    bar.remove();
  });
  bar.append(link, close);
  // After the skip link, so the keyboard still meets it first.
  const skip = document.querySelector(".tsr-skip-link");
  if (skip) skip.after(bar);
  else document.body.prepend(bar);
}
