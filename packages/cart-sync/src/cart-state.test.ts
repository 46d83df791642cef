import { describe, expect, it } from 'vitest';
import type { CartState } from './index.ts';
import {
  cartItemsCount,
  cartReducer,
  initialCartState,
  isSyncRequired,
  isTotalsSyncRequired,
} from './index.ts';
import { isCartConnected } from './internal/cart-state.ts';
import { cartHash } from './internal/items.ts';

const withItems = (...items: CartState['cartItems']): CartState => ({
  ...initialCartState(),
  cartItems: items,
});

describe('cart actions (commerce-core §4 cart actions)', () => {
  it('add: appends a new line, and adds the quantity to an existing line of the same sku and options', () => {
    let state = cartReducer(initialCartState(), { type: 'cart.add', item: { sku: 'AA-4', qty: 2 } });
    state = cartReducer(state, { type: 'cart.add', item: { sku: 'AA-4', qty: 3 } });
    expect(state.cartItems).toEqual([{ sku: 'AA-4', qty: 5, prev_qty: 2 }]);
  });

  it('add: turns a quantity given as text into an integer (commerce-core §5)', () => {
    const state = cartReducer(initialCartState(), {
      type: 'cart.add',
      item: { sku: 'AA-4', qty: '3' as unknown as number },
    });
    expect(state.cartItems[0]?.qty).toBe(3);
  });

  it('delete: removes the line (and its children with removeByParentSku)', () => {
    const state = withItems(
      { sku: 'A', qty: 1 },
      { sku: 'A-red', parentSku: 'A', qty: 1 },
      { sku: 'B', qty: 1 },
    );
    expect(
      cartReducer(state, { type: 'cart.delete', item: { sku: 'B' } }).cartItems.map((i) => i.sku),
    ).toEqual(['A', 'A-red']);
    expect(
      cartReducer(state, { type: 'cart.delete', item: { sku: 'A' }, removeByParentSku: true }).cartItems.map(
        (i) => i.sku,
      ),
    ).toEqual(['B']);
  });

  it('delete non-confirmed: removes the line only when the server has not confirmed it', () => {
    const confirmed = withItems({ sku: 'A', qty: 1, server_item_id: 5 });
    expect(
      cartReducer(confirmed, { type: 'cart.deleteNonConfirmed', item: { sku: 'A' } }).cartItems,
    ).toHaveLength(1);
    const pending = withItems({ sku: 'A', qty: 1 });
    expect(
      cartReducer(pending, { type: 'cart.deleteNonConfirmed', item: { sku: 'A' } }).cartItems,
    ).toHaveLength(0);
  });

  it('update: sets the quantity and keeps the previous one in prev_qty', () => {
    const state = cartReducer(withItems({ sku: 'A', qty: 1 }), {
      type: 'cart.update',
      item: { sku: 'A' },
      qty: 4,
    });
    expect(state.cartItems).toEqual([{ sku: 'A', qty: 4, prev_qty: 1 }]);
  });

  it('load: replaces the items', () => {
    const state = cartReducer(withItems({ sku: 'A', qty: 1 }), {
      type: 'cart.load',
      cartItems: [{ sku: 'B', qty: 2 }],
    });
    expect(state.cartItems).toEqual([{ sku: 'B', qty: 2 }]);
  });

  it('shipping and update payment: set the chosen methods', () => {
    let state = cartReducer(initialCartState(), {
      type: 'cart.shipping',
      shipping: { method_code: 'flatrate' },
    });
    state = cartReducer(state, { type: 'cart.updatePayment', payment: { code: 'cashondelivery' } });
    expect(state.shipping).toEqual({ method_code: 'flatrate' });
    expect(state.payment).toEqual({ code: 'cashondelivery' });
  });

  it('save hash, mark sync, mark totals sync: a sync is needed until all three happened (commerce-core §4 cart sync)', () => {
    let state = withItems({ sku: 'A', qty: 1 });
    expect(isSyncRequired(state)).toBe(true);
    expect(isTotalsSyncRequired(state)).toBe(true);
    state = cartReducer(state, { type: 'cart.saveHash' });
    expect(state.cartItemsHash).toBe(cartHash(state.cartItems, undefined));
    expect(isSyncRequired(state)).toBe(true); // none has happened yet
    state = cartReducer(state, { type: 'cart.markSync', at: 1 });
    expect(isSyncRequired(state)).toBe(false);
    expect(isTotalsSyncRequired(state)).toBe(true);
    state = cartReducer(state, { type: 'cart.markTotalsSync', at: 2 });
    expect(isTotalsSyncRequired(state)).toBe(false);
    state = cartReducer(state, { type: 'cart.update', item: { sku: 'A' }, qty: 2 });
    expect(isSyncRequired(state)).toBe(true); // hash changed
    expect(isTotalsSyncRequired(state)).toBe(true);
  });

  it('update props: merges fields into the line', () => {
    const state = cartReducer(withItems({ sku: 'A', qty: 1 }), {
      type: 'cart.updateProps',
      item: { sku: 'A' },
      props: { server_item_id: 9 },
    });
    expect(state.cartItems[0]).toEqual({ sku: 'A', qty: 1, server_item_id: 9 });
  });

  it('update totals: sets platformTotals and platformTotalSegments', () => {
    const totals = { grand_total: 10, items: [], total_segments: [{ code: 'grand_total', value: 10 }] };
    const state = cartReducer(initialCartState(), {
      type: 'cart.updateTotals',
      totals,
      totalSegments: totals.total_segments,
    });
    expect(state.platformTotals?.grand_total).toBe(10);
    expect(state.platformTotalSegments).toEqual([{ code: 'grand_total', value: 10 }]);
  });

  it('server token: a cart is connected when it holds a server token', () => {
    const state = cartReducer(initialCartState(), { type: 'cart.serverToken', token: 'q-1' });
    expect(isCartConnected(state)).toBe(true);
    expect(isCartConnected(initialCartState())).toBe(false);
  });

  it('toggle mini cart: flips isMicrocartOpen', () => {
    const open = cartReducer(initialCartState(), { type: 'cart.toggleMiniCart' });
    expect(open.isMicrocartOpen).toBe(true);
    expect(cartReducer(open, { type: 'cart.toggleMiniCart' }).isMicrocartOpen).toBe(false);
  });

  it('update bypass counter: counts the bypasses and remembers when; reset clears both', () => {
    let state = cartReducer(initialCartState(), { type: 'cart.updateBypassCounter', counter: 1, at: 100 });
    expect(state).toMatchObject({ connectBypassCount: 1, lastCartBypassTs: 100 });
    state = cartReducer(state, { type: 'cart.updateBypassCounter', counter: 0, reset: true });
    expect(state).toMatchObject({ connectBypassCount: 0, lastCartBypassTs: undefined });
  });

  it('updating-item flag: sets isAddingToCart', () => {
    expect(
      cartReducer(initialCartState(), { type: 'cart.updatingItem', isAdding: true }).isAddingToCart,
    ).toBe(true);
  });
});

