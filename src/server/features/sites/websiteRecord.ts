import type { WebsiteRow } from "../../../db/schema";

/**
 * A website as the application uses it: the row with its JSON settings parsed and its
 * flags as booleans. Settings objects are kept open (Record) because later features add
 * keys; each feature reads its own keys with its own defaults.
 */
export interface Website {
  id: string;
  identifier: string;
  title: string;
  websiteType: number;
  status: number;
  developerMode: boolean;
  cloneable: boolean;
  locale: string;
  timeZone: string;
  disqusShortname: string;
  commentsEnabled: boolean;
  showAnnouncementBar: boolean;
  useEscapeKeyToLogin: boolean;
  storeSettings: Record<string, unknown>;
  popupOverlaySettings: Record<string, unknown>;
  mobileInfoBarSettings: Record<string, unknown>;
  pinterestOverlayOptions: Record<string, unknown>;
  cookieSettings: Record<string, unknown>;
  extraSettings: Record<string, unknown>;
  passwordHash: string | null;
  templateId: string;
  templateVersion: string;
  version: number;
  /** Bumped when a product's stock line changes (SiteChanges.stockShownChanged), apart from `version`. */
  stockVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** A stored JSON settings column as an object ({} when it holds anything else); throws on text that is not JSON. */
export function parseObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Turns a stored row into a Website. */
export function websiteFromRow(row: WebsiteRow): Website {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    websiteType: row.websiteType,
    status: row.status,
    developerMode: row.developerMode === 1,
    cloneable: row.cloneable === 1,
    locale: row.locale,
    timeZone: row.timeZone,
    disqusShortname: row.disqusShortname,
    commentsEnabled: row.commentsEnabled === 1,
    showAnnouncementBar: row.showAnnouncementBar === 1,
    useEscapeKeyToLogin: row.useEscapeKeyToLogin === 1,
    storeSettings: parseObject(row.storeSettingsJson),
    popupOverlaySettings: parseObject(row.popupOverlaySettingsJson),
    mobileInfoBarSettings: parseObject(row.mobileInfoBarSettingsJson),
    pinterestOverlayOptions: parseObject(row.pinterestOverlayOptionsJson),
    cookieSettings: parseObject(row.cookieSettingsJson),
    extraSettings: parseObject(row.extraSettingsJson),
    passwordHash: row.passwordHash,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    version: row.version,
    stockVersion: row.stockVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Turns a Website back into the row that stores it. */
export function websiteToRow(site: Website): WebsiteRow {
  return {
    id: site.id,
    identifier: site.identifier,
    title: site.title,
    websiteType: site.websiteType,
    status: site.status,
    developerMode: site.developerMode ? 1 : 0,
    cloneable: site.cloneable ? 1 : 0,
    locale: site.locale,
    timeZone: site.timeZone,
    disqusShortname: site.disqusShortname,
    commentsEnabled: site.commentsEnabled ? 1 : 0,
    showAnnouncementBar: site.showAnnouncementBar ? 1 : 0,
    useEscapeKeyToLogin: site.useEscapeKeyToLogin ? 1 : 0,
    storeSettingsJson: JSON.stringify(site.storeSettings),
    popupOverlaySettingsJson: JSON.stringify(site.popupOverlaySettings),
    mobileInfoBarSettingsJson: JSON.stringify(site.mobileInfoBarSettings),
    pinterestOverlayOptionsJson: JSON.stringify(site.pinterestOverlayOptions),
    cookieSettingsJson: JSON.stringify(site.cookieSettings),
    extraSettingsJson: JSON.stringify(site.extraSettings),
    passwordHash: site.passwordHash,
    templateId: site.templateId,
    templateVersion: site.templateVersion,
    version: site.version,
    stockVersion: site.stockVersion,
    createdAt: site.createdAt,
    updatedAt: site.updatedAt,
  };
}
