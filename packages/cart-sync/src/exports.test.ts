import { describe, expect, it } from 'vitest';
import * as cartSync from './index.ts';

describe('@kauppa/cart-sync public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(cartSync).sort()).toEqual([
      'applyMergeOutcome',
      'applyRenderedPrices',
      'applyStockResult',
      'cartHash',
      'cartItemKey',
      'cartItemsCount',
      'cartReducer',
      'cartStorageKeys',
      'cartSyncMachine',
      'chunk',
      'createApiCartStock',
      'createCart',
      'decideAddToCart',
      'decideCartMerge',
      'initialCartState',
      'isCartConnected',
      'isPriceUnknown',
      'isSyncRequired',
      'isTotalsSyncRequired',
      'prefetchStock',
      'pricesAfterSyncEvent',
      'pricesFromRenderList',
      'sameCartLine',
      'stockStatusOf',
      'toQuantity',
      'validateProductForCart',
    ]);
  });

  it('keeps internals private', () => {
    expect(cartSync).not.toHaveProperty('persistedOf');
    expect(cartSync).not.toHaveProperty('mergeKey');
  });
});
