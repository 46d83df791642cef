import { canonicalLink, loadSearchPage, readsQuery, searchFailed } from '@kauppa/pages';
import { searchPath, searchRequest } from '@kauppa/pages/views';
import { redirect } from 'react-router';
import { shellOf } from '../catalog/meta.ts';
import { ProductList } from '../components/ProductCard.tsx';
import { SearchPanel } from '../components/SearchPanel.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import type { Route } from './+types/search.ts';

/** Results of `/search/:query` (`/search?q=` redirects there); `?size=` limits them (the search panel). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  // `?q=` is read only without a path query (it redirects to `/search/:query`).
  readsQuery(context.get(shopContext), 'size', 'panel', ...(params.query ? [] : ['q']));
  const search = searchRequest({ pathQuery: params.query, searchParams });
  if (search.redirect !== undefined) throw redirect(search.redirect);
  const { query, size } = search;
  const shop = context.get(shopContext);
  const load = () => loadSearchPage(shop, { query, size });
  // The header's search panel (`?panel=1`): a failing catalogue is told inside the panel, never
  // by replacing the page with the error page (issue 14.12).
  if (!search.panel) return load();
  try {
    return await load();
  } catch (error) {
    console.warn('Search failed', error);
    return searchFailed(shop, query);
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const origin = shellOf(matches)?.base;
  const query = loaderData?.query ?? '';
  return [
    { title: query || 'Search' },
    { name: 'robots', content: 'noindex' },
    ...canonicalLink(origin, searchPath(query)),
  ];
}

/** Search results (`/search/:query`) with the search panel above them. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { imageBase } = useShell();
  return (
    <section className="search-results">
      <SearchPanel initialQuery={loaderData.query} />
      <h1>
        {loaderData.query ? t('Results for "{query}"', { query: loaderData.query }) : t('Search results')}
      </h1>
      {loaderData.tooShort ? (
        <p>{t('Search term must have at least {min} characters.', { min: loaderData.minLength })}</p>
      ) : loaderData.products.length === 0 ? (
        <p>{t('No results were found.')}</p>
      ) : (
        <>
          <p>{t('Products: {count}', { count: loaderData.total })}</p>
          <ProductList
            products={loaderData.products}
            imageBase={imageBase}
            label={t('Search results')}
            now={loaderData.now}
          />
        </>
      )}
    </section>
  );
}
