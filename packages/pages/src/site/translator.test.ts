import { createTranslator, loadCatalogue, messageIds } from '@kauppa/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator, preparedTranslator, prepareTranslator } from './translator.ts';

describe('the page translator (issue 8 texts: every text through @kauppa/i18n)', () => {
  it('answers every message id as createTranslator does, in Finnish and English', async () => {
    const fi = await loadCatalogue('fi-FI');
    const params = { min: 3, count: 2, sku: 'AK-1', productName: 'Akku', maxQuantity: 4, quantity: 5, id: 7 };
    for (const [locale, catalogue] of [
      ['fi-FI', fi],
      ['en-US', undefined],
    ] as const) {
      const reference = createTranslator({ locale, catalogue });
      const light = catalogueTranslator(locale, catalogue);
      for (const id of messageIds) expect(light.t(id, params)).toBe(reference.t(id, params));
    }
  });

  it('shows an unknown id as English text, its placeholders filled or kept', () => {
    const t = catalogueTranslator('fi-FI', {}).t;
    expect(t('Products: {count}', { count: 3 })).toBe('Products: 3');
    expect(t('Only {maxQuantity} left')).toBe('Only {maxQuantity} left');
  });

  it('answers in English for a language whose catalogue was not prepared, and in it once it was', async () => {
    expect(preparedTranslator('de-DE').locale).toBe('en-US');
    const prepared = await prepareTranslator('de-DE');
    expect(preparedTranslator('de-DE')).toBe(prepared);
  });
});
