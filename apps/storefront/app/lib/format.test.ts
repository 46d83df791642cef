import { describe, expect, it } from 'vitest';
import { formatPrice, rememberRenderedPrices } from './format.ts';

/** A page root holding server-rendered prices, as `querySelectorAll('[data-price]')` sees them. */
const pageWith = (prices: Record<string, string>) =>
  ({
    querySelectorAll: () =>
      Object.entries(prices).map(([price, textContent]) => ({ dataset: { price }, textContent })),
  }) as unknown as ParentNode;

describe('price texts while hydrating (issue 8 budgets; accounts-content §9 price format)', () => {
  it("takes the server's text of a data-price element for that price", () => {
    rememberRenderedPrices(pageWith({ '19.9': '19,90 € (server)' }));
    expect(formatPrice(19.9)).toBe('19,90 € (server)');
  });

  it('keeps no text of an empty data-price element', () => {
    rememberRenderedPrices(pageWith({ '3': '' }));
    expect(formatPrice(3)).toMatch(/^3,00\s€$/);
  });
});
