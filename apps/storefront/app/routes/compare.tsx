import type { ProductPrices } from '@kauppa/catalog-pricing';
import { priceView } from '@kauppa/pages';
import { compareRows } from '@kauppa/pages/views';
import { pageClock } from '../catalog/clock.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useListItems, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Compare Products' }];
}

// The price to pay now (`getProductPrice` of `@kauppa/catalog-pricing`: special price only in its window).
const priceOf = (p: Record<string, unknown>) => priceView(p as ProductPrices, pageClock(undefined)).final;

/** Compare Products (accounts-content §2): the compare list, kept in local storage, side by side. */
export default function ComparePage() {
  const t = useT();
  const shop = useShop();
  const items = useListItems(shop?.compare) as readonly Record<string, unknown>[];
  return (
    <section className="page">
      <Breadcrumbs trail={[{ label: t('Compare Products') }]} />
      <h1>{t('Compare Products')}</h1>
      {items.length === 0 ? (
        <p>{t('You have no items to compare.')}</p>
      ) : (
        <div className="compare-table">
          <table className="data-table" data-testid="compare-table">
            <thead>
              <tr>
                <th />
                {items.map((p) => (
                  <th key={String(p.sku)}>{String(p.name ?? p.sku)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {compareRows({ items, priceOf }).map((row) => (
                <tr key={row.label}>
                  <th>{t(row.label)}</th>
                  {row.values.map((value, i) => (
                    <td key={String(items[i]?.sku)}>{t(value.text ?? formatPrice(value.price))}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th />
                {items.map((p) => (
                  <td key={String(p.sku)}>
                    <button type="button" onClick={() => shop && void shop.addToCart({ sku: String(p.sku) })}>
                      {t('Add to cart')}
                    </button>{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => shop && void shop.compare.remove(String(p.sku))}
                    >
                      {t('Remove')}
                    </button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
