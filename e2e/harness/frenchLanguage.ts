// The owner's steps the language journeys share, on the Languages tab of a signed-in owner's
// settings: adding French under /fr, and translating store words side by side.
import type { Locator, Page } from "playwright-core";

/** Adds fr-FR under the /fr prefix on the Languages tab, waits for the saved notice, and returns the Translate region. */
export async function addFrench(page: Page): Promise<Locator> {
  await page.getByRole("tab", { name: "Languages" }).click();
  await page.getByRole("button", { name: "Add a language" }).click();
  await page.getByRole("textbox", { name: "Language code" }).fill("fr-FR");
  await page.getByRole("textbox", { name: "Address prefix" }).fill("fr");
  await page.getByRole("button", { name: "Save languages" }).click();
  await page.getByText("Languages saved.").waitFor();
  return page.getByRole("region", { name: "Translate" });
}

/** Fills each store text (named by its primary words) with its French words in the Translate region, and saves them. */
export async function translateStoreWords(translate: Locator, frenchOf: Record<string, string>): Promise<void> {
  await translate.getByRole("combobox", { name: "What to translate" }).selectOption({ label: "Shop, header, search and order mails" });
  await translate.getByRole("combobox", { name: "Store words" }).selectOption({ label: "Shop, header, search and order mails: not translated yet" });
  for (const [of, words] of Object.entries(frenchOf)) {
    await translate.getByRole("textbox", { name: `${of} in fr-FR`, exact: true }).fill(words);
  }
  await translate.getByRole("button", { name: "Save translation" }).click();
  await translate.getByText("Translation saved.").waitFor();
}
