import { defaultCatalogConfig } from '@kauppa/config';
import {
  canLoadMore,
  type FilterGroup,
  hasFilters,
  pageHref,
  pageNumbers,
  type RouteQuery,
  searchOf,
} from '@kauppa/search-query';

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
  paginationPages = defaultCatalogConfig.paginationPages,
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

/** The products "Load more" appended to a listing, and the last page shown. */
export interface LoadedMore<P> {
  items: P[];
  lastPage: number;
}

/**
 * The appended products of a listing opened on `page` (commerce-core §4 category paging): none.
 * A listing already in that state is returned as it is (no change to render).
 */
export function freshListing<P>(more: LoadedMore<P>, page: number): LoadedMore<P> {
  return more.items.length === 0 && more.lastPage === page ? more : { items: [], lastPage: page };
}

/** The listing with the next page "Load more" loaded appended (commerce-core §4 load more). */
export function appendPage<P>(more: LoadedMore<P>, items: readonly P[]): LoadedMore<P> {
  return { items: [...more.items, ...items], lastPage: more.lastPage + 1 };
}

/** A filter group as the filter panel shows it. */
export interface FilterGroupView {
  attribute: string;
  /** The price group's title is the message 'Price'; the others their attribute label. */
  title: { message: string } | { label: string };
  /** One option at a time (price ranges: radio buttons), else several (checkboxes). */
  input: 'radio' | 'checkbox';
  options: Array<{
    id: string;
    inputId: string;
    label: string;
    count: number | undefined;
    selected: boolean;
  }>;
}

/** A chosen filter shown as a chip above the listing: its label and the link without it. */
export interface FilterChip {
  attribute: string;
  id: string;
  label: string;
  /** The listing's search without this option (page 1). */
  href: string;
}

/** Options of {@link filterPanelView}. */
export interface FilterPanelOptions {
  /**
   * The route query of the listing, for the chips' links.
   * @default {}
   */
  query?: RouteQuery;
  /**
   * The locale price ranges are written in (the store view's), e.g. `fi-FI`: "< 50 €", "50–100 €".
   * Without it the ranges keep the labels they came with.
   */
  locale?: string;
  /**
   * The store's currency (`i18n.currencyCode`).
   * @default 'EUR'
   */
  currency?: string;
}

/** The price-range labels written so far, by locale, currency and range ({@link priceRangeText}). */
const rangeTexts = new Map<string, string>();

/**
 * The label of a price range in the store's locale and currency (issue 28.7): the first range
 * "< 50 €", the open-ended last "> 150 €", the others "50–100 €" (the comparison forms of
 * commerce-core §9, the amounts as the locale writes them).
 */
function priceRangeText({
  from,
  to,
  first,
  locale,
  currency = 'EUR',
}: {
  from: number | undefined;
  to: number | undefined;
  /** The first range of the group (the comparison form "< 50 €"). */
  first: boolean;
  locale: string;
  currency?: string;
}): string {
  // Written once per process (issue 31.2): a number format and a range format cost ~65 µs a label.
  const key = `${locale} ${currency} ${from} ${to} ${first}`;
  let text = rangeTexts.get(key);
  if (text === undefined) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    text =
      to !== undefined && (first || from === undefined)
        ? `< ${format.format(to)}`
        : to === undefined
          ? `> ${format.format(from ?? 0)}`
          : format.formatRange(from ?? 0, to);
    // The ranges are the configured buckets: a few; the bound only guards against odd ones.
    if (rangeTexts.size < 500) rangeTexts.set(key, text);
  }
  return text;
}

/** The listing's query without one option of a filter, on page 1. */
function withoutOption(query: RouteQuery, attribute: string, id: string): string {
  const { page: _page, ...rest } = query;
  const value = rest[attribute];
  const values = value == null ? [] : typeof value === 'string' ? [value] : [...value];
  const kept = values.filter((v) => v !== id);
  return searchOf({ ...rest, [attribute]: kept.length > 0 ? kept : null }) || '?';
}

/**
 * The filters of a category page (commerce-core §4 category paging: multi-valued attributes are
 * checkboxes, price ranges one at a time): each group with its title and options, whether any
 * filter is chosen (the panel opens, "Clear filters" shows), and the chosen ones as chips, each
 * with the link that clears it (issue 28.9).
 *
 * @example
 * filterPanelView(groups).chosen; // true once an option is selected
 */
export function filterPanelView(
  groups: readonly FilterGroup[],
  { query = {}, locale, currency = 'EUR' }: FilterPanelOptions = {},
): {
  chosen: boolean;
  groups: FilterGroupView[];
  chips: FilterChip[];
} {
  const selected = Object.fromEntries(groups.map((g) => [g.attribute, g.options.filter((o) => o.selected)]));
  const views: FilterGroupView[] = groups.map((group) => ({
    attribute: group.attribute,
    title: group.attribute === 'price' ? { message: 'Price' } : { label: group.label },
    input: group.single ? 'radio' : 'checkbox',
    options: group.options.map((option, index) => ({
      id: option.id,
      inputId: `filter-${group.attribute}-${option.id}`,
      label:
        locale && (option.from !== undefined || option.to !== undefined)
          ? priceRangeText({ from: option.from, to: option.to, first: index === 0, locale, currency })
          : option.label,
      count: option.count,
      selected: option.selected,
    })),
  }));
  const chips = views.flatMap((group) =>
    group.options
      .filter((option) => option.selected)
      .map((option) => ({
        attribute: group.attribute,
        id: option.id,
        label: option.label,
        href: withoutOption(query, group.attribute, option.id),
      })),
  );
  return { chosen: hasFilters(selected), groups: views, chips };
}

/**
 * The filter groups with each attribute's options in the attribute's own option order (Magento's
 * `options` list of the attribute, as the platform's attribute query returns it) rather than by
 * product count (issue 28.10: sizes read S, M, XS, L). Options the order does not know keep their
 * place after the known ones; groups without an order (price ranges) are left as they are.
 *
 * @example
 * filterGroupsInOptionOrder(groups, { size: ['167', '168', '169'] });
 */
export function filterGroupsInOptionOrder(
  groups: readonly FilterGroup[],
  order: Readonly<Record<string, readonly string[]>>,
): FilterGroup[] {
  return groups.map((group) => {
    const values = order[group.attribute];
    if (!values || values.length === 0) return group;
    const rank = new Map(values.map((value, index) => [value, index]));
    const position = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
    return { ...group, options: [...group.options].sort((a, b) => position(a.id) - position(b.id)) };
  });
}
