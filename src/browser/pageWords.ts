import { givenWords } from "../domain/translations/givenWords";

/**
 * The words by the names in `defaults` in the page's language, as the page hands its scripts
 * the names of the controls they make (the body's `data-texts`); the defaults for any it did not give.
 */
export function pageWords<Name extends string>(defaults: Readonly<Record<Name, string>>): Record<Name, string> {
  return givenWords(document.body.dataset.texts, defaults);
}
