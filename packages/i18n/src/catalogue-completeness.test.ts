import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  enUSCatalogue,
  loadCatalogue,
  messageIds,
  messages,
  supportedLocales,
} from './index.ts';

describe('catalogue completeness (issue 7: every id translated in every locale, params kept)', () => {
  it.each(supportedLocales)('%s translates every id with exactly its {params}', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(checkCatalogue(catalogue)).toEqual([]);
    expect(Object.keys(catalogue)).toHaveLength(messageIds.length);
  });

  it('en-US is the identity: every id translates to itself (accounts-content §9 default language file)', () => {
    for (const id of messageIds) expect(enUSCatalogue()[id]).toBe(id);
  });

  it.each(supportedLocales.filter((locale) => locale !== 'en-US'))(
    '%s is a translation, not a copy of the English texts',
    async (locale) => {
      const catalogue = await loadCatalogue(locale);
      const untranslated = messageIds.filter((id) => catalogue[id] === id);
      // Words that are the same in the language (OK, Outlet, Newsletter, Password, Status, ...) only.
      expect(untranslated.length).toBeLessThan(messageIds.length * 0.05);
    },
  );
});

describe('checkCatalogue', () => {
  const complete = (): Record<string, string> => ({ ...enUSCatalogue() });

  it('reports an id without a translation', () => {
    const catalogue = complete();
    delete catalogue[messages.productAddedToCart];
    expect(checkCatalogue(catalogue)).toEqual([{ id: messages.productAddedToCart, kind: 'missing' }]);
  });

  it('reports an empty translation', () => {
    const catalogue = { ...complete(), [messages.inStock]: ' ' };
    expect(checkCatalogue(catalogue)).toEqual([{ id: messages.inStock, kind: 'empty' }]);
  });

  it('reports a translation that drops a {param}', () => {
    const catalogue = { ...complete(), [messages.orderNumber]: 'Tilausnumerosi on: {orderId}' };
    expect(checkCatalogue(catalogue)).toEqual([
      { id: messages.orderNumber, kind: 'dropped-param', param: 'id' },
      { id: messages.orderNumber, kind: 'added-param', param: 'orderId' },
    ]);
  });

  it('reports a translation that adds a {param}', () => {
    const catalogue = { ...complete(), [messages.inStock]: 'Varastossa {qty}!' };
    expect(checkCatalogue(catalogue)).toEqual([{ id: messages.inStock, kind: 'added-param', param: 'qty' }]);
  });

  it('reports an id the message list does not know', () => {
    const catalogue = { ...complete(), 'Not a Kauppa text': 'x' };
    expect(checkCatalogue(catalogue)).toEqual([{ id: 'Not a Kauppa text', kind: 'unknown-id' }]);
  });
});
