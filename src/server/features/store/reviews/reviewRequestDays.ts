import { DEFAULT_REVIEW_REQUEST_DAYS } from "../../../../domain/commerce/productReviews";
import { SITE_SETTING_DEFINITIONS } from "../../../../domain/siteSettings/siteSettingDefinitions";

const DEFINITION = SITE_SETTING_DEFINITIONS.find((definition) => definition.key === "reviewRequestDays")!;

/** A site's days between fulfilment and the review request mail, read from its stored extra settings as the settings API reads them. */
export function reviewRequestDaysOf(extraSettingsJson: string): number {
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(extraSettingsJson) as Record<string, unknown>;
  } catch {
    return DEFAULT_REVIEW_REQUEST_DAYS;
  }
  const checked = DEFINITION.schema.safeParse(settings.reviewRequestDays);
  return checked.success ? (checked.data as number) : DEFAULT_REVIEW_REQUEST_DAYS;
}
