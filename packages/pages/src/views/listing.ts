import { defaultShopConfig } from '@kauppa/config';
import { canLoadMore, pageHref, pageNumbers, type RouteQuery } from '@kauppa/search-query';

/** Input of {@link listingPaging}. */
export interface ListingPagingInput {
  /** The route query of the listing (filters, sort, page). */
  query: RouteQuery;
  /** The page the listing opened on. */
  page: number;
  /** The number of products matching. */
  total: number;
  perPage: number;
  /** The last page shown: the opened page, or the last one "Load more" appended. */
  lastPage: number;
  /** How many page numbers show (`catalog.paginationPages`). @default defaultShopConfig.catalog.paginationPages */
  paginationPages?: number | undefined;
}

/** A page number link of the pagination. */
export interface PageLink {
  page: number;
  href: string;
  /** The opened page: shown, not linked. */
  current: boolean;
}

/** The paging of a listing. */
export interface ListingPaging {
  /** The number of pages (at least 1). */
  pages: number;
  /** The first product of the next page to load. */
  nextStart: number;
  /** "Load more" shows. */
  loadMore: boolean;
  /** The next page after the last one shown (the link "Load more" falls back to without JavaScript). */
  nextHref: string;
  /** The pagination shows (more than one page). */
  paginated: boolean;
  /** The previous page's link, on a page after the first. */
  previousHref: string | undefined;
  /** The page number links around the opened page. */
  links: PageLink[];
  /** The next page's link, on a page before the last. */
  followingHref: string | undefined;
}

/**
 * The paging of a category listing (commerce-core §4 category paging, §9 pagination numbers):
 * the number of pages, whether "Load more" shows after the pages shown (only while the next start
 * is below the total and the total fills a page), its link, and the pagination around the opened
 * page with previous and next links.
 *
 * @example
 * listingPaging({ query: {}, page: 1, total: 100, perPage: 50, lastPage: 1 }).nextHref; // '?page=2'
 */
export function listingPaging({
  query,
  page,
  total,
  perPage,
  lastPage,
  paginationPages = defaultShopConfig.catalog.paginationPages,
}: ListingPagingInput): ListingPaging {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const nextStart = lastPage * perPage;
  return {
    pages,
    nextStart,
    loadMore: lastPage < pages && canLoadMore({ start: nextStart, total, perPage }),
    nextHref: pageHref(query, lastPage + 1),
    paginated: pages > 1,
    previousHref: page > 1 ? pageHref(query, page - 1) : undefined,
    links: pageNumbers(page, pages, paginationPages).map((n) => ({
      page: n,
      href: pageHref(query, n),
      current: n === page,
    })),
    followingHref: page < pages ? pageHref(query, page + 1) : undefined,
  };
}
