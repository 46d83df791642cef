import { describe, expect, it } from 'vitest';
import * as cartSync from './index.ts';

describe('@kauppa/cart-sync public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(cartSync).sort()).toEqual([
      'appliedCoupon',
      'applyMergeOutcome',
      'applyRenderedPrices',
      'applyStockResult',
      'cartConflictMessages',
      'cartConflicts',
      'cartHash',
      'cartItemKey',
      'cartItemsCount',
      'cartLineTotal',
      'cartReducer',
      'cartStorageKeys',
      'cartStoreDispatcher',
      'cartSyncDiff',
      'cartSyncMachine',
      'cartTotals',
      'configureCartItem',
      'createCart',
      'createQueueCartStock',
      'decideAddToCart',
      'decideCartMerge',
      'defaultMethodsForTotals',
      'emptyCartSyncDiff',
      'initialCartState',
      'isCartConnected',
      'isSyncRequired',
      'isTotalsSyncRequired',
      'mergeConflicts',
      'prefetchStock',
      'pricesAfterSyncEvent',
      'pricesFromRenderList',
      'recreateCartOnMissingCartId',
      'sameCartLine',
      'stockResultOfTask',
      'stockStatusOf',
      'validateProductForCart',
    ]);
  });

  it('keeps internals private', () => {
    expect(cartSync).not.toHaveProperty('persistedOf');
    expect(cartSync).not.toHaveProperty('mergeKey');
    expect(cartSync).not.toHaveProperty('quantityOf');
  });

  it('leaves the catalogue rules to @kauppa/catalog-pricing and chunking to @kauppa/task-queue', () => {
    for (const name of ['isPriceUnknown', 'isProductPriceKnown', 'toQuantity', 'chunk', 'listStock']) {
      expect(cartSync).not.toHaveProperty(name);
    }
  });
});
