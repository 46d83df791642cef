import type { ProductPrices } from '@kauppa/catalog-pricing';
import { priceView } from '@kauppa/pages';
import { pageClock } from '../catalog/clock.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useListItems, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Compare Products' }];
}

type Row = [label: string, read: (p: Record<string, unknown>) => string];

const rows: Row[] = [
  ['SKU', (p) => String(p.sku)],
  // The price to pay now (`getProductPrice` of `@kauppa/catalog-pricing`: special price only in its window).
  ['Price', (p) => formatPrice(priceView(p as ProductPrices, pageClock(undefined)).final)],
  [
    'Availability',
    (p) =>
      (p.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === false ? 'Out of stock' : 'In stock',
  ],
  ['Manufacturer', (p) => String(p.valmistaja ?? '—')],
  ['Type', (p) => String(p.type_id ?? '—')],
];

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
              {rows.map(([label, read]) => (
                <tr key={label}>
                  <th>{t(label)}</th>
                  {items.map((p) => (
                    <td key={String(p.sku)}>{t(read(p))}</td>
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
