import { redirect } from 'react-router';
import { ProductList } from '../components/ProductCard.tsx';
import { shopContext } from '../lib/context.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import type { Route } from './+types/search.ts';

/** Minimum length of a search term (accounts-content §9). */
const searchMinLength = 3;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (params.query ?? url.searchParams.get('q') ?? '').trim();
  if (!params.query && query) throw redirect(`/search/${encodeURIComponent(query)}`);
  if (query.length < searchMinLength) return { query, tooShort: true, products: [], total: 0 };
  const result = await context.get(shopContext).catalog.searchProducts(query);
  return { query, tooShort: false, products: result.items, total: result.total };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.query}` : 'Search' }, { name: 'robots', content: 'noindex' }];
}

/** Search results (`/search/:query`). */
export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { imageBase } = useShell();
  return (
    <section className="search-results">
      <h1>{t('Search results for "{query}"', { query: loaderData.query })}</h1>
      {loaderData.tooShort ? (
        <p>{t('Search term needs at least {min} characters', { min: searchMinLength })}</p>
      ) : loaderData.products.length === 0 ? (
        <p>{t('No results were found.')}</p>
      ) : (
        <ProductList products={loaderData.products} imageBase={imageBase} label={t('Search results')} />
      )}
    </section>
  );
}