describe('cart edit mode (accounts-content §4)', () => {
  it('is null when off; open sets product, qty and options; changes update it; close resets it to null', () => {
    let state = initialCartState();
    expect(state.editMode).toBeNull();
    state = cartReducer(state, {
      type: 'cart.openEditMode',
      productId: 7,
      qty: 1,
      selectedOptions: { color: 'red' },
    });
    expect(state.editMode).toEqual({ productId: 7, qty: 1, selectedOptions: { color: 'red' } });
    state = cartReducer(state, { type: 'cart.updateEditMode', selectedOptions: { size: 'M' } });
    state = cartReducer(state, { type: 'cart.updateEditMode', qty: 3 });
    expect(state.editMode).toEqual({ productId: 7, qty: 3, selectedOptions: { color: 'red', size: 'M' } });
    state = cartReducer(state, { type: 'cart.closeEditMode' });
    expect(state.editMode).toBeNull();
  });
});

describe('mini cart count (commerce-core §1, §9)', () => {
  const items = [
    { sku: 'A', qty: 2 },
    { sku: 'B', qty: 3 },
  ];
  it('counts quantities', () => expect(cartItemsCount(items, { countType: 'quantities' })).toBe(5));
  it('or the number of lines', () => expect(cartItemsCount(items, { countType: 'items' })).toBe(2));
});
