import { blocksOfLayout } from "../../../blocks/sections/readingOrder";
import type { Layout } from "../../../blocks/types";
import { openingHoursLines } from "../../../domain/seo/businessFacts";
import { SEO_SETTINGS_KEY, seoFieldsOf, seoFieldsOfJson, type SeoFields } from "../../../domain/seo/seoFields";
import {
  blogPosting,
  breadcrumbList,
  eventThing,
  productThing,
  siteOrganization,
  webSite,
  type Crumb,
  type SchemaThing,
  type SiteFacts,
} from "../../../domain/seo/structuredData";
import { absolutePicture, resizedPicture } from "../../../domain/siteStyles/siteIdentityLinks";
import { absoluteUrl, sharedPicture, type PageSeo } from "../../../site/render/SeoHead";
import { languagePath } from "../../../domain/translations/languagePaths";
import type { Collection } from "../content/contentRecords";
import { mainNavigation } from "../content/mainNavigation";
import { generalSettingsOf } from "../settings/generalSettings";
import { siteStylesOf } from "../settings/siteStyles";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";
import type { Website } from "../sites/websiteRecord";
import type { SitePageBody } from "./sitePageBody";

/** What a page's head says of it: the document's title and description, and what search engines and shared links are told. */
export interface PageHead {
  title: string;
  description: string;
  seo: PageSeo;
}

/** The page whose head is made: its site, the address it was reached at and what it shows. */
interface HeadRequest {
  website: Website;
  collections: Collection[];
  baseUrl: string;
  /** The prefix of the language the page is in ("" or absent for the primary): its structured data names its addresses in that language. */
  pathPrefix?: string;
  path: string;
  body: SitePageBody;
  /** The document title the page kind gives (with the site's title after it). */
  title: string;
  layout: Layout | null;
}

/** The first picture of a layout's image blocks, the page's own picture for shared links; "" for none. */
function firstPicture(layout: Layout | null): string {
  if (!layout) return "";
  for (const block of blocksOfLayout(layout)) {
    const src = block.type === "image" ? (block.settings as { src?: unknown }).src : undefined;
    if (typeof src === "string" && src !== "") return src;
  }
  return "";
}

function collectionSeo(collection: Collection | null | undefined): SeoFields {
  return seoFieldsOf(collection?.settings[SEO_SETTINGS_KEY]);
}

function siteFacts(website: Website, styles: SiteStyles, baseUrl: string): SiteFacts {
  const { logo } = styles.identity;
  return {
    name: website.title,
    url: absoluteUrl("/", baseUrl),
    logo: logo ? absolutePicture(resizedPicture(logo, 600), baseUrl) : "",
    address: styles.footer.address.replace(/\s*\n\s*/g, ", "),
    openingHours: openingHoursLines(generalSettingsOf(website).openingHours),
  };
}

/**
 * The head of any page of a site, in one place for every page kind: its canonical address (the
 * home page's is "/", a listing keeps its page number), the title and description shared links
 * show (the owner's SEO fields first), its own picture (a post's first picture, a product's main
 * one), whether search engines should leave it out, and its structured data: the business and the
 * site's search on the home page, the trail to every other page, and the post, event or product.
 */
