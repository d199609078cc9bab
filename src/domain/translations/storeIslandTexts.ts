import { REFUSAL_NAMES } from "./accountWords";
import { givenWords } from "./givenWords";
import { PRIMARY_STORE_TEXTS, type StoreTexts } from "./storeTexts";
import type { ControlScriptWords } from "../messages/controlWords";

/** The store's words each store script writes itself (refusals as typed), which its page hands it in `data-texts`, in the cart's or the page's language. */
const ISLAND_TEXT_NAMES = {
  checkout: ["checkConnection", "checkFields", "and", "giftCardLeft"],
  cart: ["checkConnection", "cannotUpdateQuantity", "cannotRemoveItem"],
  donate: ["checkConnection", "donateChooseAmount", "donateFeeOn", "donateTotal"],
  product: ["checkConnection", "addedToCart", "viewCart"],
  quickView: ["quickView", "close"],
  comments: [
    "replyingTo",
    "commentCaptchaIdle",
    "commentCaptchaWorking",
    "commentCaptchaDone",
    "commentCaptchaIncomplete",
    "commentCaptchaRefused",
    "commentAwaitingModeration",
    "commentPublished",
    "commentNotSent",
    "commentNameRefused",
    "commentEmailRefused",
    "commentBodyRefused",
    "commentsClosed",
    "commentParentGone",
    "tooManyComments",
  ],
  summary: ["summaryShowing", "summaryRefreshFailed"],
  customerSession: [...REFUSAL_NAMES, "accountSignInFailedScript"],
  controls: [
    "closeButton",
    "lightboxPrevious",
    "lightboxNext",
    "lightboxViewer",
    "captionShow",
    "captionHide",
    "picturePrevious",
    "pictureNext",
    "pictureDialog",
    "picturePlace",
    "pictureZoomOf",
    "pictureZoom",
    "videoPlayer",
    "marqueePause",
    "marqueePlay",
    "backgroundVideoPlay",
    "backgroundVideoPause",
    "mapOfAddress",
    "mapUnnamed",
    "popupName",
    "announcementName",
    "contactBarName",
    "contactBarCall",
    "contactBarEmail",
    "cookieBannerName",
  ],
  searchPreview: [
    "searchPage",
    "searchPost",
    "searchProduct",
    "searchEvent",
    "previewSeeAll",
    "previewNothing",
    "previewOne",
    "previewMany",
    "previewFailed",
    "previewTooMany",
  ],
} as const satisfies Record<string, readonly (keyof StoreTexts)[]>;

/** A store script: the checkout's (the gift card checkout's too), the cart page's, the donate page's, the product view's add to cart, the shop's quick view, a comment thread's, a summary block's, the account pages' sign-in, the search preview, or the page's scripts that make controls (their names, in the body's `data-texts`). */
type StoreIsland = keyof typeof ISLAND_TEXT_NAMES;

/** The words one store script writes itself. */
type IslandTexts<I extends StoreIsland> = Pick<StoreTexts, (typeof ISLAND_TEXT_NAMES)[I][number]>;

/** A script's words out of the store's words in one language, for its page's `data-texts`. */
export function islandTexts<I extends StoreIsland>(island: I, texts: StoreTexts): IslandTexts<I> {
  return Object.fromEntries(ISLAND_TEXT_NAMES[island].map((name) => [name, texts[name]])) as IslandTexts<I>;
}

/** A script's words as its page handed them; the primary language's for any it did not give. */
export function readIslandTexts<I extends StoreIsland>(island: I, json: string | undefined): IslandTexts<I> {
  return givenWords(json, islandTexts(island, PRIMARY_STORE_TEXTS));
}

/** The names of the controls a page's scripts make, for the body's `data-texts`; none for the primary words, which the scripts carry themselves. */
export function controlTextsOf(texts: StoreTexts): ControlScriptWords | undefined {
  return texts === PRIMARY_STORE_TEXTS ? undefined : islandTexts("controls", texts);
}
