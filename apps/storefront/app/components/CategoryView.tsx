import type { CategoryPageData, Product, TrailStep } from '@kauppa/pages';
import { appendPage, freshListing, listingPaging, pageTrail } from '@kauppa/pages/views';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { ProductList } from './ProductCard.tsx';

export type { CategoryPageData };

/**
 * The category page body: breadcrumbs, heading, product count, filters and sort, the product list
 * (310×300 thumbnails), pagination links and "Load more" (a link to the next page without
 * JavaScript; with it, the next page is appended).
 */
export function CategoryView(props: CategoryPageData) {
  const { category, products, page } = props;
  const query = props.query ?? {};
  const t = useT();
  const { imageBase } = useShell();
  const location = useLocation();
  const fetcher = useFetcher<{ products?: { items: Product[] } }>();
  const [more, setMore] = useState<{ items: Product[]; lastPage: number }>({ items: [], lastPage: page });

  // A new listing (other filters, sort or page) starts without appended pages. Nothing changes on
  // the first run, so hydration is not followed by a second render of the whole listing.
  useEffect(() => setMore((m) => freshListing(m, page)), [location.search, location.pathname]);
  useEffect(() => {
    const items = fetcher.data?.products?.items;
    if (fetcher.state === 'idle' && items) setMore((m) => appendPage(m, items));
  }, [fetcher.data, fetcher.state]);

  const shown = [...products.items, ...more.items];
  const { total, perPage } = products;
  const { lastPage } = more;
  const paging = listingPaging({
    query,
    page,
    total,
    perPage,
    lastPage,
    paginationPages: props.paginationPages,
  });
  const { loadMore, nextHref } = paging;
  const trail = pageTrail(useCategoryTrail(props) ?? props.trail, category.name);

  return (
    <section className="category">
      <Breadcrumbs trail={trail} structuredData />
      <h1>{category.name}</h1>
      <p className="category__count" aria-live="polite">
        {t('Products: {count}', { count: products.total })}
      </p>
      <div className="category__layout">
        <aside className="category__filters">
          <FilterPanel
            groups={props.filters ?? []}
            query={query}
            sort={props.sort ?? ''}
            sortOptions={props.sortOptions ?? []}
          />
        </aside>
        <div className="category__products">
          {shown.length === 0 ? (
            <p>{t('No results were found.')}</p>
          ) : (
            <ProductList
              products={shown}
              imageBase={imageBase}
              label={category.name}
              now={props.now}
              eagerCount={2}
            />
          )}
          {loadMore && (
            <p className="category__more">
              <Link
                className="button"
                to={nextHref}
                onClick={(event) => {
                  event.preventDefault();
                  if (fetcher.state === 'idle') fetcher.load(`${location.pathname}${nextHref}`);
                }}
                aria-disabled={fetcher.state !== 'idle'}
              >
                {fetcher.state === 'idle' ? t('Load more') : t('Loading...')}
              </Link>
            </p>
          )}
          {paging.paginated && (
            <nav aria-label={t('Pagination')} className="pagination">
              <ul>
                {paging.previousHref !== undefined && (
                  <li>
                    <Link to={paging.previousHref} rel="prev">
                      {t('Previous')}
                    </Link>
                  </li>
                )}
                {paging.links.map((link) => (
                  <li key={link.page}>
                    {link.current ? (
                      <span aria-current="page">{link.page}</span>
                    ) : (
                      <Link to={link.href}>{link.page}</Link>
                    )}
                  </li>
                ))}
                {paging.followingHref !== undefined && (
                  <li>
                    <Link to={paging.followingHref} rel="next">
                      {t('Next')}
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The category's breadcrumbs when its server render left them out (issue 20.4: late or failed),
 * loaded once the page has hydrated; `undefined` until then, or when the render had them.
 */
function useCategoryTrail(data: CategoryPageData): TrailStep[] | undefined {
  const fetcher = useFetcher<{ id: number; trail?: TrailStep[] }>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const id = Number(data.category.id);
  const pending = data.pending?.includes('trail') ?? false;
  useEffect(() => {
    if (!pending || !navigator.onLine || !Number.isInteger(id)) return;
    void load.current(`/category-parts/${id}`);
  }, [id, pending]);
  return pending && fetcher.data?.id === id ? fetcher.data.trail : undefined;
}
