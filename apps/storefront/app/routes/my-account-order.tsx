import { orderDetailView } from '@kauppa/pages/views';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { formatPrice } from '../lib/format.ts';
import { useServerText, useT } from '../lib/i18n.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Order' }];
}

/** One order of the history. */
export default function MyOrder() {
  return (
    <AccountLayout title="Order">
      <OrderDetail />
    </AccountLayout>
  );
}

function OrderDetail() {
  const t = useT();
  const title = useServerText();
  const shop = useShop()!;
  const { orderId } = useParams();
  const history = useAccountState()?.orders_history;
  useEffect(() => {
    if (!history) void shop.account.loadOrderHistory();
  }, [shop, history]);
  const order = history?.items.find((o) => String(o.entity_id) === orderId);
  if (!order) return <p>{t('Loading...')}</p>;
  const view = orderDetailView(order);
  return (
    <div data-testid="order-detail">
      <h2>
        {t('Order')} #{view.number}
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t('Product name')}</th>
            <th>SKU</th>
            <th>{t('Price')}</th>
            <th>{t('Quantity')}</th>
            <th>{t('Subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.key}>
              <td>{line.name}</td>
              <td>{line.sku}</td>
              <td>{formatPrice(line.price)}</td>
              <td>{line.qty}</td>
              <td>{formatPrice(line.rowTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        {view.totals.map((row) => (
          <div
            key={row.code}
            className={`totals__row${row.code === 'grand_total' ? ' totals__row--grand_total' : ''}`}
          >
            <dt>{title(row.title)}</dt>
            <dd>{formatPrice(row.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
