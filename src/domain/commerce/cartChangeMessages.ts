import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./storeRules";

/** A product with none left, refused when added. */
const soldOut = (name: string) => `${name} is sold out.`;

/** A product with fewer left than asked for (`left` may be a name in braces, for the translation screen). */
const fewLeft = (name: string, left: number | string) => `Only ${left} of ${name} left in stock.`;

/** Messages of refused cart changes (the cart strings of spec 2 §8 are shown beside them); the cart routes' schemas word a bad variant or quantity with them too. */
export const CART_CHANGE_MESSAGES = {
  unknownVariant: "This product is not available.",
  giftCard: "A gift card is bought on its own page, where you name its recipient. Please use the gift card's link.",
  quantity: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items.`,
  unknownEntry: "This item is not in your cart.",
  purchased: "This cart has already been checked out.",
  soldOut,
  fewLeft,
  onlyLeft: (name: string, left: number) => (left === 0 ? soldOut(name) : fewLeft(name, left)),
} as const;
