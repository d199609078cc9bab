import type { ListingPager } from "../../../domain/listingPages";

/** Links to the pages before and after one page of a listing (a blog's posts, a shop's products), when there are any. */
export function ListingPagerLinks(props: { pager: ListingPager; label: string; previous: string; next: string }) {
  const { pager } = props;
  if (!pager.previousHref && !pager.nextHref) return null;
  return (
    <nav className="tsr-pager" aria-label={props.label}>
      {pager.previousHref ? (
        <a href={pager.previousHref} rel="prev">
          {props.previous}
        </a>
      ) : null}
      {pager.nextHref ? (
        <a href={pager.nextHref} rel="next">
          {props.next}
        </a>
      ) : null}
    </nav>
  );
}
