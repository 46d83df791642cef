import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { formatPrice, rememberRenderedPrices } from './format.ts';

/** A page root holding server-rendered prices, as `querySelectorAll('[data-price]')` sees them. */
const pageWith = (prices: Record<string, string>) =>
  ({
    querySelectorAll: () =>
      Object.entries(prices).map(([price, textContent]) => ({ dataset: { price }, textContent })),
  }) as unknown as ParentNode;

describe('price texts while hydrating (issue 8 budgets; accounts-content §9 price format)', () => {
  it('formats a price in fi-FI with € and 2 decimals', () => {
    expect(formatPrice(1234.5)).toMatch(/^1\s234,50\s€$/);
  });

  it("takes the server's text for a price the page already shows", () => {
    rememberRenderedPrices(pageWith({ '19.9': '19,90 € (server)' }));
    expect(formatPrice(19.9)).toBe('19,90 € (server)');
  });

  it('formats a price the page does not show', () => {
    rememberRenderedPrices(pageWith({ '5': '5,00 €' }));
    expect(formatPrice(7.25)).toMatch(/^7,25\s€$/);
  });

  it('formats with its own settings a price asked for in another format', () => {
    rememberRenderedPrices(pageWith({ '42': 'not this' }));
    expect(formatPrice(42, { ...defaultShopConfig.i18n, currencySign: 'EUR' })).not.toBe('not this');
  });
});
