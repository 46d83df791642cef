import { Link } from 'react-router';
import type { Category, Product, SearchResult } from '../lib/catalog.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ProductList } from './ProductCard.tsx';

/** What a category page shows. */
export interface CategoryPageData {
  category: Category;
  products: SearchResult<Product>;
  page: number;
}

/** Page numbers around the current one (pagination numbers default 3: commerce-core §9). */
export function pageNumbers(page: number, pages: number, around = 3): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(around / 2), pages - around + 1));
  const end = Math.min(pages, start + around - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/** The category page body: heading, product count, product list and pagination. */
export function CategoryView({ category, products, page }: CategoryPageData) {
  const t = useT();
  const { imageBase } = useShell();
  const pages = Math.max(1, Math.ceil(products.total / products.perPage));
  return (
    <section className="category">
      <Breadcrumbs trail={[{ label: category.name }]} />
      <h1>{category.name}</h1>
      <p className="category__count">{t('{count} items', { count: products.total })}</p>
      <ProductList products={products.items} imageBase={imageBase} label={category.name} />
      {pages > 1 && (
        <nav aria-label={t('Pagination')} className="pagination">
          <ul>
            {pageNumbers(page, pages).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <Link to={n === 1 ? '.' : `?page=${n}`}>{n}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