export function pageHead(request: HeadRequest): PageHead {
  const { website, body, baseUrl } = request;
  // Read once: checking the site's styles takes about 40 µs, a share of an uncached render.
  const styles = siteStylesOf(website);
  const site = siteFacts(website, styles, baseUrl);
  const { identity } = styles;
  const home = mainNavigation(request.collections)[0] ?? null;
  const homeCrumb: Crumb = { name: website.title, url: site.url };
  // The page's own addresses in its language (/fr/journal); the site's organization and pictures keep theirs.
  const pageUrl = (path: string) => absoluteUrl(languagePath(request.pathPrefix ?? "", path), baseUrl);
  const crumb = (name: string, path: string): Crumb => ({ name, url: pageUrl(path) });
  const trail = (...crumbs: Crumb[]) => [breadcrumbList([homeCrumb, ...crumbs])];
  const collection = "collection" in body ? (body.collection ?? null) : null;
  const own = collectionSeo(collection);
  const base = { canonicalPath: request.path, type: "website" as const, image: own.socialImage, noindex: own.hidden, structuredData: [] as SchemaThing[] };
  const made = (seo: PageSeo, title = request.title): PageHead => ({ title, description: seo.description, seo });
  // The owner's SEO description has no translation: in an additional language the page's own (translated) description comes first.
  const described = (description: string) => (request.pathPrefix ? description || own.description : own.description || description);

  switch (body.kind) {
    case "page": {
      const isHome = body.collection === home;
      const title = own.title || (isHome ? website.title : body.collection.title);
      const path = isHome ? "/" : `/${body.collection.urlSlug}`;
      return made(
        {
          ...base,
          canonicalPath: path,
          title,
          description: described(body.collection.description),
          image: own.socialImage || firstPicture(request.layout),
          structuredData: isHome ? [siteOrganization(site), webSite(site)] : trail(crumb(body.collection.title, path)),
        },
        own.title || request.title,
      );
    }
    case "blog":
    case "events": {
      const listPath = `/${body.collection.urlSlug}`;
      const title = own.title || body.collection.title;
      return made(
        { ...base, title, description: described(body.collection.description), structuredData: trail(crumb(body.collection.title, listPath)) },
        own.title && request.path === listPath ? own.title : request.title,
      );
    }
    case "post": {
      const path = `/${body.collection.urlSlug}/${body.item.urlPath}`;
      const item = seoFieldsOfJson(body.item.seoJson);
      const description = item.description || body.item.excerpt || body.collection.description;
      const image = item.socialImage || firstPicture(request.layout);
      const url = pageUrl(path);
      const imageUrl = image ? sharedPicture({ image }, identity, baseUrl) : "";
      const thing = body.event
        ? eventThing({
            name: body.item.title,
            url,
            image: imageUrl,
            startDate: body.event.startsAt,
            endDate: body.event.endsAt,
            location: body.event.location,
            organizer: site,
          })
        : blogPosting({
            headline: body.item.title,
            url,
            description,
            image: imageUrl,
            datePublished: body.item.publishOn ?? body.item.createdAt,
            dateModified: body.item.updatedAt,
            author: body.author?.name ?? null,
            publisher: site,
          });
      return made(
        {
          canonicalPath: path,
          type: body.event ? "website" : "article",
          title: item.title || body.item.title,
          description,
          image,
          noindex: own.hidden || item.hidden,
          structuredData: [...trail(crumb(body.collection.title, `/${body.collection.urlSlug}`), crumb(body.item.title, path)), thing],
        },
        item.title || request.title,
      );
    }
    case "system": {
      const shop = body.seo;
      const shopCrumb = body.collection ? [crumb(body.collection.title, `/${body.collection.urlSlug}`)] : [];
      if (!shop?.product) {
        const isShopPage = body.collection !== undefined && request.path === `/${body.collection.urlSlug}`;
        return made(
          {
            ...base,
            canonicalPath: body.canonicalPath ?? request.path,
            title: own.title || body.title,
            description: own.description || body.collection?.description || body.description || "",
            structuredData: trail(...shopCrumb),
          },
          own.title && isShopPage ? own.title : request.title,
        );
      }
      const { product } = shop;
      const url = pageUrl(product.path);
      const image = product.image ? sharedPicture({ image: product.image }, identity, baseUrl) : "";
      return made(
        {
          ...base,
          canonicalPath: product.path,
          type: "product",
          title: product.fields.title || product.name,
          description: product.fields.description || product.description,
          image: product.fields.socialImage || product.image,
          noindex: own.hidden || product.fields.hidden,
          structuredData: [
            ...trail(...shopCrumb, crumb(product.name, product.path)),
            productThing({ name: product.name, url, description: product.description, image, offers: product.offers, rating: product.rating }),
          ],
        },
        product.fields.title || request.title,
      );
    }
    default:
      return made({ ...base, title: request.title, description: "", image: "", noindex: true });
  }
}
