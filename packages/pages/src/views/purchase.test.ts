import type { CatalogProduct, PurchaseChoices } from '@kauppa/catalog-pricing';
import { describe, expect, it } from 'vitest';
import { chooseBundleLink, purchaseFormView, setBundleQuantity, setCustomChoice } from './index.ts';

const finalPriceOf = (p: CatalogProduct) => Number(p.final_price_incl_tax ?? p.price_incl_tax);
const none: PurchaseChoices = { qty: '1', bundle: {}, custom: {} };

const kit: CatalogProduct = {
  sku: 'KIT',
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 1,
      title: 'Battery',
      product_links: [
        {
          id: 11,
          sku: 'BAT-2',
          qty: 1,
          product: { sku: 'BAT-2', name: 'Battery 2 Ah', price_incl_tax: 30 } as CatalogProduct,
        },
        { id: 12, sku: 'BAT-4', qty: 1, price: 55 },
      ],
    },
  ],
};

describe('bundle options of the purchase block (commerce-core §4 bundle prices)', () => {
  it('offers each product of an option at its price incl. tax, else the link price', () => {
    const [option] = purchaseFormView({ product: kit, choices: none, unit: 0, finalPriceOf }).bundle;
    expect(option?.links.map((l) => [l.name, l.price])).toEqual([
      ['Battery 2 Ah', 30],
      ['BAT-4', 55],
    ]);
  });

  it('marks the chosen product and shows the option quantity, 1 at first', () => {
    const choices = chooseBundleLink(none, '1', '12');
    const [option] = purchaseFormView({ product: kit, choices, unit: 0, finalPriceOf }).bundle;
    expect(option?.links.map((l) => l.checked)).toEqual([false, true]);
    expect(option?.qty).toBe('1');
  });

  it('keeps the chosen product when the quantity changes, and the quantity when the product changes', () => {
    const choices = chooseBundleLink(
      setBundleQuantity(chooseBundleLink(none, '1', '11'), '1', '3'),
      '1',
      '12',
    );
    expect(choices.bundle['1']).toEqual({ link: '12', qty: '3' });
  });
});

describe('grouped products of the purchase block (commerce-core §4 grouped prices)', () => {
  it('lists each associated product with its price incl. tax once loaded', () => {
    const set: CatalogProduct = {
      sku: 'SET',
      type_id: 'grouped',
      product_links: [
        {
          link_type: 'associated',
          linked_product_sku: 'CUP',
          product: { sku: 'CUP', name: 'Cup', price_incl_tax: 9 } as CatalogProduct,
        },
        { link_type: 'associated', linked_product_sku: 'SAUCER' },
      ],
    };
    expect(purchaseFormView({ product: set, choices: none, unit: 0, finalPriceOf }).grouped).toEqual([
      { sku: 'CUP', name: 'Cup', price: 9 },
      { sku: 'SAUCER', name: 'SAUCER', price: undefined },
    ]);
  });

  it('has no grouped table for other types', () => {
    expect(purchaseFormView({ product: kit, choices: none, unit: 0, finalPriceOf }).grouped).toBeUndefined();
  });
});

describe('custom options of the purchase block (commerce-core §5 custom options: fixed or percent prices)', () => {
  const engraved: CatalogProduct = {
    sku: 'RING',
    type_id: 'simple',
    custom_options: [
      { option_id: 5, title: 'Engraving', price: 10, price_type: 'percent' },
      {
        option_id: 6,
        title: 'Box',
        values: [
          { option_type_id: 61, title: 'Plain' },
          { option_type_id: 62, title: 'Gift', price: 4.5, price_type: 'fixed' },
          { option_type_id: 63, title: 'Velvet', price: 5, price_type: 'percent' },
        ],
      },
    ],
  };

  it("prices a text option's percent surcharge of the unit price", () => {
    const [text] = purchaseFormView({ product: engraved, choices: none, unit: 80, finalPriceOf }).custom;
    expect(text).toMatchObject({ title: 'Engraving', choice: false, surcharge: 8, value: '' });
  });

  it('shows each value with its fixed amount or its percent, none without a price', () => {
    const [, box] = purchaseFormView({ product: engraved, choices: none, unit: 80, finalPriceOf }).custom;
    expect(box?.choice).toBe(true);
    expect(box?.surcharge).toBeUndefined();
    expect(box?.values.map((v) => v.surcharge)).toEqual([undefined, { amount: 4.5 }, { percent: 5 }]);
  });

  it('shows the chosen value', () => {
    const choices = setCustomChoice(none, '6', '62');
    const [, box] = purchaseFormView({ product: engraved, choices, unit: 80, finalPriceOf }).custom;
    expect(box?.value).toBe('62');
  });
});
