import type { SchemaThing } from "../../domain/seo/structuredData";
import type { SiteIdentity } from "../../domain/siteStyles/siteIdentity";
import { absolutePicture, resizedPicture } from "../../domain/siteStyles/siteIdentityLinks";
import { scriptJson } from "./scriptJson";

/** What search engines and shared links are told of one page; every page kind's renderer fills one in. */
export interface PageSeo {
  /** The page's own path, the one search engines should list: no query, a listing's page number kept (/journal/page/2). */
  canonicalPath: string;
  /** Open Graph's kind of page. */
  type: "website" | "article" | "product";
  /** The page's own title for shared links (the SEO title when the owner gave one). */
  title: string;
  description: string;
  /** The page's own picture (a post's or product's main picture, or its SEO social image), "" for the site's. */
  image: string;
  /** True when the owner hid the page from search engines, and for pages no one should find by search (lock screens). */
  noindex: boolean;
  /** Structured data of the page (the site's, the trail to it, its post, product or event), as JSON-LD blocks. */
  structuredData: SchemaThing[];
}

/** The picture shared links show: the page's own, else the site's social image, else its logo; absolute, or "" for none. */
export function sharedPicture(seo: Pick<PageSeo, "image">, identity: SiteIdentity, baseUrl: string): string {
  const picture = seo.image || identity.socialImage || identity.logo;
  return picture ? absolutePicture(resizedPicture(picture, 1200), baseUrl) : "";
}

/** A path on the site's host as an absolute address. */
export function absoluteUrl(path: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${encodeURI(path)}`;
}

/**
 * The head's tags for search engines and shared links, in one place for every page kind: the
 * canonical address, `noindex` for a hidden page, Open Graph and Twitter card tags (a large card
 * when there is a picture) and each structured data object as its own JSON-LD block, escaped so
 * no title can close the script.
 */
export function SeoHead({ seo, siteTitle, identity, baseUrl }: { seo: PageSeo; siteTitle: string; identity: SiteIdentity; baseUrl: string }) {
  const url = absoluteUrl(seo.canonicalPath, baseUrl);
  const picture = sharedPicture(seo, identity, baseUrl);
  return (
    <>
      <link rel="canonical" href={url} />
      {seo.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:type" content={seo.type} />
      <meta property="og:title" content={seo.title} />
      {seo.description ? <meta property="og:description" content={seo.description} /> : null}
      <meta property="og:url" content={url} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta name="twitter:card" content={picture ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={seo.title} />
      {seo.description ? <meta name="twitter:description" content={seo.description} /> : null}
      {picture ? <meta name="twitter:image" content={picture} /> : null}
      {seo.structuredData.map((thing, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson({ "@context": "https://schema.org", ...thing }) }} />
      ))}
    </>
  );
}
