import { PRIMARY_STORE_TEXTS, type StoreTexts } from "./storeTexts";

/** The store's words each store script writes itself (refusals as typed), which its page hands it in `data-texts`, in the cart's language. */
const ISLAND_TEXT_NAMES = {
  checkout: ["checkConnection", "checkFields", "and", "giftCardLeft"],
  cart: ["checkConnection", "cannotUpdateQuantity", "cannotRemoveItem"],
} as const satisfies Record<string, readonly (keyof StoreTexts)[]>;

/** A store script: the checkout's (the gift card checkout's too) or the cart page's. */
type StoreIsland = keyof typeof ISLAND_TEXT_NAMES;

/** The words one store script writes itself. */
type IslandTexts<I extends StoreIsland> = Pick<StoreTexts, (typeof ISLAND_TEXT_NAMES)[I][number]>;

/** A script's words out of the store's words in one language, for its page's `data-texts`. */
export function islandTexts<I extends StoreIsland>(island: I, texts: StoreTexts): IslandTexts<I> {
  return Object.fromEntries(ISLAND_TEXT_NAMES[island].map((name) => [name, texts[name]])) as IslandTexts<I>;
}

/** A script's words as its page handed them; the primary language's for any it did not give. */
export function readIslandTexts<I extends StoreIsland>(island: I, json: string | undefined): IslandTexts<I> {
  let given: unknown;
  try {
    given = JSON.parse(json ?? "{}");
  } catch {
    given = {};
  }
  const record = given !== null && typeof given === "object" ? (given as Record<string, unknown>) : {};
  return Object.fromEntries(
    ISLAND_TEXT_NAMES[island].map((name) => {
      const text = record[name];
      return [name, typeof text === "string" ? text : PRIMARY_STORE_TEXTS[name]];
    }),
  ) as IslandTexts<I>;
}
