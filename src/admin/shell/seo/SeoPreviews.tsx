import type { SeoFields } from "../../../domain/seo/seoFields";

/** What the previews show when the owner leaves a field empty: the page's own title, description and picture. */
export interface SeoOwnFacts {
  title: string;
  description: string;
  /** The page's path on the site, "/journal/2026/10/20/beans". */
  path: string;
  siteTitle: string;
  /** Which picture a shared link shows when the owner picks none, in words (a page's differs from a product's). */
  pictureWhenNone?: string;
}

/** About what search results show of a title and a description before they cut it with "…". */
const SHOWN_TITLE = 60;
const SHOWN_DESCRIPTION = 160;

function cut(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

function titleOf(seo: SeoFields, own: SeoOwnFacts): string {
  return seo.title || `${own.title} — ${own.siteTitle}`;
}

/** How a search result may show the page: its address, its title as the link and its description. */
export function SearchResultPreview({ seo, own }: { seo: SeoFields; own: SeoOwnFacts }) {
  const host = window.location.host;
  return (
    <figure className="seo-preview seo-preview--search" aria-label="Search result preview">
      <figcaption>In search results</figcaption>
      {seo.hidden ? (
        <p className="seo-preview__hidden">Hidden: search engines leave this page out.</p>
      ) : (
        <div className="seo-preview__result">
          <span className="seo-preview__address">
            {host}
            {own.path
              .split("/")
              .filter(Boolean)
              .map((part) => ` › ${part}`)}
          </span>
          <span className="seo-preview__title">{cut(titleOf(seo, own), SHOWN_TITLE)}</span>
          <span className="seo-preview__description">
            {cut(seo.description || own.description, SHOWN_DESCRIPTION) || "Search engines choose words from the page."}
          </span>
        </div>
      )}
    </figure>
  );
}

/** How a shared link's card may show the page: its picture, the site's address, title and description. */
export function SocialCardPreview({ seo, own }: { seo: SeoFields; own: SeoOwnFacts }) {
  return (
    <figure className="seo-preview seo-preview--social" aria-label="Shared link preview">
      <figcaption>When shared</figcaption>
      <div className="seo-preview__card">
        {seo.socialImage ? (
          <img className="seo-preview__picture" src={seo.socialImage} alt="" />
        ) : (
          <p className="seo-preview__no-picture">{own.pictureWhenNone ?? "The page's first picture, or the site's social image"}</p>
        )}
        <span className="seo-preview__address">{window.location.host.toUpperCase()}</span>
        <span className="seo-preview__title">{cut(seo.title || own.title, SHOWN_TITLE)}</span>
        <span className="seo-preview__description">{cut(seo.description || own.description, SHOWN_DESCRIPTION)}</span>
      </div>
    </figure>
  );
}
