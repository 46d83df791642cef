import { describe, expect, it } from 'vitest';
import { parseSummary, startsAtOnce, startsWhenIdle, summaryKey, uiNeedsShop } from './shell.ts';
import { initialUiState } from './ui.ts';

describe('shop start on demand (issue 8 Budgets)', () => {
  it('catalogue pages start the shop on demand, shopping and account pages at once (issue 8 Budgets)', () => {
    for (const id of ['home', 'category', 'product', 'product-child', 'cms-page', 'search', 'dispatcher'])
      expect(startsAtOnce(id), id).toBe(false);
    for (const id of ['checkout', 'my-account', 'my-account-orders', 'wishlist', 'compare', 'order-success'])
      expect(startsAtOnce(id), id).toBe(true);
  });

  it('opening the mini cart, wishlist, sidebar or an auth panel needs the shop; search does not (issue 8 Budgets)', () => {
    expect(uiNeedsShop(initialUiState)).toBe(false);
    expect(uiNeedsShop({ ...initialUiState, searchpanel: true, overlay: true })).toBe(false);
    expect(uiNeedsShop({ ...initialUiState, microcart: true })).toBe(true);
    expect(uiNeedsShop({ ...initialUiState, wishlist: true })).toBe(true);
    expect(uiNeedsShop({ ...initialUiState, sidebar: true })).toBe(true);
    expect(uiNeedsShop({ ...initialUiState, authElem: 'login' })).toBe(true);
  });

  it('a stored summary gives the mini cart count at first paint; a broken one is none (issue 8 Budgets)', () => {
    expect(parseSummary(JSON.stringify({ count: 3, persisted: true }))).toEqual({
      count: 3,
      persisted: true,
    });
    expect(parseSummary(JSON.stringify({ count: 2 }))).toEqual({ count: 2, persisted: true });
    expect(parseSummary('{oops')).toBeNull();
    expect(parseSummary(null)).toBeNull();
    expect(summaryKey('battery', '')).toBe('kauppa-shop-summary:battery:default');
  });

  it('a returning shopper with a cart, session or queued work starts the shop after load (issue 8 Budgets)', () => {
    expect(startsWhenIdle({ count: 0, persisted: true }, false)).toBe(true);
    expect(startsWhenIdle({ count: 0, persisted: false }, true)).toBe(false);
    expect(startsWhenIdle(null, true)).toBe(true);
    expect(startsWhenIdle(null, false)).toBe(false);
  });
});
