import type { Translator } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import {
  createTranslator,
  enUSCatalogue,
  loadCatalogue,
  loadTranslatedCatalogue,
  loadTranslator,
  localeForStoreView,
  messages,
  supportedLocales,
} from './index.ts';

describe('translator', () => {
  it('implements the Translator port of @kauppa/ports', () => {
    const translator: Translator = createTranslator();
    expect(translator.locale).toBe('en-US');
  });

  it('en-US shows the id itself with its params filled in', () => {
    const t = createTranslator({ locale: 'en-US' });
    expect(t.t(messages.onlyMaxQuantityAvailable, { maxQuantity: 3 })).toBe(
      'Only 3 products of this type are available',
    );
    expect(t.t(messages.couponNotValid)).toBe("The coupon code isn't valid");
  });

  it('translates with the loaded catalogue and fills {params}', async () => {
    const fi = createTranslator({ locale: 'fi-FI', catalogue: await loadCatalogue('fi-FI') });
    expect(fi.t(messages.orderNumber, { id: '000123' })).toBe('Tilausnumerosi on: 000123');
    expect(fi.t(messages.productAddedToCart)).toBe('Tuote on lisätty ostoskoriin!');
  });

  it('fills every occurrence of several params', async () => {
    const de = await loadTranslator({ locale: 'de-DE' });
    expect(de.t(messages.categoryQueryEmpty, { key: 'url_key', value: 'akut' })).toBe(
      'Die Kategorieabfrage lieferte ein leeres Ergebnis url_key = akut',
    );
  });

  it('falls back to en-US for an id the catalogue lacks', () => {
    const it = createTranslator({ locale: 'it-IT', catalogue: { [messages.inStock]: 'Disponibile!' } });
    expect(it.t(messages.inStock)).toBe('Disponibile!');
    expect(it.t(messages.orderNumber, { id: 7 })).toBe('Your order number is: 7');
    expect(it.has(messages.inStock)).toBe(true);
    expect(it.has(messages.orderNumber)).toBe(false);
  });

  it('falls back to en-US while no catalogue is given for the locale', () => {
    const fi = createTranslator({ locale: 'fi-FI' });
    expect(fi.locale).toBe('fi-FI');
    expect(fi.t(messages.orderWaiting)).toBe('Order waiting!');
  });

  it('falls back to en-US for an empty translation', () => {
    const fi = createTranslator({ locale: 'fi-FI', catalogue: { [messages.orderWaiting]: '' } });
    expect(fi.t(messages.orderWaiting)).toBe('Order waiting!');
  });

  it('shows an unknown id itself, interpolated (a server errorMessage passes through)', async () => {
    const fi = await loadTranslator({ locale: 'fi-FI' });
    expect(fi.t('Invalid current password')).toBe('Invalid current password');
    expect(fi.t('Hello {name}', { name: 'Aino' })).toBe('Hello Aino');
  });

  it('keeps a {param} the caller did not give', async () => {
    const fi = await loadTranslator({ locale: 'fi-FI' });
    expect(fi.t(messages.onlyMaxQuantityAvailable)).toBe(
      'Tätä tuotetta on saatavilla vain {maxQuantity} kpl',
    );
  });

  it('reads ids with dots and colons as whole keys, not paths or namespaces', () => {
    const t = createTranslator({ locale: 'en-US' });
    expect(t.t(messages.saving)).toBe('Saving...');
    expect(t.t(messages.sku, { sku: 'BAT-1' })).toBe('SKU: BAT-1');
  });

  it('does not HTML-escape values (the renderer escapes)', () => {
    const t = createTranslator();
    expect(t.t(messages.orderNumber, { id: '<b>1</b>' })).toBe('Your order number is: <b>1</b>');
  });

  it('treats params named like i18next options as plain values', () => {
    const t = createTranslator();
    expect(t.t('{lng} {defaultValue}', { lng: 'a', defaultValue: 'b' })).toBe('a b');
  });

  it('instances do not share their locale (one translator per shopper)', async () => {
    const fi = await loadTranslator({ locale: 'fi-FI' });
    const de = await loadTranslator({ locale: 'de-DE' });
    expect(fi.t(messages.home)).toBe('Etusivu');
    expect(de.t(messages.home)).toBe('Startseite');
  });

  it('rejects a locale it does not ship', () => {
    expect(() => createTranslator({ locale: 'sv-SE' as never })).toThrow(RangeError);
  });
});

