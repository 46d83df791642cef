import { orderHistoryRows } from '@kauppa/pages/views';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AccountLayout } from '../components/AccountLayout.tsx';
import { formatPrice } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { useAccountState, useShop } from '../shop/react.tsx';

export function meta() {
  return [{ title: 'My orders' }];
}

/** The order history, page size 20 (accounts-content §7, §9). */
export default function MyOrders() {
  return (
    <AccountLayout title="My orders">
      <OrderList />
    </AccountLayout>
  );
}

function OrderList() {
  const t = useT();
  const shop = useShop()!;
  const history = useAccountState()?.orders_history;
  useEffect(() => {
    void shop.account.loadOrderHistory();
  }, [shop]);
  const rows = orderHistoryRows(history?.items ?? []);
  if (rows.length === 0) return <p>{t('Your order history is empty.')}</p>;
  return (
    <table className="data-table" data-testid="order-history">
      <thead>
        <tr>
          <th>{t('Order ID')}</th>
          <th>{t('Date')}</th>
          <th>{t('Grand total')}</th>
          <th>{t('Status')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((order) => (
          <tr key={order.id}>
            <td>#{order.number}</td>
            <td>{order.date}</td>
            <td>{formatPrice(order.total)}</td>
            <td>{order.status}</td>
            <td>
              <Link to={order.href}>{t('View order')}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
