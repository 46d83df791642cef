import { describe, expect, it } from 'vitest';
import { orderDetailView, orderFeedbackEmail, orderHistoryRows, orderSuccessView } from './index.ts';

const order = {
  entity_id: 12,
  increment_id: '000000012',
  created_at: '2026-11-20 10:15:00',
  grand_total: 42.5,
  shipping_amount: 5,
  tax_amount: 8.23,
  status: 'pending',
  items: [
    { sku: 'A', name: 'Kahvi', qty_ordered: 2, price_incl_tax: 7.5, row_total_incl_tax: 15 },
    { sku: 'B', name: 'Tee', qty_ordered: 1, price_incl_tax: 22.5, row_total_incl_tax: 22.5 },
  ],
};

describe('order history (accounts-content §2 my orders, §7 order history)', () => {
  it('lists each order with its number, day, grand total, status and page', () => {
    expect(orderHistoryRows([order])).toEqual([
      {
        id: '12',
        number: '000000012',
        date: '2026-11-20',
        total: 42.5,
        status: 'pending',
        href: '/my-account/orders/12',
      },
    ]);
  });

  it('falls back to the entity id and the total due', () => {
    const [row] = orderHistoryRows([{ entity_id: 13, total_due: 9 }]);
    expect(row).toMatchObject({ number: '13', total: 9, date: '', status: '' });
  });
});

describe('one order (accounts-content §2 my order)', () => {
  it('shows each line with its unit price and row total including tax', () => {
    expect(orderDetailView(order).lines[0]).toEqual({
      key: 'A-0',
      name: 'Kahvi',
      sku: 'A',
      price: 7.5,
      qty: 2,
      rowTotal: 15,
    });
  });

  it('shows shipping, tax and the grand total, 0 where the platform gives none', () => {
    expect(orderDetailView(order).totals.map((row) => [row.code, row.value])).toEqual([
      ['shipping', 5],
      ['tax', 8.23],
      ['grand_total', 42.5],
    ]);
    expect(orderDetailView({ entity_id: 1 }).totals.map((row) => row.value)).toEqual([0, 0, 0]);
  });
});

describe('order feedback (accounts-content §2 order success, §7 mailer)', () => {
  const contactAddress = 'shop@example.fi';

  it('sends the feedback from the customer to the contact address, titled with the order number', () => {
    expect(
      orderFeedbackEmail({
        orderNumber: '42',
        feedback: 'Fast!',
        customerEmail: 'anna@example.fi',
        contactAddress,
      }),
    ).toEqual({
      sourceAddress: 'anna@example.fi',
      targetAddress: contactAddress,
      subject: 'Order 42 feedback',
      emailText: 'Fast!',
    });
  });

  it("sends a guest's feedback from the contact address", () => {
    const email = orderFeedbackEmail({
      orderNumber: null,
      feedback: 'Ok',
      customerEmail: undefined,
      contactAddress,
    });
    expect(email).toMatchObject({ sourceAddress: contactAddress, subject: 'Order  feedback' });
  });

  it('sends nothing for an empty feedback', () => {
    expect(
      orderFeedbackEmail({ orderNumber: '42', feedback: '  ', customerEmail: undefined, contactAddress }),
    ).toBeNull();
  });
});

describe('thank-you page (accounts-content §2 order success; issue 14.4 a held order is never shown as received)', () => {
  it('thanks for a received order and shows its number while online', () => {
    expect(
      orderSuccessView({ navigationState: null, online: true, orderNumber: '42', heldTitle: undefined }),
    ).toEqual({
      held: false,
      title: 'Thank you for your order',
      orderNumber: '42',
    });
  });

  it('shows no order number offline', () => {
    const view = orderSuccessView({
      navigationState: null,
      online: false,
      orderNumber: '42',
      heldTitle: undefined,
    });
    expect(view.orderNumber).toBeUndefined();
  });

  it('titles a held order with the configured title, else "Order waiting!", and shows no number', () => {
    const held = { navigationState: { held: true }, online: true, orderNumber: '42' };
    expect(orderSuccessView({ ...held, heldTitle: 'Tilaus odottaa' })).toEqual({
      held: true,
      title: 'Tilaus odottaa',
      orderNumber: undefined,
    });
    expect(orderSuccessView({ ...held, heldTitle: undefined }).title).toBe('Order waiting!');
  });
});
