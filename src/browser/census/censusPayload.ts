import { CONTENT_SOURCE } from "../../domain/enumerations/contentSources";
import { COOKIE_NAME } from "../../domain/enumerations/trackingCookies";
import type { SiteContext } from "../../domain/siteContext";
import { readCookie } from "../cookies";

/** The page fields a form submission carries (spec 1 §3). */
export interface PageFields {
  pageTitle: string;
  pageId: string;
  /** "i" when the page is an item (a post), "c" when it is a collection (a page or list). */
  contentSource: string;
  pagePath: string;
  /** 1 public, 2 behind a password. */
  pagePermissionTypeValue: number;
}

/** The census fields every census call and form submission carries (spec 1 §7). */
export interface CensusPayload {
  visitorCookie: string;
  pageId: string;
  collectionId: string;
  itemId: string;
  pageType: number;
  pagePath: string;
  pageTitle: string;
  userAgent: string;
  clientDate: number;
  viewportWidth: number;
  viewportHeight: number;
  screenWidth: number;
  screenHeight: number;
  websiteId: string;
  templateId: string;
  website_locale: string;
}

/** The page fields of the current page. */
export function pageFields(context: SiteContext, win: Window = window): PageFields {
  const isItem = context.item !== null;
  return {
    pageTitle: win.document.title,
    pageId: context.item?.id ?? context.collectionId ?? "",
    contentSource: isItem ? CONTENT_SOURCE.ITEM : CONTENT_SOURCE.COLLECTION,
    pagePath: win.location.pathname,
    pagePermissionTypeValue: context.accessPermissions.includes("password") ? 2 : 1,
  };
}

/** The census payload for the current page and visitor. */
export function censusPayload(context: SiteContext, win: Window = window): CensusPayload {
  return {
    visitorCookie: readCookie(COOKIE_NAME.VISITOR, win.document) ?? "",
    pageId: context.item?.id ?? context.collectionId ?? "",
    collectionId: context.collectionId ?? "",
    itemId: context.item?.id ?? "",
    pageType: context.pageType,
    pagePath: win.location.pathname,
    pageTitle: win.document.title,
    userAgent: win.navigator.userAgent,
    clientDate: Date.now(),
    viewportWidth: win.innerWidth,
    viewportHeight: win.innerHeight,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    websiteId: context.website.id,
    templateId: context.templateId,
    website_locale: context.websiteLocale,
  };
}
