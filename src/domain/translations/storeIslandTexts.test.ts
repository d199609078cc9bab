import { expect, it } from "vitest";
import { controlTextsOf, islandTexts, readIslandTexts } from "./storeIslandTexts";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "./storeTexts";
import { COMMENT_SCRIPT_WORDS } from "../messages/commentScriptWords";
import { CONTROL_SCRIPT_WORDS } from "../messages/controlWords";

it("hands a store script its own words in the language, and reads them back", () => {
  const french = storeTextsIn({ checkFields: "Vérifiez {fields}.", and: "et", cannotRemoveItem: "Impossible de retirer l'article" });
  const checkout = islandTexts("checkout", french);
  expect(checkout).toEqual({
    checkConnection: PRIMARY_STORE_TEXTS.checkConnection,
    checkFields: "Vérifiez {fields}.",
    and: "et",
    giftCardLeft: PRIMARY_STORE_TEXTS.giftCardLeft,
  });
  expect(readIslandTexts("checkout", JSON.stringify(checkout))).toEqual(checkout);
  expect(readIslandTexts("cart", JSON.stringify(islandTexts("cart", french))).cannotRemoveItem).toBe("Impossible de retirer l'article");
});

it("reads the primary words where the page gave none, or gave something else", () => {
  expect(readIslandTexts("cart", undefined)).toEqual(islandTexts("cart", PRIMARY_STORE_TEXTS));
  expect(readIslandTexts("cart", "not json")).toEqual(islandTexts("cart", PRIMARY_STORE_TEXTS));
  expect(readIslandTexts("checkout", JSON.stringify({ and: 3, checkFields: "Prüfen Sie {fields}." }))).toMatchObject({
    and: "and",
    checkFields: "Prüfen Sie {fields}.",
  });
});

it("hands a comment thread's script every word it writes, each a store text whose primary words are the script's own", () => {
  expect(islandTexts("comments", PRIMARY_STORE_TEXTS)).toEqual(COMMENT_SCRIPT_WORDS);
});

it("hands the page's scripts every control name they make, each a store text whose primary words are the scripts' own, and nothing in the primary words", () => {
  expect(islandTexts("controls", PRIMARY_STORE_TEXTS)).toEqual(CONTROL_SCRIPT_WORDS);
  expect(controlTextsOf(PRIMARY_STORE_TEXTS)).toBeUndefined();
  expect(controlTextsOf(storeTextsIn({ marqueePause: "Mettre en pause le texte défilant" }))?.marqueePause).toBe("Mettre en pause le texte défilant");
});
