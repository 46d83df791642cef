import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { isProductPart, optionalProductParts, withinBudget } from './budget.ts';

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a slow call never fails a page (issue 20.4; commerce-core §9 SSR timeout)', () => {
  it('the optional parts of a product page are the related products, the linked products and the breadcrumbs, never the product', () => {
    expect([...optionalProductParts].sort()).toEqual(['linked', 'related', 'trail']);
    expect(isProductPart('product')).toBe(false);
    expect(isProductPart('related')).toBe(true);
  });

  it('keeps the parts that arrive within the budget and names the late ones as missing', async () => {
    const clock = createSimulatedClock();
    const related = later<string[]>();
    const trail = later<string[]>();
    const result = withinBudget<{ related: string[]; trail: string[] }>(
      { related: related.promise, trail: trail.promise },
      { clock, budgetMs: 1000 },
    );
    trail.resolve(['Akut']);
    await settle();
    clock.increment(1000);
    const { values, missing, reasons } = await result;
    expect(values).toEqual({ trail: ['Akut'] });
    expect(missing).toEqual(['related']);
    expect(reasons).toEqual({ related: 'late' });
  });

  it('does not wait for the budget when every part has arrived', async () => {
    const clock = createSimulatedClock();
    const result = await withinBudget<{ related: number[]; linked: number[] }>(
      { related: Promise.resolve([1]), linked: [2] },
      { clock, budgetMs: 1000 },
    );
    expect(result.values).toEqual({ related: [1], linked: [2] });
    expect(result.missing).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('names a failed part as missing and never rejects', async () => {
    const clock = createSimulatedClock();
    const result = await withinBudget<{ related: number[]; trail: number[] }>(
      { related: Promise.reject(new Error('Catalogue search for product failed with code 500')), trail: [] },
      { clock, budgetMs: 1000 },
    );
    expect(result.values).toEqual({ trail: [] });
    expect(result.missing).toEqual(['related']);
    expect(result.reasons).toEqual({ related: 'failed' });
  });

  it('a part that arrives after the budget is not added to the finished result', async () => {
    const clock = createSimulatedClock();
    const related = later<number[]>();
    const result = withinBudget<{ related: number[] }>(
      { related: related.promise },
      { clock, budgetMs: 1000 },
    );
    clock.increment(1000);
    const finished = await result;
    related.resolve([1]);
    await settle();
    expect(finished.values).toEqual({});
    expect(finished.missing).toEqual(['related']);
  });
});
