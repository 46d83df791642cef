import { orderHistoryNumber, orderHistoryTotal } from '@kauppa/account';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'Order' }];
}

interface OrderLine {
  sku?: string;
  name?: string;
  qty_ordered?: number;
  price_incl_tax?: number;
  row_total_incl_tax?: number;
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
  const shop = useShop()!;
  const { orderId } = useParams();
  const history = useAccountState()?.orders_history;
  useEffect(() => {
    if (!history) void shop.account.loadOrderHistory();
  }, [shop, history]);
  const order = history?.items.find((o) => String(o.entity_id) === orderId);
  if (!order) return <p>{t('Loading...')}</p>;
  const lines = (order.items ?? []) as OrderLine[];
  return (
    <div data-testid="order-detail">
      <h2>
        {t('Order')} #{orderHistoryNumber(order)}
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
          {lines.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <td>{line.name}</td>
              <td>{line.sku}</td>
              <td>{formatPrice(line.price_incl_tax)}</td>
              <td>{line.qty_ordered}</td>
              <td>{formatPrice(line.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="totals">
        <div className="totals__row">
          <dt>{t('Shipping')}</dt>
          <dd>{formatPrice(order.shipping_amount ?? 0)}</dd>
        </div>
        <div className="totals__row">
          <dt>{t('Tax')}</dt>
          <dd>{formatPrice(order.tax_amount ?? 0)}</dd>
        </div>
        <div className="totals__row totals__row--grand_total">
          <dt>{t('Grand total')}</dt>
          <dd>{formatPrice(orderHistoryTotal(order))}</dd>
        </div>
      </dl>
    </div>
  );
}