describe('loadCatalogue', () => {
  it('loads each locale lazily and returns the same catalogue on later calls', async () => {
    for (const locale of supportedLocales) {
      const first = await loadCatalogue(locale);
      expect(await loadCatalogue(locale)).toBe(first);
    }
  });

  it('rejects a locale it does not ship', async () => {
    await expect(loadCatalogue('sv-SE' as never)).rejects.toThrow(RangeError);
  });
});

describe('loadTranslatedCatalogue (issue 30.6: a page translator without the en-US identity)', () => {
  it('en-US translates nothing: every id is its own English text (accounts-content §9)', async () => {
    expect(await loadTranslatedCatalogue('en-US')).toEqual({});
  });

  it('another locale resolves to the very catalogue loadCatalogue loads', async () => {
    for (const locale of supportedLocales.filter((l) => l !== 'en-US'))
      expect(await loadTranslatedCatalogue(locale)).toBe(await loadCatalogue(locale));
  });

  it('rejects a locale it does not ship', async () => {
    await expect(loadTranslatedCatalogue('sv-SE' as never)).rejects.toThrow(RangeError);
  });
});

describe('localeForStoreView (commerce-core §1 store views)', () => {
  it.each([
    ['fi', 'fi-FI'],
    ['de', 'de-DE'],
    ['it', 'it-IT'],
    ['en', 'en-US'],
    ['FI', 'fi-FI'],
    ['de_DE', 'de-DE'],
    ['default', 'en-US'],
    ['', 'en-US'],
  ] as const)('store code %s → %s', (storeCode, locale) => {
    expect(localeForStoreView(storeCode)).toBe(locale);
    expect(localeForStoreView({ storeCode })).toBe(locale);
  });

  it('defaults to en-US without a store view', () => {
    expect(localeForStoreView(undefined)).toBe('en-US');
    expect(localeForStoreView({})).toBe('en-US');
  });

  it("uses the store view's configured locale when it is shipped", () => {
    expect(localeForStoreView({ storeCode: 'default', i18n: { defaultLocale: 'fi-FI' } })).toBe('fi-FI');
    expect(localeForStoreView({ storeCode: 'it', i18n: { defaultLocale: 'sv-SE' } })).toBe('it-IT');
  });
});

describe('plural forms of {count} texts (issue 14: "1 waiting orders were sent.")', () => {
  it('says "1 waiting order was sent." and "2 waiting orders were sent." in English', () => {
    const t = createTranslator({ locale: 'en-US', catalogue: enUSCatalogue() });
    expect(t.t('{count} waiting orders were sent.', { count: 1 })).toBe('1 waiting order was sent.');
    expect(t.t('{count} waiting orders were sent.', { count: 2 })).toBe('2 waiting orders were sent.');
  });

  it('uses the singular of each language for one: fi-FI, de-DE, it-IT', async () => {
    const expected = {
      'fi-FI': ['1 odottava tilaus lähetettiin.', '3 odottavaa tilausta lähetettiin.'],
      'de-DE': ['1 wartende Bestellung wurde gesendet.', '3 wartende Bestellungen wurden gesendet.'],
      'it-IT': ['1 ordine in attesa è stato inviato.', '3 ordini in attesa sono stati inviati.'],
    } as const;
    for (const [locale, [one, other]] of Object.entries(expected)) {
      const t = await loadTranslator({ locale: locale as keyof typeof expected });
      expect(t.t('{count} waiting orders were sent.', { count: 1 })).toBe(one);
      expect(t.t('{count} waiting orders were sent.', { count: 3 })).toBe(other);
    }
  });
});
