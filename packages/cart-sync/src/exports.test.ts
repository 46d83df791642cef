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
      'cartItemsCount',
      'cartLinePrices',
      'cartLineTotal',
      'cartReducer',
      'cartStorageKeys',
      'cartStoreDispatcher',
      'cartSyncDiff',
      'cartSyncMachine',
      'cartTotals',
      'changedQuantity',
      'chosenMethodsForTotals',
      'configureCartItem',
      'createCart',
      'createQueueCartStock',
      'decideAddToCart',
      'decideCartMerge',
      'decideQuantityChange',
      'defaultMethodsForTotals',
      'initialCartState',
      'isSyncRequired',
      'isTotalsSyncRequired',
      'lineNeedsProduct',
      'mergeConflicts',
      'prefetchStock',
      'recreateCartOnMissingCartId',
      'shownLineTotal',
      'stockResultOfTask',
      'stockStatusOf',
      'typedQuantity',
      'validateProductForCart',
    ]);
  });

  it('keeps internals private', () => {
    expect(cartSync).not.toHaveProperty('persistedOf');
    expect(cartSync).not.toHaveProperty('mergeKey');
    expect(cartSync).not.toHaveProperty('quantityOf');
  });

  it('keeps the line keys, hashes and price-sync steps internal (issue 19.5)', () => {
    for (const name of [
      'cartHash',
      'cartItemKey',
      'sameCartLine',
      'isCartConnected',
      'emptyCartSyncDiff',
      'pricesAfterSyncEvent',
      'pricesFromRenderList',
    ]) {
      expect(cartSync).not.toHaveProperty(name);
    }
  });

  it('leaves the catalogue rules to @kauppa/catalog-pricing and chunking to @kauppa/task-queue', () => {
    for (const name of ['isPriceUnknown', 'isProductPriceKnown', 'toQuantity', 'chunk', 'listStock']) {
      expect(cartSync).not.toHaveProperty(name);
    }
  });
});
