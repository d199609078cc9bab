/** A schema.org object as JSON-LD writes it (`@type` and its properties). */
export type SchemaThing = { "@type": string } & Record<string, unknown>;

/** What the site's own structured data says of it. */
export interface SiteFacts {
  name: string;
  /** The site's home, absolute (https://cafe.example/). */
  url: string;
  /** The logo's absolute address, "" for none. */
  logo: string;
  /** The business's address on one line, "" for none. */
  address: string;
  /** Opening hours in schema.org's form, one range a line ("Mo-Fr 07:00-18:00"). */
  openingHours: string[];
}

function withoutEmpty(thing: SchemaThing): SchemaThing {
  return Object.fromEntries(
    Object.entries(thing).filter(([, value]) => value !== "" && value !== undefined && !(Array.isArray(value) && value.length === 0)),
  ) as SchemaThing;
}

/** The business behind the site: a LocalBusiness when the owner gave its address or hours, else an Organization. */
export function siteOrganization(site: SiteFacts): SchemaThing {
  if (site.address === "" && site.openingHours.length === 0) return withoutEmpty({ "@type": "Organization", name: site.name, url: site.url, logo: site.logo });
  return withoutEmpty({
    "@type": "LocalBusiness",
    name: site.name,
    url: site.url,
    image: site.logo,
    logo: site.logo,
    address: site.address === "" ? undefined : { "@type": "PostalAddress", streetAddress: site.address },
    openingHours: site.openingHours,
  });
}

/** The site as a WebSite whose search (the site search at /search) search engines may offer in their results. */
export function webSite(site: Pick<SiteFacts, "name" | "url">): SchemaThing {
  return {
    "@type": "WebSite",
    name: site.name,
    url: site.url,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url.replace(/\/+$/, "")}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** One step of a page's breadcrumb trail: its name and absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

/** The trail from the home page to this page, which search results show in place of the address. */
export function breadcrumbList(crumbs: readonly Crumb[]): SchemaThing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

/** A blog post as search engines read an article. */
export function blogPosting(post: {
  headline: string;
  url: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string | null;
  publisher: Pick<SiteFacts, "name" | "url" | "logo">;
}): SchemaThing {
  const publisher = withoutEmpty({ "@type": "Organization", name: post.publisher.name, url: post.publisher.url, logo: post.publisher.logo });
  return withoutEmpty({
    "@type": "BlogPosting",
    headline: post.headline,
    url: post.url,
    mainEntityOfPage: post.url,
    description: post.description,
    image: post.image,
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: post.author ? { "@type": "Person", name: post.author } : publisher,
    publisher,
  });
}

/** One way to buy a product (a variant): its price in the currency's major units and whether it can be bought now. */
export interface ProductOffer {
  name: string;
  sku: string;
  /** The price as a decimal, "12.50". */
  price: string;
  currency: string;
  inStock: boolean;
}

/** A published review of a product as search engines read it: who wrote it, when, its stars and words. */
interface ProductReviewFact {
  author: string;
  datePublished: string;
  rating: number;
  name: string;
  body: string;
}

/** A product's published reviews: their count, mean rating and the latest ones (none when it has no reviews). */
export interface ProductRatingFacts {
  count: number;
  average: number;
  reviews: readonly ProductReviewFact[];
}

/** A product's aggregate rating and reviews, or nothing when it has no published review (search engines refuse a rating of none). */
function ratingParts(rating: ProductRatingFacts | undefined): Record<string, unknown> {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    review: rating.reviews.map((review) =>
      withoutEmpty({
        "@type": "Review",
        author: { "@type": "Person", name: review.author },
        datePublished: review.datePublished,
        name: review.name,
        reviewBody: review.body,
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      }),
    ),
  };
}

/** A product with its offers (the price, currency and availability of each variant) and, when it has published reviews, its rating and reviews. */
export function productThing(product: {
  name: string;
  url: string;
  description: string;
  image: string;
  offers: readonly ProductOffer[];
  rating?: ProductRatingFacts;
}): SchemaThing {
  return withoutEmpty({
    "@type": "Product",
    name: product.name,
    url: product.url,
    description: product.description,
    image: product.image,
    ...ratingParts(product.rating),
    offers: product.offers.map((offer) =>
      withoutEmpty({
        "@type": "Offer",
        name: offer.name,
        sku: offer.sku,
        url: product.url,
        price: offer.price,
        priceCurrency: offer.currency,
        availability: offer.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      }),
    ),
  });
}

/** An event with its times (ISO 8601) and place (its location, else the site's name and address). */
export function eventThing(event: {
  name: string;
  url: string;
  image: string;
  startDate: string;
  endDate: string;
  location: string;
  organizer: Pick<SiteFacts, "name" | "url" | "address">;
}): SchemaThing {
  return withoutEmpty({
    "@type": "Event",
    name: event.name,
    url: event.url,
    image: event.image,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: withoutEmpty({
      "@type": "Place",
      name: event.location || event.organizer.name,
      address: event.location || event.organizer.address || event.organizer.name,
    }),
    organizer: { "@type": "Organization", name: event.organizer.name, url: event.organizer.url },
  });
}
