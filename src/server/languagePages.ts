import { GIFT_CARD_CHECKOUT_PATH } from "../domain/commerce/giftCardPaths";
import { ACCOUNT_PATHS } from "../domain/people/accountPaths";
import { SEARCH_PATH } from "../domain/search/searchAddress";
import { languageSearchPage } from "./features/search/searchRoutes";
import { languageAccountPage } from "./features/siteUsers/siteUserPageRoutes";
import { languageGiftCardCheckoutPage } from "./features/store/giftCardCheckoutRoutes";
import type { AppServices } from "./services";

/**
 * The pages made for each request that the content routes answer under an additional language's
 * prefix (`/fr/search`, `/fr/checkout/giftcard`, `/fr/account`), by their address inside the
 * language: handed in by the composition root, so the content routes import none of these features.
 */
export function languagePages(services: AppServices) {
  return new Map([
    [SEARCH_PATH, languageSearchPage(services)],
    [GIFT_CARD_CHECKOUT_PATH, languageGiftCardCheckoutPage(services)],
    [ACCOUNT_PATHS.account, languageAccountPage(services)],
  ]);
}
