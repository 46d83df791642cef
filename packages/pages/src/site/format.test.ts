import { defaultShopConfig } from '@kauppa/config';
import { describe, expect, it } from 'vitest';
import { priceText, productPath, rememberPriceText } from './format.ts';

describe('price texts while hydrating (issue 8 budgets; accounts-content §9 price format)', () => {
  it('formats a price in fi-FI with € and 2 decimals', () => {
    expect(priceText(1234.5)).toMatch(/^1\s234,50\s€$/);
  });

  it('gives no text for no price', () => {
    expect(priceText(null)).toBe('');
    expect(priceText(Number.NaN)).toBe('');
  });

  it("takes the server's text for a price the page already shows", () => {
    rememberPriceText('19.9', '19,90 € (server)');
    expect(priceText(19.9)).toBe('19,90 € (server)');
  });

  it('formats a price the page does not show', () => {
    rememberPriceText('5', '5,00 €');
    expect(priceText(7.25)).toMatch(/^7,25\s€$/);
  });

  it('formats with its own settings a price asked for in another format', () => {
    rememberPriceText('42', 'not this');
    expect(priceText(42, { ...defaultShopConfig.i18n, currencySign: 'EUR' })).not.toBe('not this');
  });
});

describe('product links (commerce-core §2)', () => {
  it('links a product without a type as a simple one, /p/{sku}/{slug} without url dispatch', () => {
    const config = { ...defaultShopConfig, urls: { ...defaultShopConfig.urls, dispatch: false } };
    expect(productPath({ sku: 'BAT-1', slug: 'akku', url_path: 'akku.html' }, { config })).toBe(
      '/p/BAT-1/akku',
    );
  });
});
