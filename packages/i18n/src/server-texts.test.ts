import { describe, expect, it } from 'vitest';
import { loadTranslator, messages, serverText } from './index.ts';

describe("serverText: the platform's English titles in the shop's language (issue 28.7)", () => {
  it("maps the totals segment titles Magento sends (the reference shop API's totals.ts imitates them) to their messages", () => {
    expect(serverText('Grand Total')).toEqual({ id: messages.grandTotal });
    expect(serverText('Subtotal')).toEqual({ id: messages.subtotal });
    expect(serverText('Tax')).toEqual({ id: messages.tax });
  });

  it('keeps the carrier of "Shipping & Handling (Posti)" and the code of "Discount (SUMMER)" as params', () => {
    expect(serverText('Shipping & Handling (Posti)')).toEqual({
      id: messages.shippingAndHandlingBy,
      params: { carrier: 'Posti' },
    });
    expect(serverText('Discount (SUMMER)')).toEqual({
      id: messages.discountWithCode,
      params: { code: 'SUMMER' },
    });
  });

  it('maps the payment method titles the platform sends (Cash On Delivery, Bank Transfer Payment)', () => {
    expect(serverText('Cash On Delivery')).toEqual({ id: messages.cashOnDelivery });
    expect(serverText('Bank Transfer Payment')).toEqual({ id: messages.bankTransferPayment });
  });

  it("shows a title it does not know as it came (the shop's own data in its language)", () => {
    expect(serverText('Kotiinkuljetus')).toEqual({ id: 'Kotiinkuljetus' });
  });

  it('every mapped title reads in Finnish, German and Italian', async () => {
    const titles = [
      'Grand Total',
      'Shipping & Handling (Posti)',
      'Cash On Delivery',
      'Bank Transfer Payment',
    ];
    for (const locale of ['fi-FI', 'de-DE', 'it-IT'] as const) {
      const translator = await loadTranslator({ locale });
      for (const title of titles) {
        const { id, params } = serverText(title);
        expect(translator.has(id), `${locale}: ${title}`).toBe(true);
        expect(translator.t(id, params)).not.toBe(title);
      }
    }
  });
});
