import { describe, expect, it } from 'vitest';
import { dispatchedKindOf } from './dispatched-views.ts';

describe('the page type the url dispatcher rendered (accounts-content §2; issue 20.1)', () => {
  it('is the kind of the dispatcher leaf: product or category', () => {
    expect(dispatchedKindOf({ id: 'dispatcher', loaderData: { kind: 'product' } })).toBe('product');
    expect(dispatchedKindOf({ id: 'dispatcher', data: { kind: 'category' } })).toBe('category');
  });

  it('is none for a CMS page, another route or no leaf', () => {
    expect(dispatchedKindOf({ id: 'dispatcher', loaderData: { kind: 'cms-page' } })).toBeUndefined();
    expect(dispatchedKindOf({ id: 'product', loaderData: { kind: 'product' } })).toBeUndefined();
    expect(dispatchedKindOf(undefined)).toBeUndefined();
  });
});
