import { COUPON_MESSAGES } from "../commerce/couponMessages";
import { DISCOUNT_WORDS } from "../commerce/discountLine";
import { ADD_TO_CART_WORDS, CART_ICON_WORDS } from "../messages/cartMessages";
import { SEARCH_KIND_NAMES } from "../search/searchAddress";

/**
 * The words a buyer reads on the site's own pages besides the cart and checkout, in the primary
 * language, each with what the translation screen calls it: the site header's, the product
 * view's, the checkout's discount and coupon refusals, the test payment's, and the search
 * page's. They are part of the store's words (storeTexts.ts), so one translation holds them all.
 */
export const PAGE_TEXT_SOURCES = {
  menu: ["Menu", "Site header: the menu button on phones"],
  account: ["Account", "Site header: the account link"],
  languages: ["Languages", "Site header: the language list, spoken"],
  cartIcon: [CART_ICON_WORDS.cartIcon, "Site header: the cart icon, spoken"],
  cartOneItem: [CART_ICON_WORDS.cartOneItem, "Site header: the cart icon, spoken, with one item"],
  cartItems: [CART_ICON_WORDS.cartItems, "Site header: the cart icon, spoken ({count} is the number of items)"],
  cartManyItems: [CART_ICON_WORDS.cartManyItems, "Site header: the cart icon, spoken, above its largest count ({count})"],
  addToCart: ["Add to cart", "Product: add to cart button"],
  soldOut: ["Sold out", "Product: the button and a choice when none is left"],
  addedToCart: [ADD_TO_CART_WORDS.addedToCart, "Product: after adding, before the cart link"],
  viewCart: [ADD_TO_CART_WORDS.viewCart, "Product: the cart link after adding"],
  discount: [DISCOUNT_WORDS.discount, "Discount line"],
  discountWithCodes: [DISCOUNT_WORDS.discountWithCodes, "Discount line with the coupons ({codes} names them)"],
  couponUnknown: [COUPON_MESSAGES.unknown, "Coupon refusal: no such coupon"],
  couponExpired: [COUPON_MESSAGES.expired, "Coupon refusal: expired"],
  couponDuplicate: [COUPON_MESSAGES.duplicate, "Coupon refusal: typed twice"],
  couponBelowMinimum: [COUPON_MESSAGES.belowMinimum("{amount}"), "Coupon refusal: order too small ({amount} is the smallest subtotal)"],
  couponLimitReached: [COUPON_MESSAGES.limitReached, "Coupon refusal: used as often as it may be"],
  couponCustomerLimitReached: [COUPON_MESSAGES.customerLimitReached, "Coupon refusal: used by this buyer as often as it may be"],
  testCards: [
    "Test cards: {paid} (paid), {declined} (declined), {confirm} (extra confirmation).",
    "Checkout with the test payment: its cards ({paid}, {declined}, {confirm} are card numbers)",
  ],
  testCardsShort: ["Test cards: {paid} (paid), {declined} (declined).", "Gift card and donation pages with the test payment: its cards"],
  confirmPayment: ["Confirm your payment", "Test payment page: heading"],
  testGatewayAsks: ["The test gateway asks for an extra confirmation of this card payment.", "Test payment page: first line"],
  completeConfirmation: ["Complete confirmation", "Test payment page: button that pays"],
  failConfirmation: ["Fail confirmation", "Test payment page: button that refuses"],
  search: ["Search", "Search page: heading"],
  searchTitle: ["Search: {query}", "Search page: title in the browser tab after a search"],
  searchDescription: ["Search the pages, posts, products and events of {site}.", "Search page: what search engines are told"],
  searchLabel: ["Search this site", "Search page: field label"],
  searchButton: ["Search", "Search page: button"],
  searchPreview: ["Search results", "Search page: the first results shown while typing, spoken"],
  searchKinds: ["Kinds of result", "Search page: the kinds' links, spoken"],
  searchEverything: ["Everything", "Search page: the link to results of every kind"],
  searchPage: [SEARCH_KIND_NAMES.page.one, "Search page: one result's kind, a page"],
  searchPages: [SEARCH_KIND_NAMES.page.many, "Search page: pages"],
  searchPost: [SEARCH_KIND_NAMES.post.one, "Search page: one result's kind, a post"],
  searchPosts: [SEARCH_KIND_NAMES.post.many, "Search page: posts"],
  searchProduct: [SEARCH_KIND_NAMES.product.one, "Search page: one result's kind, a product"],
  searchProducts: [SEARCH_KIND_NAMES.product.many, "Search page: products"],
  searchEvent: [SEARCH_KIND_NAMES.event.one, "Search page: one result's kind, an event"],
  searchEvents: [SEARCH_KIND_NAMES.event.many, "Search page: events"],
  searchStart: ["Type a word or two above to search this site.", "Search page: before a search"],
  searchNothing: ["Nothing on this site matches “{query}”. Try other words, or fewer of them.", "Search page: no results ({query} is what was typed)"],
  searchCount: ["{count} {found} for “{query}”", "Search page: how many were found ({found} is the kind's word below or the result words)"],
  searchResult: ["result", "Search page: how many were found, one"],
  searchResults: ["results", "Search page: how many were found, several"],
  searchPageOf: ["page {page} of {pages}", "Search page: which page of results"],
  searchMore: ["More results", "Search page: the link to the next results"],
  searchPrevious: ["Previous results", "Search page: the link to the results before"],
} as const satisfies Record<string, readonly [string, string]>;
