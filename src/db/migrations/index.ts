import type { Migration } from "kysely";
import * as foundation from "./0001_foundation";
import * as mailOutbox from "./0002_mail_outbox";
import * as forms from "./0101_forms";
import * as analytics from "./0200_analytics";
import * as mediaAssets from "./0300_media_assets";
import * as store from "./0400_store";
import * as storePaymentKeys from "./0500_store_payment_keys";
import * as invitations from "./0600_invitations";
import * as storeOnce from "./0700_store_once";
import * as layoutSections from "./0800_layout_sections";
import * as layoutVersions from "./0840_layout_versions";
import * as sectionLibrary from "./0860_section_library";
import * as refusalFunction from "./0870_refusal_function";
import * as eventDetails from "./0903_event_details";
import * as itemAuthors from "./0905_item_authors";
import * as platformAdmins from "./0920_platform_admins";
import * as productPictures from "./0930_product_pictures";
import * as stepsFunction from "./0940_steps_function";
import * as preparedSteps from "./0950_prepared_steps";
import * as mailSources from "./0960_mail_sources";
import * as stepsOtherwise from "./0970_steps_otherwise";
import * as pageSpeed from "./0980_page_speed";
import * as orderRefundsFulfilments from "./0990_order_refunds_fulfilments";
import * as passwordResets from "./1000_password_resets";
import * as shippingZones from "./1010_shipping_zones";
import * as dropStepsFunction from "./1020_drop_steps_function";
import * as giftCards from "./1050_gift_cards";
import * as scheduledItemsIndex from "./1090_scheduled_items_index";
import * as couponLimits from "./1100_coupon_limits";
import * as searchIndex from "./1110_search_index";
import * as seoFields from "./1120_seo_fields";
import * as productCategories from "./1140_product_categories";
import * as assetMetadata from "./1150_asset_metadata";
import * as itemListingTerms from "./1160_item_listing_terms";
import * as urlRedirects from "./1170_url_redirects";
import * as productSeoFields from "./1180_product_seo_fields";
import * as comments from "./1190_comments";
import * as newsletterCampaigns from "./1200_newsletter_campaigns";
import * as translations from "./1210_translations";
import * as formTranslations from "./1260_form_translations";
import * as productReviews from "./1220_product_reviews";
import * as siteUsers from "./1230_site_users";
import * as siteStockVersion from "./1240_site_stock_version";
import * as pageComments from "./1270_page_comments";
import * as newsletterSettings from "./1280_newsletter_settings";
import * as subscriptions from "./1300_subscriptions";
import * as donations from "./1310_donations";
import * as memberAreas from "./1320_member_areas";
import * as storeLanguages from "./1340_store_languages";
import * as searchLanguages from "./1341_search_languages";
import * as analyticsRetention from "./1350_analytics_retention";
import * as publishReviews from "./1360_publish_reviews";
import * as memberPricingPeriods from "./1370_member_pricing_periods";
import * as donationRetries from "./1371_donation_retries";
import * as donationConfirmations from "./1372_donation_confirmations";
import * as pageSpeedInp from "./1380_page_speed_inp";
import * as sitePlanAllowances from "./1390_site_plan_allowances";
import * as connectedAccounts from "./1391_connected_accounts";
import * as donationConfirmationSweep from "./1392_donation_confirmation_sweep";
import * as membershipConfirmations from "./1395_membership_confirmations";
import * as membershipConfirmationSweep from "./1396_membership_confirmation_sweep";
import * as sectionAndSiteTranslations from "./1397_section_and_site_translations";
import * as donationLanguages from "./1398_donation_languages";

/**
 * Every migration, listed explicitly so the bundled server carries them. Add one line per
 * migration; names sort in the order they run. Landed migrations are never edited.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": foundation,
  "0002_mail_outbox": mailOutbox,
  "0101_forms": forms,
  "0200_analytics": analytics,
  "0300_media_assets": mediaAssets,
  "0400_store": store,
  "0500_store_payment_keys": storePaymentKeys,
  "0600_invitations": invitations,
  "0700_store_once": storeOnce,
  "0800_layout_sections": layoutSections,
  "0840_layout_versions": layoutVersions,
  "0860_section_library": sectionLibrary,
  "0870_refusal_function": refusalFunction,
  "0903_event_details": eventDetails,
  "0905_item_authors": itemAuthors,
  "0920_platform_admins": platformAdmins,
  "0930_product_pictures": productPictures,
  "0940_steps_function": stepsFunction,
  "0950_prepared_steps": preparedSteps,
  "0960_mail_sources": mailSources,
  "0970_steps_otherwise": stepsOtherwise,
  "0980_page_speed": pageSpeed,
  "0990_order_refunds_fulfilments": orderRefundsFulfilments,
  "1000_password_resets": passwordResets,
  "1010_shipping_zones": shippingZones,
  "1020_drop_steps_function": dropStepsFunction,
  "1050_gift_cards": giftCards,
  "1090_scheduled_items_index": scheduledItemsIndex,
  "1100_coupon_limits": couponLimits,
  "1110_search_index": searchIndex,
  "1120_seo_fields": seoFields,
  "1140_product_categories": productCategories,
  "1150_asset_metadata": assetMetadata,
  "1160_item_listing_terms": itemListingTerms,
  "1170_url_redirects": urlRedirects,
  "1180_product_seo_fields": productSeoFields,
  "1190_comments": comments,
  "1200_newsletter_campaigns": newsletterCampaigns,
  "1210_translations": translations,
  "1220_product_reviews": productReviews,
  "1230_site_users": siteUsers,
  "1240_site_stock_version": siteStockVersion,
  "1260_form_translations": formTranslations,
  "1270_page_comments": pageComments,
  "1280_newsletter_settings": newsletterSettings,
  "1300_subscriptions": subscriptions,
  "1310_donations": donations,
  "1320_member_areas": memberAreas,
  "1340_store_languages": storeLanguages,
  "1341_search_languages": searchLanguages,
  "1350_analytics_retention": analyticsRetention,
  "1360_publish_reviews": publishReviews,
  "1370_member_pricing_periods": memberPricingPeriods,
  "1371_donation_retries": donationRetries,
  "1372_donation_confirmations": donationConfirmations,
  "1380_page_speed_inp": pageSpeedInp,
  "1390_site_plan_allowances": sitePlanAllowances,
  "1391_connected_accounts": connectedAccounts,
  "1392_donation_confirmation_sweep": donationConfirmationSweep,
  "1395_membership_confirmations": membershipConfirmations,
  "1396_membership_confirmation_sweep": membershipConfirmationSweep,
  "1397_section_and_site_translations": sectionAndSiteTranslations,
  "1398_donation_languages": donationLanguages,
};
